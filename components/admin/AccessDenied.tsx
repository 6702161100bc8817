"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";

/** What a 403 looks like on an admin page (product.md §A.2.7): the page loads nothing behind it. */
export function AccessDenied() {
  const router = useRouter();
  const back = () => router.replace("/admin/dashboard");
  return (
    <Dialog open onOpenChange={(open) => !open && back()}>
      <DialogContent hideClose className="text-center">
        <DialogTitle className="pr-0 text-xl">❌ Acceso Denegado</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          No tienes permisos para acceder a esta sección.
        </DialogDescription>
        <Button onClick={back} className="justify-self-center">
          Volver al panel
        </Button>
      </DialogContent>
    </Dialog>
  );
}
