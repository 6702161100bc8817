import path from "node:path";
import { defineConfig } from "vitest/config";
import { isolatedTestFiles } from "./tests/setup/isolation.mjs";
import { TEST_WORKERS } from "./tests/setup/workers.mjs";

const TEST_DIRS = ["tests/unit", "tests/integration"];
const TEST_FILES = TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`);
const ISOLATED = isolatedTestFiles(TEST_DIRS);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Server-only modules are imported directly by the tests.
      "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
      // Next's cache needs a Next server: the tests run against a stand-in that records its use.
      "next/cache": path.resolve(import.meta.dirname, "tests/integration/support/public-cache.ts"),
    },
  },
  test: {
    // Two projects of one run: the files that change what others would import, each in a module
    // graph of its own, and the rest sharing their worker's modules (tests/setup/isolation.mjs).
    // Vitest's sequencer runs the isolated project's files first, the many small shared ones last,
    // where they even out the two workers' ends.
    projects: [
      { extends: true, test: { name: "aislados", include: ISOLATED } },
      {
        extends: true,
        test: { name: "compartidos", include: TEST_FILES, exclude: ISOLATED, isolate: false },
      },
    ],
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/env.ts"],
    // Files run side by side, each worker on a database of its own (tests/setup/global-db.ts).
    fileParallelism: TEST_WORKERS > 1,
    maxWorkers: TEST_WORKERS,
    testTimeout: 30_000,
    // next-auth imports "next/server" without an extension, which only a bundler resolves.
    server: { deps: { inline: ["next-auth"] } },
    hookTimeout: 60_000,
  },
});
