"use client";

import { useState, type ReactNode } from "react";
import { Icon } from "./icons";

/**
 * A list's filters, folded behind a 'Filtros' button on phones (so the list starts on the first
 * screen) and always shown from md on.
 */
export function FilterDisclosure({
  id,
  initiallyOpen,
  className,
  children,
}: {
  id: string;
  initiallyOpen: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary bg-white px-4 text-sm font-medium text-primary hover:bg-primary-soft md:hidden"
      >
        <Icon name="filters" />
        Filtros
      </button>
      <div id={id} className={open ? "mt-3 md:mt-0" : "hidden md:block"}>
        {children}
      </div>
    </div>
  );
}
