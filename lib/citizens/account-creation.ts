import "server-only";
import { writeAudit } from "@/lib/audit/service";
import type { CitizenActor, SessionContext } from "@/lib/auth/sessions";
import { withDuplicateCheck, type UniqueFields } from "@/lib/citizens/duplicates";
import { signedInAfter } from "@/lib/citizens/sign-in-service";
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The one way a citizen's own registration becomes an account, by e-mail or by phone: the
// duplicate check, the row, its audit entry and what else must commit with it, then the 7-day
// session the registration signs in with.

interface NewAccount {
  data: Prisma.CitizenUncheckedCreateInput;
  unique: UniqueFields;
  /** How the registration proved a contact, recorded with it ("telefono"); nothing for e-mail. */
  via?: "telefono";
  /** Work of the same transaction (the welcome e-mail). */
  within?: (tx: Tx, citizenId: number) => Promise<unknown>;
}

export async function createCitizenAccount(
  account: NewAccount,
  context: SessionContext,
): Promise<CitizenActor> {
  const citizen = await withDuplicateCheck(account.unique, undefined, async (tx) => {
    const created = await tx.citizen.create({ data: account.data, select: { id: true } });
    await account.within?.(tx, created.id);
    await writeAudit(
      {
        actor: null,
        action: "citizen.register",
        entity: "citizen",
        entityId: created.id,
        details: account.via ? { via: account.via } : undefined,
        ip: context.ip,
      },
      tx,
    );
    return created;
  });
  return signedInAfter(citizen.id, "registro", context);
}
