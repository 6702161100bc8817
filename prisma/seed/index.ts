// `npx tsx --conditions=react-server prisma/seed/index.ts` (what `npm run db:seed` runs): loads the
// demo content into DATABASE_URL. The condition makes lib/'s `import "server-only"` inert.
async function main(): Promise<number> {
  if (process.env.NODE_ENV === "production") {
    console.error(
      "[seed] Rechazado: el contenido de demostración no se carga en producción (NODE_ENV=production), porque crearía cuentas con la contraseña pública Demo#2026.",
    );
    return 1;
  }
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

void main().then((code) => {
  process.exitCode = code;
});
