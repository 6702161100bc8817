// Who the demo site is about. Fictional person; the district is real.

export const LEGISLATOR = {
  fullName: "Carlos Enrique Ixcot",
  title: "Diputado Carlos Enrique Ixcot",
  cargo: "Diputado al Congreso de la República de Guatemala",
  party: null,
  description:
    "Sitio oficial del diputado Carlos Enrique Ixcot, de Quetzaltenango: noticias, labores, valores y atención ciudadana.",
  brandColor: "#1b3c6f",
  initials: "CI",
  logoLabel: "Diputado Ixcot",
  district: "Quetzaltenango",
  officialEmail: "contacto@diputado-ixcot.gt",
  officialPhone: "+502 2250-4410",
  officeAddress: "Congreso de la República, 9a. Avenida 9-44 zona 1, Ciudad de Guatemala",
  officeHours:
    "Lunes a viernes de 8:00 a 16:00 horas; audiencias en Quetzaltenango los sábados de 9:00 a 12:00 horas",
} as const;

/** The password of every demo account (local use only; see README). */
export const DEMO_PASSWORD = "Demo#2026";
