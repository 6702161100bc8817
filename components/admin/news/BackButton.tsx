"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";

/** Goes back in the browser's history, or to the dashboard when the screen was opened directly. */
export function BackButton() {
  const router = useRouter();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3"
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/admin/dashboard"))}
    >
      <ArrowLeft aria-hidden />
      Volver
    </Button>
  );
}
