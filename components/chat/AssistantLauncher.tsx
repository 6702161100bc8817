"use client";

import { MessageCircleQuestion } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { cn } from "@/components/ui/cn";

// The chat is a client island loaded only when a visitor opens it: the public pages stay
// prerendered and their first load does not carry it.
const AssistantDialog = dynamic(
  () => import("./AssistantDialog").then((module) => module.AssistantDialog),
  { ssr: false },
);

/** 'Pregúntale al asistente' in the public header and the phone menu: opens the chat, no sign-in. */
export function AssistantLauncher({
  greeting,
  className,
}: {
  greeting: string;
  className?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={cn(
          "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-soft",
          className,
        )}
      >
        <MessageCircleQuestion aria-hidden className="size-4" />
        Pregúntale al asistente
      </button>
      {opened ? <AssistantDialog open={open} onOpenChange={setOpen} greeting={greeting} /> : null}
    </>
  );
}
