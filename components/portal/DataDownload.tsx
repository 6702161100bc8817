"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { PROFILE_MESSAGES } from "@/lib/citizens/messages";
import { portalFetch } from "./portal-client";

const EXPORT_URL = "/api/auth-user/me/export";

/** The file name the server proposes in Content-Disposition, or a default. */
function fileName(response: Response): string {
  const match = response.headers.get("content-disposition")?.match(/filename="([^"]+)"/);
  return match?.[1] ?? "mis-datos.json";
}

/** Downloads the citizen's own data (profile and gestiones) as a JSON file. */
export function DataDownload() {
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const response = await portalFetch(EXPORT_URL, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error(PROFILE_MESSAGES.exportFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant="outline"
      className="self-start"
      onClick={download}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? <Spinner label="Preparando descarga…" /> : <Download aria-hidden />}
      Descargar mis datos (JSON)
    </Button>
  );
}
