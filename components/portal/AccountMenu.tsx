"use client";

import { ChevronDown, LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/DropdownMenu";

/** The form the menu's 'Cerrar sesión' sends: it lives in the header, outside the menu's portal. */
export const LOGOUT_FORM_ID = "portal-cerrar-sesion";

/** The citizen's menu in the portal header: the greeting, 'Mi perfil' and 'Cerrar sesión'. */
export function AccountMenu({ name }: { name: string }) {
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium text-foreground hover:bg-primary-soft">
        <UserRound aria-hidden className="size-5 shrink-0 text-primary" />
        <span className="sr-only sm:not-sr-only sm:truncate">{name}</span>
        <span className="sr-only">: mi cuenta</span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="text-sm font-normal text-foreground">
          Bienvenido/a, <span className="font-semibold">{name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="min-h-11">
          <Link href="/portal/perfil">
            <UserRound aria-hidden />
            Mi perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          className="min-h-11"
          // The menu closes (and this item leaves the page) on select: the form is sent by script,
          // since a submit button gone from the page would send nothing.
          onSelect={() =>
            document.querySelector<HTMLFormElement>(`#${LOGOUT_FORM_ID}`)?.requestSubmit()
          }
        >
          <LogOut aria-hidden />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
