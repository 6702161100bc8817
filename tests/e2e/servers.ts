// The end-to-end servers. scripts/e2e.mjs builds the app once against a seeded database, then gives
// every Playwright worker an instance of its own — a server of that build with a copy of the
// database, of the uploads and of the build folder — so that workers run side by side and no test
// ever sees another worker's data. One more instance stores uploads in UploadThing (a fake of its
// service, since the real one cannot be reached from the test machines).

import { WORKERS, instanceStorage } from "../../scripts/e2e-instances.mjs";

export { WORKERS };
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3919);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** The address every instance believes it is served at (links in e-mails, RSS, sitemap, canonical). */
export const SITE_URL = `http://localhost:${FIRST_PORT}`;

export interface Instance {
  url: string;
  port: number;
  databaseUrl: string;
  uploadDir: string;
  distDir: string;
}

/** Instance `index`: the first one is what the build ran against; the others are copies of it. */
export function instance(index: number): Instance {
  const base = process.env.DATABASE_URL;
  if (!base) {
    throw new Error(
      "Las pruebas de extremo a extremo se ejecutan con `npm run test:e2e` (scripts/e2e.mjs).",
    );
  }
  const port = FIRST_PORT + index;
  return {
    url: `http://localhost:${port}`,
    port,
    ...instanceStorage(index, { databaseUrl: base, dataDir: DATA_DIR, distDir: DIST_DIR }),
  };
}

/** The instances of the workers, then the UploadThing one. */
export const INSTANCES = WORKERS + 1;
export const UPLOADTHING_INSTANCE = WORKERS;
export const FAKE_UPLOADTHING_URL = `http://127.0.0.1:${FIRST_PORT + INSTANCES}`;

/** The instance of the worker running this code (Playwright numbers its workers from 0). */
export const own = () => instance(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
