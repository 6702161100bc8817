import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./tests/setup/workers.mjs";

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
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
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
