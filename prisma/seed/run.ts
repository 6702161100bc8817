// The demo seed as a function: used by index.ts (the command) and by the integration test.
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/passwords";
import { rebuildSearchIndex } from "@/lib/search/sync";
import { seedAdmins, seedCitizens, type AccountIds } from "./accounts";
import { seedBiography } from "./biography";
import { seedChat } from "./chat";
import { DEMO_PASSWORD } from "./data/identity";
import { seedGestiones } from "./gestiones";
import { uploadedSoFar } from "./images";
import { seedLabores } from "./labores";
import { seedNews } from "./news";
import { seedContactMessages, seedSiteSettings } from "./site";
import type { Log, SectionResult } from "./util";
import { seedValues } from "./values";
import { seedVocabulary } from "./vocabulary";

export interface SeedSummary {
  sections: SectionResult[];
  /** Files stored during this run (0 on a second run). */
  uploads: number;
  ms: number;
}

export class SeedRefusedError extends Error {
  constructor() {
    super(
      "El contenido de demostración no se carga en producción (NODE_ENV=production): crearía cuentas con la contraseña pública Demo#2026. Use una base de datos de desarrollo.",
    );
    this.name = "SeedRefusedError";
  }
}

function line(result: SectionResult): string {
  const parts = [`${result.created} creados`, `${result.existing} ya existían`];
  if (result.images > 0) parts.push(`${result.images} imágenes`);
  if (result.note) parts.push(result.note);
  return `[seed] ${result.section.padEnd(22)} ${parts.join(", ")}`;
}

/**
 * Loads the demo content. Idempotent: every row is found by its natural key first, and images are
 * generated and stored only for rows that are being created. Refuses to run in production.
 */
export async function seed(options: { log?: Log } = {}): Promise<SeedSummary> {
  if (process.env.NODE_ENV === "production") throw new SeedRefusedError();
  const log = options.log ?? ((text: string) => console.log(text));
  const started = Date.now();
  const uploadsBefore = uploadedSoFar();
  const client = db();
  const sections: SectionResult[] = [];
  const record = (result: SectionResult) => {
    sections.push(result);
    log(line(result));
  };

  // One argon2id hash (~65 ms) shared by every demo account, computed only if an account is missing.
  let hashed: Promise<string> | undefined;
  const passwordHash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
  const ids: AccountIds = { admins: new Map(), citizens: new Map() };
  record(await seedAdmins(client, passwordHash, ids));
  record(await seedCitizens(client, passwordHash, ids));

  // Content sections are independent of each other: run them side by side (images dominate).
  const [biography, news, labores, values] = await Promise.all([
    seedBiography(client),
    seedNews(client),
    seedLabores(client),
    seedValues(client),
  ]);
  for (const result of [biography, news, labores, values]) record(result);

  // After the biography, so that the site logo can reuse its emblem; chat cites published news.
  record(await seedSiteSettings(client));
  record(await seedContactMessages(client));
  record(await seedGestiones(client, ids));
  record(await seedChat(client, ids));
  record(await seedVocabulary(client));
  // The seed writes content directly, not through the services that keep the index current.
  const passages = await rebuildSearchIndex();
  log(`[seed] ${"Índice de búsqueda".padEnd(22)} ${passages} pasajes`);

  const summary = { sections, uploads: uploadedSoFar() - uploadsBefore, ms: Date.now() - started };
  log(
    `[seed] listo en ${(summary.ms / 1000).toFixed(1)} s; ${summary.uploads} archivos guardados.`,
  );
  return summary;
}
