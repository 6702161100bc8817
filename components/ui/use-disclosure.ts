"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * A disclosure's state (a button that shows and hides a panel): open or not, and the button. While
 * open, Escape closes it and gives the focus back to the button; with `within`, a press outside
 * that element closes it too.
 */
export function useDisclosure(within?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (within && !within.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, within]);

  return { open, setOpen, button };
}
