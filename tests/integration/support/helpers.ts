import { randomBytes, randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { actorForSession, createSession, type Actor } from "@/lib/auth/sessions";
import { signApiToken } from "@/lib/auth/token";
import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";

const unique = () => randomUUID().slice(0, 8);

export async function createAdmin(rol: AdminRole = "AdminNivel1", overrides: { estado?: boolean } = {}) {
  return db().admin.create({
    data: {
      nombre1: "Prueba",
      apellido1: rol,
      email: `admin-${unique()}@prueba.gt`,
      rol,
      estado: overrides.estado ?? true,
      password_hash: "not-a-real-hash",
    },
  });
}

/** A citizen account with an e-mail of its own, unconfirmed unless `confirmed` (as its owner's link would leave it). */
export async function createCitizen({ confirmed = false, dpi }: { confirmed?: boolean; dpi?: string } = {}) {
  return db().citizen.create({
    data: {
      primer_nombre: "Ciudadana",
      primer_apellido: "Prueba",
      correo: `c-${unique()}@prueba.gt`,
      dpi,
      correo_confirmado_at: confirmed ? new Date() : null,
    },
  });
}

export async function signIn(owner: { kind: "admin"; adminId: number } | { kind: "citizen"; citizenId: number }) {
  const session = await createSession(owner);
  const actor = (await actorForSession(session.id)) as Actor;
  return { actor, token: await signApiToken(actor) };
}

/** The Auth.js session cookie a browser would hold for a session id. */
export async function sessionCookie(sid: string): Promise<string> {
  const name = "authjs.session-token";
  const value = await encode({ token: { sid, sub: sid }, secret: process.env.AUTH_SECRET!, salt: name });
  return `${name}=${value}`;
}

/**
 * A word no other test content has, so that a search finds exactly one test's items: the prefix and
 * ten random letters, far from every other such word — the search reads a misspelt word as the
 * closest word the site uses, and words a letter or two apart were read as each other.
 */
export const searchMarker = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
