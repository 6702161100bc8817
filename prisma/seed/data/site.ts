// Contact configuration, social links and a few contact-form messages.
import type { ContactStatus, ContactTopic, SocialNetwork } from "@/lib/generated/prisma/client";

export const SOCIAL_LINKS: readonly { tipo: SocialNetwork; url: string; orden: number }[] = [
  { tipo: "facebook", url: "https://www.facebook.com/diputadoixcot", orden: 0 },
  { tipo: "twitter", url: "https://x.com/diputadoixcot", orden: 1 },
  { tipo: "tiktok", url: "https://www.tiktok.com/@diputadoixcot", orden: 2 },
  { tipo: "whatsapp", url: "https://wa.me/50242154410", orden: 3 },
];

export interface ContactMessageSeed {
  primer_nombre: string;
  segundo_nombre?: string;
  primer_apellido: string;
  segundo_apellido?: string;
  email: string;
  telefono?: string;
  municipio?: string;
  tema: ContactTopic;
  mensaje: string;
  estado: ContactStatus;
  respuesta?: string;
  createdDaysAgo: number;
  /** Hours after the message at which it was answered. */
  answeredAfterHours?: number;
}

export const CONTACT_MESSAGES: readonly ContactMessageSeed[] = [
  {
    primer_nombre: "Carmen",
    segundo_nombre: "Julia",
    primer_apellido: "Tax",
    segundo_apellido: "Itzep",
    email: "carmen.tax@correo.gt",
    telefono: "45128830",
    municipio: "Quetzaltenango",
    tema: "Transparencia",
    mensaje:
      "Buenos días. Quisiera saber dónde puedo consultar el detalle de los gastos de la oficina distrital del último trimestre. Soy parte de una organización de auditoría social de Xela.",
    estado: "respondido",
    respuesta:
      "Estimada Carmen: los gastos de la oficina se publican cada trimestre en la sección de datos abiertos del sitio. Con gusto le enviamos también la versión impresa si la necesita. Saludos cordiales.",
    createdDaysAgo: 18,
    answeredAfterHours: 26,
  },
  {
    primer_nombre: "Roberto",
    primer_apellido: "Pac",
    segundo_apellido: "Chan",
    email: "roberto.pac@correo.gt",
    telefono: "53904417",
    municipio: "Cantel",
    tema: "Propuesta",
    mensaje:
      "Propongo que las audiencias públicas también se hagan por la tarde, porque muchos vecinos trabajamos en el campo por la mañana y no podemos asistir.",
    estado: "leido",
    createdDaysAgo: 9,
  },
  {
    primer_nombre: "Andrea",
    segundo_nombre: "Sofía",
    primer_apellido: "Mazariegos",
    email: "andrea.mazariegos@correo.gt",
    municipio: "Coatepeque",
    tema: "Queja",
    mensaje:
      "El bache frente a la escuela de la colonia San Francisco sigue sin repararse después de tres meses. Los niños tienen que caminar por la calle cuando llueve.",
    estado: "nuevo",
    createdDaysAgo: 2,
  },
  {
    primer_nombre: "Esteban",
    primer_apellido: "Cux",
    segundo_apellido: "Sac",
    email: "esteban.cux@correo.gt",
    telefono: "47716652",
    municipio: "Almolonga",
    tema: "Solicitud",
    mensaje:
      "Solicito información sobre los requisitos para que el comité de riego de nuestra aldea pueda presentar un proyecto al Consejo Comunitario de Desarrollo.",
    estado: "nuevo",
    createdDaysAgo: 1,
  },
  {
    primer_nombre: "Patricia",
    primer_apellido: "Reyes",
    segundo_apellido: "Gómez",
    email: "patricia.reyes@correo.gt",
    municipio: "San Juan Ostuncalco",
    tema: "Otros",
    mensaje:
      "Felicitaciones por la audiencia pública en Ostuncalco. ¿Publicarán la lista de solicitudes que se recibieron ese día?",
    estado: "respondido",
    respuesta:
      "Muchas gracias, Patricia. Sí: cada solicitud quedó registrada con su folio y el resumen se publicará en la noticia de la audiencia. Saludos.",
    createdDaysAgo: 40,
    answeredAfterHours: 50,
  },
];
