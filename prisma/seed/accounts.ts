// Demo administrators and citizens: upserted by e-mail (administrators) and DPI (citizens).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEPARTMENTS, makeCui, municipalitiesOf } from "@/lib/locations";
import { ADMINS, CITIZENS, type CitizenSeed } from "./data/accounts";
import { HISTORY_CITIZENS } from "./data/history";
import { daysAgo, must, type SectionResult } from "./util";

/** A valid CUI from a serial; a serial whose check digit would be 10 moves on to the next one. */
function cuiFor(serial: string, departmentCode: number, municipalityCode: number): string {
  let current = Number(serial);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      return makeCui(String(current).padStart(8, "0"), departmentCode, municipalityCode);
    } catch {
      current += 1;
    }
  }
  throw new Error(`No se pudo construir un DPI válido a partir de la serie ${serial}.`);
}

/** RENAP codes of a department/municipality pair named exactly as in DEPARTMENTS. */
function locationCodes(departamento: string, municipio: string): [number, number] {
  const department = must(
    DEPARTMENTS.find((d) => d.name === departamento),
    `departamento ${departamento}`,
  );
  const index = municipalitiesOf(departamento).indexOf(municipio);
  if (index < 0)
    throw new Error(
      `Municipio desconocido en los datos de demostración: ${departamento}/${municipio}`,
    );
  return [department.code, index + 1];
}

function citizenDpi(citizen: CitizenSeed): string {
  if (citizen.dpi) return citizen.dpi;
  const issued = citizen.registro ?? citizen;
  const [department, municipality] = locationCodes(issued.departamento, issued.municipio);
  return cuiFor(must(citizen.serial, `serie de ${citizen.correo}`), department, municipality);
}

export interface AccountIds {
  admins: Map<string, number>;
  citizens: Map<string, number>;
}

export async function seedAdmins(
  db: PrismaClient,
  passwordHash: () => Promise<string>,
  ids: AccountIds,
): Promise<SectionResult> {
  const found = await db.admin.findMany({
    where: { email: { in: ADMINS.map((a) => a.email) } },
    select: { id: true, email: true },
  });
  const existing = new Map(found.map((row) => [row.email, row.id]));
  for (const admin of ADMINS) {
    // On later runs only the role and the active flag are enforced (so the demo accounts in the
    // README stay true); a changed profile or password is left alone.
    const enforced = { rol: admin.rol, estado: admin.estado };
    const known = existing.get(admin.email);
    if (known !== undefined) {
      await db.admin.update({ where: { id: known }, data: enforced });
      ids.admins.set(admin.email, known);
      continue;
    }
    if (admin.departamento && admin.municipio) locationCodes(admin.departamento, admin.municipio);
    const row = await db.admin.upsert({
      where: { email: admin.email },
      create: {
        ...enforced,
        nombre1: admin.nombre1,
        nombre2: admin.nombre2 ?? null,
        apellido1: admin.apellido1,
        apellido2: admin.apellido2 ?? null,
        email: admin.email,
        dpi: cuiFor(admin.serial, admin.dpiLocation[0], admin.dpiLocation[1]),
        codigo_pais: "502",
        numero_local: admin.numero_local ?? null,
        departamento: admin.departamento ?? null,
        municipio: admin.municipio ?? null,
        password_hash: await passwordHash(),
      },
      update: enforced,
      select: { id: true },
    });
    ids.admins.set(admin.email, row.id);
  }
  return {
    section: "Administradores",
    created: ADMINS.length - existing.size,
    existing: existing.size,
    images: 0,
  };
}

export async function seedCitizens(
  db: PrismaClient,
  passwordHash: () => Promise<string>,
  ids: AccountIds,
): Promise<SectionResult> {
  const now = new Date();
  const withDpi = [...CITIZENS, ...HISTORY_CITIZENS].map((citizen) => ({
    citizen,
    dpi: citizenDpi(citizen),
  }));
  const found = await db.citizen.findMany({
    where: { dpi: { in: withDpi.map((c) => c.dpi) } },
    select: { id: true, dpi: true },
  });
  const existing = new Map(found.map((row) => [row.dpi, row.id]));
  for (const { citizen, dpi } of withDpi) {
    const known = existing.get(dpi);
    if (known !== undefined) {
      ids.citizens.set(citizen.correo, known);
      continue;
    }
    const createdAt = daysAgo(citizen.createdDaysAgo, now);
    const deletedAt =
      citizen.deletedDaysAgo === undefined ? null : daysAgo(citizen.deletedDaysAgo, now);
    const row = await db.citizen.upsert({
      where: { dpi },
      create: {
        primer_nombre: citizen.primer_nombre,
        segundo_nombre: citizen.segundo_nombre ?? null,
        primer_apellido: citizen.primer_apellido,
        segundo_apellido: citizen.segundo_apellido ?? null,
        dpi,
        correo: citizen.correo,
        // The demo's addresses count as confirmed, so that its contact messages join its accounts.
        correo_confirmado_at: createdAt,
        telefono: citizen.telefono ?? null,
        departamento: citizen.departamento,
        municipio: citizen.municipio,
        password_hash: await passwordHash(),
        activo: citizen.activo,
        deleted_at: deletedAt,
        created_at: createdAt,
        updated_at: deletedAt ?? createdAt,
      },
      update: {},
      select: { id: true },
    });
    ids.citizens.set(citizen.correo, row.id);
  }
  return {
    section: "Ciudadanos",
    created: withDpi.length - existing.size,
    existing: existing.size,
    images: 0,
  };
}
