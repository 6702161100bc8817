import "server-only";
import { auditBatches } from "@/lib/audit/queries";
import { auditActionName, auditChangeLines, auditEntityName } from "@/lib/audit/labels";
import { ACTOR_LABELS, auditQuery, type AuditItem } from "@/lib/audit/schema";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { guatemalaDateTimeString } from "@/lib/validation/dates";
import { csvLine, csvStart } from "@/lib/format/spreadsheet";
import { parseInput } from "@/lib/validation/parse";
import { log } from "@/lib/log";

// The audit log as CSV (UTF-8 with a byte-order mark, for spreadsheets), streamed in batches;
// the export is itself audited with its filters and row count.

const BATCH = 1_000;
const HEADER = [
  "fecha",
  "tipo",
  "actor_id",
  "actor",
  "accion",
  "codigo_accion",
  "entidad",
  "entidad_id",
  "ip",
  "detalles",
  "veces",
  "ultima_vez",
];

const rowOf = (item: AuditItem) => [
  guatemalaDateTimeString(new Date(item.created_at)),
  ACTOR_LABELS[item.actor_type],
  item.actor_id,
  item.actor_name,
  auditActionName(item.action),
  item.action,
  auditEntityName(item.entity, null),
  item.entity_id,
  item.ip,
  auditChangeLines(item.details).join("\n"),
  item.count,
  guatemalaDateTimeString(new Date(item.last_at)),
];

/** GET /api/admin/auditoria/export: the CSV stream and its file name. */
export async function exportAuditLog(
  actor: Actor | null,
  input: Record<string, unknown>,
  ip: string | null,
): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const admin = requirePermission(actor, "audit.read");
  const filters = parseInput(auditQuery, input);
  const filtros = Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => value && key !== "page" && key !== "pageSize"),
  );
  const encoder = new TextEncoder();
  let filas = 0;
  const batches = auditBatches(admin, filters, BATCH);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvStart(HEADER)));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          await writeAudit({
            actor: admin,
            action: "audit.export",
            details: { filtros, filas },
            ip,
          });
          controller.close();
          return;
        }
        filas += next.value.length;
        controller.enqueue(encoder.encode(next.value.map((item) => csvLine(rowOf(item))).join("")));
      } catch (error) {
        log().error({ err: error }, "audit export failed");
        controller.error(error);
      }
    },
  });
  return { stream, filename: `auditoria-${guatemalaDateTimeString(new Date()).slice(0, 10)}.csv` };
}
