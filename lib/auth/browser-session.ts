import "server-only";
import { signIn, signOut } from "@/lib/auth/config";

/** Binds a session just created by a login service to the browser's httpOnly cookie. */
export async function startBrowserSession(sessionId: string): Promise<void> {
  await signIn("session", { sid: sessionId, redirect: false });
}

/** Clears the browser's session cookie (the session row is revoked by the logout service). */
export async function endBrowserSession(): Promise<void> {
  await signOut({ redirect: false });
}
