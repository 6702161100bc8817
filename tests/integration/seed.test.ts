// The demo seed: complete, believable and idempotent (a second run creates nothing).
//
// The seed writes a whole site's worth of rows, which would disturb other test files that count
// list totals in the shared test database. So this file seeds a database of its own, created on
// the same server, migrated, and dropped at the end.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isValidLocation } from "@/lib/locations";
import { storageDriver } from "@/lib/storage/drivers";
import { ADMINS, DEMO_CITIZEN_DPI, DEMO_CITIZEN_EMAIL } from "../../prisma/seed/data/accounts";
import { LEGISLATOR } from "../../prisma/seed/data/identity";
import { LABORES } from "../../prisma/seed/data/labores";
import { seed, SeedRefusedError, type SeedSummary } from "../../prisma/seed/run";

const sharedUrl = process.env.DATABASE_URL;
const databaseName = `seed_check_${randomBytes(4).toString("hex")}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: sharedUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function counts(): Promise<Record<string, number>> {
  const c = db();
  const entries = await Promise.all(
    Object.entries({
      admins: () => c.admin.count(),
      citizens: () => c.citizen.count(),
      biography: () => c.biographyVersion.count(),
      biographyImages: () => c.biographyImage.count(),
      news: () => c.news.count(),
      newsMedia: () => c.newsMedia.count(),
      labores: () => c.labor.count(),
      laborMedia: () => c.laborMedia.count(),
      compromisos: () => c.compromiso.count(),
      valores: () => c.valorEtico.count(),
      files: () => c.storedFile.count(),
      socialLinks: () => c.socialLink.count(),
      contact: () => c.contactMessage.count(),
      templates: () => c.gestionTemplate.count(),
      presets: () => c.gestionPresetMessage.count(),
      gestiones: () => c.gestion.count(),
      gestionMessages: () => c.gestionMessage.count(),
      statusEvents: () => c.gestionStatusEvent.count(),
      chatMessages: () => c.chatMessage.count(),
    }).map(async ([name, count]) => [name, await count()] as const),
  );
  return Object.fromEntries(entries);
}

describe("demo seed", () => {
  let first: SeedSummary;
  let second: SeedSummary;
  let afterFirst: Record<string, number>;
  let afterSecond: Record<string, number>;

  beforeAll(async () => {
    if (!sharedUrl)
      throw new Error("DATABASE_URL no está definida por la configuración de las pruebas.");
    await admin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
    const url = new URL(sharedUrl);
    url.pathname = `/${databaseName}`;
    const migrated = spawnSync(process.execPath, ["scripts/migrate.mjs", "deploy"], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      encoding: "utf8",
    });
    if (migrated.status !== 0) throw new Error(`Las migraciones fallaron:\n${migrated.stderr}`);
    process.env.DATABASE_URL = url.toString();
    // lib/env reads the environment once per process: make sure it sees this file's database.
    expect(env().DATABASE_URL).toBe(url.toString());

    first = await seed({ log: () => {} });
    afterFirst = await counts();
    second = await seed({ log: () => {} });
    afterSecond = await counts();
  }, 180_000);

  afterAll(async () => {
    // Remove the generated images from the test upload folder along with the database.
    const files = await db().storedFile.findMany({ select: { key: true } });
    await Promise.all(files.map((file) => storageDriver().remove(file.key)));
    await db().$disconnect();
    process.env.DATABASE_URL = sharedUrl;
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  });

  it("creates nothing on a second run", () => {
    expect(first.uploads).toBeGreaterThan(100);
    expect(second.uploads).toBe(0);
    expect(second.sections.every((section) => section.created === 0 && section.images === 0)).toBe(
      true,
    );
    expect(afterSecond).toEqual(afterFirst);
  });

  it("has 22+ news, with every estado, covers and media", async () => {
    const live = await db().news.findMany({
      where: { deleted_at: null },
      select: {
        estado: true,
        portada_url: true,
        fecha_programada: true,
        _count: { select: { media: true } },
      },
    });
    expect(live.length).toBeGreaterThanOrEqual(22);
    for (const estado of ["borrador", "programado", "publicado", "archivado"] as const) {
      expect(live.filter((n) => n.estado === estado).length, estado).toBeGreaterThanOrEqual(1);
    }
    expect(live.every((n) => n.portada_url && n._count.media >= 2)).toBe(true);
    const now = Date.now();
    expect(
      live
        .filter((n) => n.estado === "programado")
        .every((n) => (n.fecha_programada?.getTime() ?? 0) > now),
    ).toBe(true);
    expect(await db().news.count({ where: { deleted_at: { not: null } } })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("has 12+ labores, each with exactly one cover that matches its portada_url", async () => {
    const labores = await db().labor.findMany({
      where: { slug: { in: LABORES.map((l) => l.slug) } },
      select: { slug: true, portada_url: true, media: { select: { is_portada: true, url: true } } },
    });
    expect(labores.length).toBeGreaterThanOrEqual(12);
    for (const labor of labores) {
      const covers = labor.media.filter((m) => m.is_portada === true);
      expect(covers, labor.slug).toHaveLength(1);
      expect(covers[0]?.url).toBe(labor.portada_url);
      // Non-cover media are NULL, never false (the unique index allows one cover per labor).
      expect(
        labor.media.some((m) => m.is_portada === false),
        labor.slug,
      ).toBe(false);
    }
  });

  it("gives most labores a place from the location lists, some published labores none", async () => {
    const labores = await db().labor.findMany({
      where: { slug: { in: LABORES.map((l) => l.slug) } },
      select: { slug: true, estado: true, departamento: true, municipio: true },
    });
    const placed = labores.filter((labor) => labor.departamento !== null);
    expect(placed.length).toBeGreaterThanOrEqual(10);
    for (const labor of placed)
      expect(isValidLocation(labor.departamento!, labor.municipio ?? ""), labor.slug).toBe(true);
    const published = (labor: (typeof labores)[number]) => labor.estado === "publicado";
    expect(new Set(placed.filter(published).map((labor) => labor.municipio)).size).toBeGreaterThan(
      5,
    );
    expect(labores.some((labor) => published(labor) && labor.municipio === null)).toBe(true);
  });

  it("has exactly one active biography", async () => {
    expect(await db().biographyVersion.count({ where: { es_activa: true } })).toBe(1);
    expect(await db().biographyVersion.count({ where: { es_activa: false } })).toBe(0);
  });

  it("has at least two gestiones in each of the six statuses, with their history", async () => {
    const byStatus = await db().gestion.groupBy({ by: ["status"], _count: { _all: true } });
    for (const status of [
      "new",
      "in_review",
      "in_progress",
      "waiting_info",
      "resolved",
      "rejected",
    ] as const) {
      expect(
        byStatus.find((row) => row.status === status)?._count._all ?? 0,
        status,
      ).toBeGreaterThanOrEqual(2);
    }
    const gestiones = await db().gestion.findMany({
      select: {
        status: true,
        statusEvents: { select: { to_status: true }, orderBy: { created_at: "asc" } },
      },
    });
    for (const gestion of gestiones)
      expect(gestion.statusEvents.at(-1)?.to_status).toBe(gestion.status);
    const open = ["new", "in_review", "in_progress", "waiting_info"] as const;
    expect(
      await db().gestion.count({
        where: { status: { in: [...open] }, sla_due_at: { lt: new Date() } },
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("is the district's: every citizen lives in its department, every resolution is dated", async () => {
    const citizens = await db().citizen.findMany({
      where: { deleted_at: null },
      select: { correo: true, departamento: true, municipio: true },
    });
    expect(citizens.length).toBeGreaterThanOrEqual(10);
    for (const citizen of citizens) {
      expect(citizen.departamento, citizen.correo!).toBe(LEGISLATOR.district);
      expect(isValidLocation(citizen.departamento!, citizen.municipio!), citizen.correo!).toBe(
        true,
      );
    }
    expect(new Set(citizens.map((citizen) => citizen.municipio)).size).toBeGreaterThan(8);
    // A resolved gestión carries the moment of its resolution, as the office's status change does.
    const resolved = await db().gestion.findMany({
      where: { status: "resolved" },
      select: {
        resolved_at: true,
        statusEvents: { where: { to_status: "resolved" }, select: { created_at: true } },
      },
    });
    expect(resolved.length).toBeGreaterThanOrEqual(2);
    for (const gestion of resolved)
      expect(gestion.resolved_at).toEqual(gestion.statusEvents.at(-1)?.created_at);
  });

  it("creates the demo accounts with their roles", async () => {
    const admins = await db().admin.findMany({
      where: { email: { in: ADMINS.map((a) => a.email) } },
      select: { email: true, rol: true, estado: true },
    });
    const byEmail = new Map(admins.map((a) => [a.email, a]));
    expect(byEmail.get("admin@demo.gt")).toMatchObject({ rol: "AdminNivel1", estado: true });
    expect(byEmail.get("admin2@demo.gt")).toMatchObject({ rol: "AdminNivel2", estado: true });
    expect(byEmail.get("editor@demo.gt")).toMatchObject({ rol: "UserAdminNivel1", estado: true });
    expect(byEmail.get("usuario2@demo.gt")?.rol).toBe("UserAdminNivel2");
    expect(byEmail.get("usuario3@demo.gt")?.rol).toBe("UserAdminNivel3");
    expect(byEmail.get("usuario4@demo.gt")?.rol).toBe("UserAdminNivel4");
    expect(byEmail.get("inactivo@demo.gt")?.estado).toBe(false);
  });

  it("creates the demo citizen 1234567890101 with gestiones in every status", async () => {
    const citizen = await db().citizen.findUnique({
      where: { dpi: DEMO_CITIZEN_DPI },
      select: {
        correo: true,
        activo: true,
        deleted_at: true,
        gestiones: { select: { status: true } },
      },
    });
    expect(citizen).toMatchObject({ correo: DEMO_CITIZEN_EMAIL, activo: true, deleted_at: null });
    expect(new Set(citizen?.gestiones.map((g) => g.status)).size).toBe(6);
  });

  it("refuses to run in production, before writing anything", async () => {
    const before = await counts();
    const previous = process.env.NODE_ENV;
    (process.env as Record<string, string | undefined>).NODE_ENV = "production";
    try {
      await expect(seed({ log: () => {} })).rejects.toBeInstanceOf(SeedRefusedError);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = previous;
    }
    expect(await counts()).toEqual(before);
  });
});
