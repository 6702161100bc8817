// Where the end-to-end servers listen (scripts/e2e.mjs sets these variables; the defaults match it).

export const APP_PORT = Number(process.env.E2E_PORT ?? 3919);
export const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54331);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
export const DATABASE_URL = `postgresql://postgres:postgres@localhost:${PG_PORT}/app`;

// The same build again, storing uploads in UploadThing — here a fake of its service
// (tests/support/fake-uploadthing.mjs), since the real one cannot be reached from the test machines.
export const UPLOADTHING_APP_URL = `http://localhost:${APP_PORT + 1}`;
export const FAKE_UPLOADTHING_URL = `http://127.0.0.1:${APP_PORT + 2}`;
