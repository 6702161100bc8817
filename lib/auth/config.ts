import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { actorForNewSession, CITIZEN_SESSION_SECONDS } from "@/lib/auth/sessions";
import { log } from "@/lib/log";

declare module "next-auth" {
  interface User {
    sid?: string;
  }
}

/**
 * Auth.js keeps the browser session in an httpOnly cookie. Credentials are checked by the login
 * services, which create a server-side session; the single "session" provider only binds that fresh
 * session to the cookie. Expiry and revocation are enforced by the session row, on every request.
 * The session id stays inside the encrypted cookie: the server reads it from there
 * (lib/auth/actor.ts), and /api/auth/session never shows it.
 */
export const { handlers, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: CITIZEN_SESSION_SECONDS },
  pages: { signIn: "/login-register", error: "/login-register" },
  logger: { error: (error) => log().error({ name: error.name }, `auth: ${error.message}`) },
  providers: [
    Credentials({
      id: "session",
      credentials: { sid: {} },
      authorize: async (credentials) => {
        const sid = typeof credentials?.sid === "string" ? credentials.sid : "";
        const actor = await actorForNewSession(sid);
        return actor ? { id: `${actor.kind}:${actor.id}`, sid: actor.sessionId } : null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.sid) token.sid = user.sid;
      return token;
    },
  },
});
