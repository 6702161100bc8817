// Which test files need a module graph of their own. Most files only call services against their
// worker's database, and share the modules a worker has already loaded with the files it ran before
// (importing Prisma, Next and the services is most of a file's cost). A file that replaces a module
// (vi.mock), stubs the environment, a global or the clock, or writes process.env changes what the
// next file would import, so it runs isolated — as does a file whose support helpers do so.
// Plain JavaScript so that vitest.config.ts can import it with its extension.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|resetModules)\(|process\.env\.\w+\s*\?{0,2}=(?!=)|delete process\.env|Object\.assign\(process\.env/;
const LOCAL_IMPORT = /from\s+["'](\.{1,2}\/[^"']+)["']/g;

function changesSharedState(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  let source;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  if (CHANGES_SHARED_STATE.test(source)) return true;
  return [...source.matchAll(LOCAL_IMPORT)].some(([, specifier]) =>
    changesSharedState(`${path.resolve(path.dirname(file), specifier)}.ts`, seen),
  );
}

/** The test files under `dirs` that must run in a module graph of their own. */
export function isolatedTestFiles(dirs) {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .filter((name) => name.endsWith(".test.ts"))
        .map((name) => path.join(dir, name)),
    )
    .filter((file) => changesSharedState(file))
    .sort();
}
