"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useDisclosure } from "@/components/ui/use-disclosure";
import { Icon } from "./icons";
import { NavLinks, navLinkClass } from "./NavLinks";
import type { NavItem } from "./nav";

const PANEL_ID = "menu-movil";

/**
 * The phone menu: a disclosure button and a panel under the header (the request service and site
 * search first, the assistant last). Escape closes it.
 */
export function MobileMenu({
  items,
  search,
  service,
  assistant,
}: {
  items: NavItem[];
  search: ReactNode;
  /** The request service, offered before anything else. */
  service: ReactNode;
  assistant: ReactNode;
}) {
  const { open, setOpen, button } = useDisclosure();
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);

  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(!open);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-soft"
      >
        <Icon name={open ? "close" : "menu"} />
        Menú
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-border bg-white shadow-lg"
      >
        <div className="container-page py-3">
          {/* Any link followed inside the panel closes it (the pathname changes). */}
          {service}
          {search}
          <nav aria-label="Menú principal">
            <NavLinks
              items={items}
              className="grid gap-1"
              linkClassName={navLinkClass}
              onNavigate={() => setOpen(false)}
            />
            <Link
              href="/login-register"
              className="mt-3 flex min-h-11 w-full items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover"
              onClick={() => setOpen(false)}
            >
              Ingresar / Registrarse
            </Link>
          </nav>
          {assistant}
        </div>
      </div>
    </div>
  );
}
