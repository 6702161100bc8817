"use client";

import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { messageOf } from "@/components/ui/request-error";
import { CITIZEN_ADMIN_MESSAGES } from "@/lib/citizens/admin-schema";
import { formatBytes } from "@/lib/format/display";

type State =
  { kind: "idle" } | { kind: "running"; bytes: number } | { kind: "failed"; message: string };

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const match = response.headers.get("content-disposition")?.match(/filename="([^"]+)"/);
  return match?.[1] ?? "ciudadanos.xlsx";
}

/** Reads a streamed answer to the end, reporting the bytes received so far. */
async function readAll(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onBytes(bytes);
  }
  return new Blob(chunks, { type: response.headers.get("content-type") ?? undefined });
}

function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * 'Exportar a Excel': every account matching the list's filters, streamed by the server; the
 * button shows the bytes received, then the browser saves the .xlsx.
 */
export function ExportButton({ href }: { href: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });

  const run = async () => {
    setState({ kind: "running", bytes: 0 });
    try {
      const response = await fetch(href, { credentials: "same-origin", cache: "no-store" });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        throw new Error(messageOf(body, response.status));
      }
      const blob = await readAll(response, (bytes) => setState({ kind: "running", bytes }));
      save(blob, fileNameOf(response));
      setState({ kind: "idle" });
      toast.success(`Exportación lista (${formatBytes(blob.size)}).`);
    } catch (error) {
      const detail = error instanceof TypeError ? "Error de conexión." : (error as Error).message;
      setState({ kind: "failed", message: `${CITIZEN_ADMIN_MESSAGES.exportFailed}: ${detail}` });
    }
  };

  const running = state.kind === "running";
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant="secondary"
        onClick={run}
        disabled={running}
        aria-describedby="exportacion-estado"
      >
        <FileSpreadsheet aria-hidden />
        {running ? "Exportando…" : "Exportar a Excel"}
      </Button>
      <p id="exportacion-estado" aria-live="polite" className="text-sm text-muted-foreground">
        {running &&
          (state.bytes ? `${formatBytes(state.bytes)} recibidos` : "Preparando el archivo…")}
      </p>
      {state.kind === "failed" && (
        <Alert variant="destructive" role="alert">
          {state.message}
        </Alert>
      )}
    </div>
  );
}
