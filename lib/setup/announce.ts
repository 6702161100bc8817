import "server-only";
import { needsSetup } from "@/lib/setup/service";
import { setupToken } from "@/lib/setup/token";

/**
 * At start-up, on a platform with no administrator and no SETUP_TOKEN, prints the token this
 * server made, once: whoever reads the server's log controls the server.
 */
export async function announceSetupToken(): Promise<void> {
  if (process.env.SETUP_TOKEN) return;
  try {
    if (!(await needsSetup())) return;
  } catch {
    // No database yet: the first request that reaches /setup finds out and says so.
    return;
  }
  console.info(
    `[setup] La plataforma no tiene administradores. Abre /setup y usa este código de configuración: ${setupToken()}`,
  );
}
