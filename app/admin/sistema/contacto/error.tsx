"use client";

import { ReadError } from "@/components/admin/ReadError";
import { INBOX_MESSAGES } from "@/lib/contact/inbox-schema";

export default function ContactInboxError({ reset }: { reset: () => void }) {
  return <ReadError message={INBOX_MESSAGES.listFailed} reset={reset} />;
}
