// Runs once when a server process starts (Next.js instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { recordConnectionAddresses } = await import("@/lib/security/connection-address");
  recordConnectionAddresses();
  const { announceSetupToken } = await import("@/lib/setup/announce");
  void announceSetupToken();
}
