import "server-only";
import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/generated/prisma/client";
import type { InboundEvent } from "@/lib/channels/webhooks";

// The providers' status callbacks on the outbox's rows: a state only moves forward (sent,
// delivered, read), since callbacks may arrive out of order; a failure is kept with its reason.

const EARLIER: Record<"sent" | "delivered" | "read", EmailStatus[]> = {
  sent: ["pending"],
  delivered: ["pending", "sent"],
  read: ["pending", "sent", "delivered"],
};

export async function applyDeliveryStatus(
  event: Extract<InboundEvent, { type: "status" }>,
): Promise<void> {
  const where = { provider_id: event.providerId, channel: event.channel };
  const now = new Date();
  if (event.status === "failed") {
    await db().emailOutbox.updateMany({
      where: { ...where, status: { not: "failed" } },
      data: { status: "failed", last_error: (event.reason ?? "Falló").slice(0, 1000) },
    });
    return;
  }
  await db().emailOutbox.updateMany({
    where: { ...where, status: { in: EARLIER[event.status] } },
    data: {
      status: event.status,
      ...(event.status === "delivered" ? { delivered_at: now } : {}),
      ...(event.status === "read" ? { read_at: now } : {}),
    },
  });
}
