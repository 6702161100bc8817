// `npx tsx --conditions=react-server prisma/seed/index.ts`: loads the demo content into DATABASE_URL.
//
// lib/ modules start with `import "server-only"`, which throws unless the "react-server" export
// condition is active. When this file is started without it (as `npm run db:seed` and
// `with-db --seed-if-empty` do), it starts itself again with the condition instead of failing.
import { spawn } from "node:child_process";

async function serverOnlyIsInert(): Promise<boolean> {
  try {
    await import("server-only");
    return true;
  } catch {
    return false;
  }
}

function rerunWithCondition(): Promise<number> {
  const args = [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env: process.env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

async function main(): Promise<number> {
  if (process.env.NODE_ENV === "production") {
    console.error(
      "[seed] Rechazado: el contenido de demostración no se carga en producción (NODE_ENV=production), porque crearía cuentas con la contraseña pública Demo#2026.",
    );
    return 1;
  }
  if (!(await serverOnlyIsInert())) return rerunWithCondition();

  const { seed } = await import("./run");
  const { db } = await import("@/lib/db");
  try {
    await seed();
    return 0;
  } catch (error) {
    console.error("[seed] Error al cargar el contenido de demostración:");
    console.error(error);
    return 1;
  } finally {
    await db().$disconnect();
  }
}

process.exitCode = await main();
