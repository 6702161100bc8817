"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { safeAdminNext } from "@/lib/admins/next-path";

const COUNTDOWN_SECONDS = 5;
const GUARD_PATH = "/admin/acceso-restringido";

/** The page that was asked for: the address bar, or `next` when the guard page itself is open. */
function requestedPath(): string {
  const { pathname, search } = window.location;
  return pathname === GUARD_PATH
    ? (new URLSearchParams(search).get("next") ?? "")
    : pathname + search;
}

/**
 * The protected-route guard of product.md §A.2.11: a modal with a visible 5-second countdown, then
 * /admin/login, which returns to the page first asked for.
 */
export function AccessRestricted() {
  const router = useRouter();
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);

  const goToLogin = useCallback(() => {
    router.replace(`/admin/login?next=${encodeURIComponent(safeAdminNext(requestedPath()))}`);
  }, [router]);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) goToLogin();
  }, [seconds, goToLogin]);

  return (
    <>
      <noscript>
        <p className="py-10 text-center">
          <Link className="font-semibold text-primary underline" href="/admin/login">
            Iniciar sesión
          </Link>
        </p>
      </noscript>
      <Dialog open onOpenChange={(open) => !open && goToLogin()}>
        <DialogContent hideClose className="text-center">
          <DialogTitle className="pr-0 text-xl">Acceso restringido</DialogTitle>
          <DialogDescription className="text-base text-foreground">
            Necesitas iniciar sesión para ver esta sección.
          </DialogDescription>
          <p className="text-sm text-muted-foreground">
            Serás redirigido al inicio de sesión en{" "}
            <span
              role="timer"
              className="text-2xl font-bold text-primary tabular-nums"
              data-testid="cuenta-regresiva"
            >
              {seconds}
            </span>{" "}
            {seconds === 1 ? "segundo" : "segundos"}.
          </p>
          <Button onClick={goToLogin} className="justify-self-center">
            Iniciar sesión ahora
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
