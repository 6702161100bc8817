// The server's upload rules (lib/<module>/limits.ts) checked in the browser before a file is sent,
// so the user hears at once what the server would answer. The server checks the content again.
import type { UploadRules } from "@/lib/storage/upload-rules";

/** What is wrong with a chosen file (type as the browser reports it, then size), or null. */
export function fileProblem(file: File, rules: UploadRules): string | null {
  const type = file.type.toLowerCase();
  if (type) {
    const kindOk = rules.kinds.some((kind) =>
      kind === "pdf" ? type === "application/pdf" : type.startsWith(`${kind}/`),
    );
    if (!kindOk || (rules.mimes && !rules.mimes.includes(type))) {
      return rules.typeMessage ?? "Tipo de archivo no permitido.";
    }
  }
  if (file.size > rules.maxBytes) {
    return rules.sizeMessage ?? "El archivo excede el tamaño permitido.";
  }
  return null;
}

/** The `accept` attribute of a file input under these rules. */
export function acceptFor(rules: UploadRules): string {
  return (
    rules.mimes?.join(",") ??
    rules.kinds.map((kind) => (kind === "pdf" ? "application/pdf" : `${kind}/*`)).join(",")
  );
}
