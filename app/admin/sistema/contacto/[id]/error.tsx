"use client";

import { InboxError } from "@/components/admin/contact/InboxError";
import { INBOX_MESSAGES } from "@/lib/contact/inbox-schema";

export default function ContactMessageError({ reset }: { reset: () => void }) {
  return <InboxError message={INBOX_MESSAGES.detailFailed} reset={reset} />;
}
