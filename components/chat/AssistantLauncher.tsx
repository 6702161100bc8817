"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Icon } from "@/components/public/icons";

// The chat is a client island loaded only when a visitor opens it: the public pages stay
// prerendered and their first load does not carry it. For the same reason the button itself uses
// the public pages' inline icons and plain class strings (no icon or class-merging library).
const AssistantDialog = dynamic(
  () => import("./AssistantDialog").then((module) => module.AssistantDialog),
  { ssr: false },
);

const LAUNCHER_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-soft";

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
        className={[LAUNCHER_CLASS, className].filter(Boolean).join(" ")}
      >
        <Icon name="question" />
        Pregúntale al asistente
      </button>
      {opened ? <AssistantDialog open={open} onOpenChange={setOpen} greeting={greeting} /> : null}
    </>
  );
}
