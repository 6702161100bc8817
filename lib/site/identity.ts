import "server-only";
import { db } from "@/lib/db";
import { EMPTY_IDENTITY, type Identity } from "@/lib/site/identity-schema";

/** The stored identity, or the empty one before the office sets it up. */
export async function readIdentity(): Promise<Identity> {
  const row = await db().siteIdentity.findUnique({
    where: { id: 1 },
    select: {
      nombre: true,
      cargo: true,
      distrito: true,
      partido: true,
      descripcion: true,
      color: true,
    },
  });
  return row ?? EMPTY_IDENTITY;
}
