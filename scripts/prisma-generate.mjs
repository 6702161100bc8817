// `prisma generate` without network: the CLI insists on a schema-engine binary it would download,
// but generation never runs it, so any existing file satisfies the check.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("prisma/schema.prisma")) process.exit(0);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
