"use client";

import { useState } from "react";
import { FileBatchUpload, uploadBody } from "@/components/admin/FileBatchUpload";
import { OptionalTitleField } from "@/components/admin/OptionalTitleField";
import { Alert } from "@/components/ui/Alert";
import { uploadWithProgress } from "@/components/ui/request";
import { batchResult } from "./media";

/**
 * Uploads files one request each to POST /api/noticias/{id}/media/upload, with a byte progress
 * bar per file and 'n de m archivos' overall, then 'Listo. Exitosas: n, Fallidas: m'.
 */
export function MediaUploadForm({
  newsId,
  onUploaded,
}: {
  newsId: number;
  onUploaded: () => void;
}) {
  const [titulo, setTitulo] = useState("");

  return (
    <FileBatchUpload
      missingText="Selecciona un archivo primero."
      buttonLabel="Subir"
      send={async (file, onProgress) => {
        await uploadWithProgress(
          `/api/noticias/${newsId}/media/upload`,
          uploadBody("file", file, { titulo }),
          onProgress,
        );
      }}
      onFinished={(outcome) => {
        if (outcome.succeeded) onUploaded();
      }}
      summary={(outcome) => (
        <Alert variant={outcome.failed ? "warning" : "success"} role="status">
          {batchResult(outcome.succeeded, outcome.failed)}
        </Alert>
      )}
    >
      {({ picker, busy }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          {picker}
          <OptionalTitleField value={titulo} disabled={busy} onChange={setTitulo} />
        </div>
      )}
    </FileBatchUpload>
  );
}
