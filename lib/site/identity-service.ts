import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import type { Tx } from "@/lib/db";
import { readIdentity } from "@/lib/site/identity";
import type { Identity, identityInput } from "@/lib/site/identity-schema";
import type { z } from "zod";

type IdentityChange = z.output<typeof identityInput>;

/** Writes the one identity row; the caller owns the transaction (the first-run setup shares it). */
export async function storeIdentity(tx: Tx, identity: IdentityChange): Promise<void> {
  await tx.siteIdentity.upsert({
    where: { id: 1 },
    create: { id: 1, ...identity },
    update: identity,
  });
}

/**
 * Saves the legislator's identity. Header, footer, metadata, link previews, e-mails and the
 * assistant's greeting follow on the next request: the public pages are tagged with the site.
 */
export async function updateIdentity(actor: Actor, input: IdentityChange): Promise<Identity> {
  requirePermission(actor, "landing.settings");
  await commitChange(
    TAGS.site,
    (tx) => storeIdentity(tx, input),
    () => ({
      actor,
      action: "site.identity.update",
      entity: "site_identity",
      entityId: 1,
      details: {
        nombre: input.nombre,
        cargo: input.cargo,
        distrito: input.distrito,
        color: input.color,
      },
    }),
  );
  return readIdentity();
}

/** The identity as stored, for the back office (the same permission as changing it). */
export async function getIdentityForOffice(actor: Actor): Promise<Identity> {
  requirePermission(actor, "landing.settings");
  return readIdentity();
}
