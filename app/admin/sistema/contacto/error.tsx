"use client";

import { InboxError } from "@/components/admin/contact/InboxError";
import { INBOX_MESSAGES } from "@/lib/contact/inbox-schema";

export default function ContactInboxError({ reset }: { reset: () => void }) {
  return <InboxError message={INBOX_MESSAGES.listFailed} reset={reset} />;
}
