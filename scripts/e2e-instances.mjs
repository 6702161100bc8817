// Where each end-to-end instance keeps its copies (scripts/e2e.mjs makes them, tests/e2e/servers.ts
// serves them). Instance 0 is what the build ran against; instance n > 0 copies it.

/** How many Playwright workers, each with an instance of its own. */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The database, uploads folder and build folder of instance `index`. */
export function instanceStorage(index, { databaseUrl, dataDir, distDir }) {
  if (index === 0) return { databaseUrl, uploadDir: `${dataDir}/uploads`, distDir };
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${index}`;
  return {
    databaseUrl: url.toString(),
    uploadDir: `${dataDir}/uploads-${index}`,
    distDir: `${distDir}-${index}`,
  };
}
