// Demo administrators (one per role, plus an inactive one) and demo citizens, who all live in the
// district the demo office represents (Quetzaltenango).
import type { AdminRole } from "@/lib/generated/prisma/client";

export interface AdminSeed {
  email: string;
  rol: AdminRole;
  nombre1: string;
  nombre2?: string;
  apellido1: string;
  apellido2?: string;
  /** 8-digit CUI serial; the DPI is built with the department/municipality codes below. */
  serial: string;
  dpiLocation: [department: number, municipality: number];
  numero_local?: string;
  departamento?: string;
  municipio?: string;
  estado: boolean;
}

export const ADMINS: readonly AdminSeed[] = [
  {
    email: "admin@demo.gt",
    rol: "AdminNivel1",
    nombre1: "Ana",
    nombre2: "Lucía",
    apellido1: "Morales",
    apellido2: "Pérez",
    serial: "20418837",
    dpiLocation: [1, 1],
    numero_local: "55214780",
    departamento: "Guatemala",
    municipio: "Guatemala",
    estado: true,
  },
  {
    email: "admin2@demo.gt",
    rol: "AdminNivel2",
    nombre1: "José",
    nombre2: "Roberto",
    apellido1: "Chávez",
    apellido2: "Méndez",
    serial: "24107752",
    dpiLocation: [9, 1],
    numero_local: "47810236",
    departamento: "Quetzaltenango",
    municipio: "Quetzaltenango",
    estado: true,
  },
  {
    // Left without location and phone on purpose: its profile shows the missing-data warning.
    email: "editor@demo.gt",
    rol: "UserAdminNivel1",
    nombre1: "Sofía",
    nombre2: "Alejandra",
    apellido1: "Cifuentes",
    apellido2: "Rivas",
    serial: "26390114",
    dpiLocation: [1, 8],
    estado: true,
  },
  {
    email: "usuario2@demo.gt",
    rol: "UserAdminNivel2",
    nombre1: "Luis",
    nombre2: "Fernando",
    apellido1: "Tzoc",
    apellido2: "Batz",
    serial: "28815320",
    dpiLocation: [9, 2],
    numero_local: "50317764",
    departamento: "Quetzaltenango",
    municipio: "Salcajá",
    estado: true,
  },
  {
    email: "usuario3@demo.gt",
    rol: "UserAdminNivel3",
    nombre1: "Karla",
    nombre2: "Beatriz",
    apellido1: "Orellana",
    apellido2: "Solís",
    serial: "30126645",
    dpiLocation: [8, 1],
    numero_local: "42996105",
    departamento: "Totonicapán",
    municipio: "Totonicapán",
    estado: true,
  },
  {
    email: "usuario4@demo.gt",
    rol: "UserAdminNivel4",
    nombre1: "Marco",
    nombre2: "Antonio",
    apellido1: "Xicará",
    apellido2: "Coyoy",
    serial: "31457208",
    dpiLocation: [9, 3],
    numero_local: "58440391",
    departamento: "Quetzaltenango",
    municipio: "Olintepeque",
    estado: true,
  },
  {
    email: "inactivo@demo.gt",
    rol: "UserAdminNivel1",
    nombre1: "Héctor",
    nombre2: "Manuel",
    apellido1: "Barrios",
    apellido2: "Lemus",
    serial: "22743096",
    dpiLocation: [1, 15],
    numero_local: "51128847",
    departamento: "Guatemala",
    municipio: "Villa Nueva",
    estado: false,
  },
];

export interface CitizenSeed {
  primer_nombre: string;
  segundo_nombre?: string;
  primer_apellido: string;
  segundo_apellido?: string;
  correo: string;
  /** A fixed DPI, or a serial from which a valid CUI is built for `registro` or the residence. */
  dpi?: string;
  serial?: string;
  /**
   * Where the DPI was issued (the department and municipality codes of its CUI) when it is not
   * where the person lives now: a DPI keeps the place of registration.
   */
  registro?: { departamento: string; municipio: string };
  telefono?: string;
  departamento: string;
  municipio: string;
  activo: boolean;
  /** Days before the seed run at which the account was soft-deleted. */
  deletedDaysAgo?: number;
  /** Days before the seed run at which the account was created. */
  createdDaysAgo: number;
}

export const DEMO_CITIZEN_EMAIL = "ciudadano@demo.gt";
export const DEMO_CITIZEN_DPI = "1234567890101";

export const CITIZENS: readonly CitizenSeed[] = [
  {
    primer_nombre: "María",
    segundo_nombre: "José",
    primer_apellido: "López",
    segundo_apellido: "Ajú",
    correo: DEMO_CITIZEN_EMAIL,
    dpi: DEMO_CITIZEN_DPI,
    telefono: "55870214",
    departamento: "Quetzaltenango",
    municipio: "Cantel",
    activo: true,
    createdDaysAgo: 240,
  },
  {
    primer_nombre: "Juan",
    segundo_nombre: "Carlos",
    primer_apellido: "Tum",
    segundo_apellido: "Chay",
    correo: "juan.tum@correo.gt",
    serial: "31820457",
    telefono: "47215530",
    departamento: "Quetzaltenango",
    municipio: "Cantel",
    activo: true,
    createdDaysAgo: 410,
  },
  {
    primer_nombre: "Rosa",
    segundo_nombre: "Elvira",
    primer_apellido: "Coyoy",
    segundo_apellido: "Pérez",
    correo: "rosa.coyoy@correo.gt",
    serial: "29014736",
    telefono: "53361928",
    departamento: "Quetzaltenango",
    municipio: "Quetzaltenango",
    activo: true,
    createdDaysAgo: 380,
  },
  {
    primer_nombre: "Pedro",
    segundo_nombre: "Antonio",
    primer_apellido: "Sic",
    segundo_apellido: "Ixcoy",
    correo: "pedro.sic@correo.gt",
    serial: "33570281",
    telefono: "40128876",
    departamento: "Quetzaltenango",
    municipio: "San Juan Ostuncalco",
    activo: true,
    createdDaysAgo: 300,
  },
  {
    primer_nombre: "Ana",
    segundo_nombre: "Gabriela",
    primer_apellido: "Velásquez",
    segundo_apellido: "Monzón",
    correo: "ana.velasquez@correo.gt",
    serial: "27746013",
    telefono: "57924410",
    departamento: "Quetzaltenango",
    municipio: "Coatepeque",
    activo: true,
    createdDaysAgo: 265,
  },
  {
    primer_nombre: "Miguel",
    segundo_nombre: "Ángel",
    primer_apellido: "Yax",
    segundo_apellido: "Tzul",
    correo: "miguel.yax@correo.gt",
    serial: "34981102",
    telefono: "46603317",
    departamento: "Quetzaltenango",
    municipio: "Olintepeque",
    registro: { departamento: "Totonicapán", municipio: "Momostenango" },
    activo: true,
    createdDaysAgo: 220,
  },
  {
    primer_nombre: "Lucía",
    segundo_nombre: "Fernanda",
    primer_apellido: "García",
    segundo_apellido: "Orozco",
    correo: "lucia.garcia@correo.gt",
    serial: "30662958",
    telefono: "55179043",
    departamento: "Quetzaltenango",
    municipio: "San Mateo",
    registro: { departamento: "San Marcos", municipio: "San Pedro Sacatepéquez" },
    activo: true,
    createdDaysAgo: 190,
  },
  {
    primer_nombre: "Diego",
    segundo_nombre: "Alejandro",
    primer_apellido: "Cabrera",
    segundo_apellido: "Fuentes",
    correo: "diego.cabrera@correo.gt",
    serial: "25539870",
    telefono: "41886052",
    departamento: "Quetzaltenango",
    municipio: "Salcajá",
    registro: { departamento: "Sacatepéquez", municipio: "Antigua Guatemala" },
    activo: true,
    createdDaysAgo: 150,
  },
  {
    primer_nombre: "Marta",
    segundo_nombre: "Isabel",
    primer_apellido: "Choc",
    segundo_apellido: "Caal",
    correo: "marta.choc@correo.gt",
    serial: "36214590",
    telefono: "30447718",
    departamento: "Quetzaltenango",
    municipio: "Zunil",
    registro: { departamento: "Alta Verapaz", municipio: "Cobán" },
    activo: true,
    createdDaysAgo: 120,
  },
  {
    primer_nombre: "Óscar",
    segundo_nombre: "Rolando",
    primer_apellido: "Hernández",
    segundo_apellido: "Ramírez",
    correo: "oscar.hernandez@correo.gt",
    serial: "28107634",
    telefono: "59320184",
    departamento: "Quetzaltenango",
    municipio: "Palestina de Los Altos",
    registro: { departamento: "Huehuetenango", municipio: "Huehuetenango" },
    activo: true,
    createdDaysAgo: 95,
  },
  {
    primer_nombre: "Silvia",
    segundo_nombre: "Noemí",
    primer_apellido: "Ajanel",
    segundo_apellido: "Quiché",
    correo: "silvia.ajanel@correo.gt",
    serial: "35092217",
    telefono: "48751196",
    departamento: "Quetzaltenango",
    municipio: "Almolonga",
    activo: true,
    createdDaysAgo: 60,
  },
  {
    primer_nombre: "Walter",
    segundo_nombre: "Estuardo",
    primer_apellido: "Pineda",
    segundo_apellido: "Arana",
    correo: "walter.pineda@correo.gt",
    serial: "23376841",
    telefono: "52094473",
    departamento: "Quetzaltenango",
    municipio: "Colomba Costa Cuca",
    registro: { departamento: "Escuintla", municipio: "Escuintla" },
    activo: false,
    createdDaysAgo: 330,
  },
  {
    primer_nombre: "Brenda",
    segundo_nombre: "Paola",
    primer_apellido: "Sandoval",
    segundo_apellido: "Linares",
    correo: "brenda.sandoval@correo.gt",
    serial: "32218509",
    telefono: "44610938",
    departamento: "Quetzaltenango",
    municipio: "La Esperanza",
    registro: { departamento: "Petén", municipio: "Flores" },
    activo: true,
    createdDaysAgo: 280,
    deletedDaysAgo: 35,
  },
];
