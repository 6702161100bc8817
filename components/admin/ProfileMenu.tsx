"use client";

import { ChevronDown, LogOut, Pencil, UserRound } from "lucide-react";
import Link from "next/link";
import { logoutAction } from "@/lib/admins/actions";
import { isConnectionFailure } from "@/components/admin/server-errors";
import { forgetOnSignOut } from "@/components/offline/forget-on-sign-out";
import { buttonVariants } from "@/components/ui/Button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/DropdownMenu";

/**
 * Product.md §A.4 and §8: whatever the server answers, the session closes and the user goes to
 * /admin/login; a failed call only warns.
 */
async function logOut(): Promise<void> {
  try {
    const result = await logoutAction(undefined);
    if (!result.ok)
      window.alert("Hubo un problema al registrar el cierre de sesión, pero la sesión se cerrará.");
  } catch (error) {
    window.alert(
      isConnectionFailure(error)
        ? "Error de conexión al cerrar sesión, pero la sesión se cerrará."
        : "Hubo un problema al registrar el cierre de sesión, pero la sesión se cerrará.",
    );
  }
  // A full load, so nothing of the signed-in screens stays in the client's memory.
  await forgetOnSignOut();
  window.location.replace("/admin/login");
}

/** 'Configuración Perfil' menu: view profile, edit profile, log out. */
export function ProfileMenu() {
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={buttonVariants({
          variant: "outline",
          className: "border-white bg-transparent text-white hover:bg-white/10",
        })}
      >
        Configuración Perfil
        <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link href="/admin/perfil">
            <UserRound aria-hidden />
            Ver Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/admin/perfil/editar">
            <Pencil aria-hidden />
            Editar Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-danger data-highlighted:bg-danger-soft data-highlighted:text-danger"
          onSelect={() => void logOut()}
        >
          <LogOut aria-hidden />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
