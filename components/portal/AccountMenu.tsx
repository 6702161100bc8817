"use client";

import { ChevronDown, LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import { useId, useRef, type FocusEvent } from "react";
import { forgetOnSignOut } from "@/components/offline/forget-on-sign-out";
import { useDisclosure } from "@/components/ui/use-disclosure";

/** The form the menu's 'Cerrar sesión' sends: it lives in the header, a server action. */
export const LOGOUT_FORM_ID = "portal-cerrar-sesion";

const itemClass =
  "flex min-h-11 w-full items-center gap-2 rounded-sm px-2 text-sm text-foreground hover:bg-primary-soft focus-visible:bg-primary-soft [&_svg]:size-4 [&_svg]:text-primary";

/**
 * The citizen's menu in the portal header: the greeting, 'Mi perfil' and 'Cerrar sesión'. A
 * disclosure (a button that shows and hides a short list of links), as for site navigation: it
 * needs no menu library in the portal's first load. Escape, a click outside or focus leaving it
 * closes it; Escape gives the focus back to the button.
 */
export function AccountMenu({ name }: { name: string }) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { open, setOpen, button } = useDisclosure(root);

  const closeOnFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className="relative" onBlur={closeOnFocusOut}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium text-foreground hover:bg-primary-soft"
      >
        <UserRound aria-hidden className="size-5 shrink-0 text-primary" />
        <span className="sr-only sm:not-sr-only sm:truncate">{name}</span>
        <span className="sr-only">: mi cuenta</span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1.5 min-w-48 rounded-md border border-border bg-white p-1 text-foreground shadow-lg"
      >
        <p className="px-2 py-1.5 text-sm">
          Bienvenido/a, <span className="font-semibold">{name}</span>
        </p>
        <hr className="-mx-1 my-1 border-border" />
        <ul>
          <li>
            <Link href="/portal/perfil" className={itemClass} onClick={() => setOpen(false)}>
              <UserRound aria-hidden />
              Mi perfil
            </Link>
          </li>
          <li>
            <button
              type="submit"
              form={LOGOUT_FORM_ID}
              className={itemClass}
              onClick={() => void forgetOnSignOut()}
            >
              <LogOut aria-hidden />
              Cerrar sesión
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
