// The end-to-end instances: their ports, databases, uploads and build folders, in one place for
// scripts/e2e.mjs (which prepares them), playwright.config.ts (which starts their servers) and the
// tests (which read their own instance's database). Instance 0 is what the build ran against;
// instance n > 0 copies it. Every worker drives an instance of its own, and one more instance is
// configured for UploadThing (against a fake of its service).

const env = process.env;

/** How many Playwright workers, each with an instance of its own. */
export const WORKERS = Number(env.E2E_WORKERS ?? 2);
/** Port of instance 0; instance n listens on FIRST_PORT + n, the fake UploadThing after the last. */
export const FIRST_PORT = Number(env.E2E_PORT ?? 3919);
/** Port of the embedded PostgreSQL that holds every instance's database. */
export const PG_PORT = Number(env.E2E_PG_PORT ?? 54331);
/** Where the run keeps its database cluster, uploads and reports. */
export const DATA_DIR = env.E2E_DATA_DIR ?? ".data/e2e";
/** The build folder of instance 0. */
export const DIST_DIR = env.NEXT_DIST_DIR || ".next";

/** Instances of the workers, then the UploadThing one. */
export const INSTANCES = WORKERS + 1;
export const UPLOADTHING_INSTANCE = INSTANCES - 1;
export const FAKE_UPLOADTHING_URL = `http://127.0.0.1:${FIRST_PORT + INSTANCES}`;
/** The address every instance believes it is served at (links in e-mails, RSS, sitemap, canonical). */
export const SITE_URL = `http://localhost:${FIRST_PORT}`;

/**
 * The WhatsApp webhook's secrets of every instance: the tests sign what they post as Meta would,
 * so the servers check X-Hub-Signature-256 and the verification handshake as in production.
 */
export const WHATSAPP_APP_SECRET = "secreto-de-la-app-de-whatsapp-e2e";
export const WHATSAPP_VERIFY_TOKEN = "token-de-verificacion-e2e";

/** The database, uploads folder, build folder, mailboxes and address of instance `index`. */
export function instance(index, baseDatabaseUrl = env.DATABASE_URL) {
  if (!baseDatabaseUrl) {
    throw new Error(
      "Las pruebas de extremo a extremo se ejecutan con `npm run test:e2e` (scripts/e2e.mjs).",
    );
  }
  const port = FIRST_PORT + index;
  const databaseUrl = new URL(baseDatabaseUrl);
  if (index > 0) databaseUrl.pathname = `${databaseUrl.pathname}_${index}`;
  return {
    port,
    url: `http://localhost:${port}`,
    databaseUrl: databaseUrl.toString(),
    uploadDir: index === 0 ? `${DATA_DIR}/uploads` : `${DATA_DIR}/uploads-${index}`,
    // Where the instance's e-mails are written (EMAIL_TRANSPORT=file), for the tests to read.
    mailDir: `${DATA_DIR}/mail-${index}`,
    // Where its WhatsApp and SMS messages are written (no provider configured), for the tests to read.
    messagesDir: `${DATA_DIR}/messages-${index}`,
    distDir: index === 0 ? DIST_DIR : `${DIST_DIR}-${index}`,
  };
}
