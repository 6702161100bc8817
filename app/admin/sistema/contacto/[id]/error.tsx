"use client";

import { ReadError } from "@/components/admin/ReadError";
import { INBOX_MESSAGES } from "@/lib/contact/inbox-schema";

export default function ContactMessageError({ reset }: { reset: () => void }) {
  return <ReadError message={INBOX_MESSAGES.detailFailed} reset={reset} />;
}
