import { formatDateTime } from "@/lib/format/display";
import type { TimelineItem } from "@/lib/gestiones/dto";
import { GESTION_MESSAGES, statusLabel } from "@/lib/gestiones/schema";
import { AttachmentList } from "./AttachmentList";

/**
 * A gestión's history, oldest first: messages with their files, status changes ('Estado cambiado a
 * X' with its comment) and the citizen's feedback. The citizen sees the office as 'Administración';
 * the office sees who wrote and its internal notes, clearly marked.
 */
export function Timeline({
  items,
  audience,
  label = "Historial de la gestión",
}: {
  items: TimelineItem[];
  audience: "citizen" | "office";
  label?: string;
}) {
  if (!items.length)
    return <p className="text-muted-foreground">{GESTION_MESSAGES.emptyTimeline}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.item_type}-${item.item_id}`}>{entry(item, audience)}</li>
      ))}
    </ol>
  );
}

/**
 * What the other side did after `since`, newest first: for the citizen the office's replies and
 * status changes, for the office the citizen's messages.
 */
export function newSince(
  items: TimelineItem[],
  audience: "citizen" | "office",
  since: string,
): TimelineItem[] {
  return items
    .filter((item) => {
      if (item.occurred_at <= since) return false;
      if (item.item_type === "message")
        return audience === "citizen"
          ? item.payload.author_type === "admin" && !item.payload.is_internal
          : item.payload.author_type === "citizen";
      return audience === "citizen" && item.item_type === "status" && !item.payload.by_citizen;
    })
    .reverse();
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-muted-foreground">
      {formatDateTime(at)}
    </time>
  );
}

function entry(item: TimelineItem, audience: "citizen" | "office") {
  if (item.item_type === "status") {
    const { from_status, to_status, comment, by_citizen } = item.payload;
    // A citizen moves a status only by filing (from nothing) or by reopening.
    const reopened = by_citizen && from_status !== null;
    return (
      <div className="rounded-md border border-primary/20 bg-primary-soft px-4 py-3">
        <p className="font-semibold text-primary">
          {reopened ? "Gestión reabierta" : `Estado cambiado a ${statusLabel(to_status)}`}
        </p>
        {comment && <p className="mt-1 whitespace-pre-line">{comment}</p>}
        <When at={item.occurred_at} />
      </div>
    );
  }
  if (item.item_type === "feedback") {
    const { resolved, comment } = item.payload;
    return (
      <div className="rounded-md border border-border bg-white px-4 py-3">
        <p className="font-semibold">
          {resolved
            ? "La respuesta resolvió el problema."
            : "La respuesta no resolvió el problema."}
        </p>
        {comment && <p className="mt-1 whitespace-pre-line">{comment}</p>}
        <When at={item.occurred_at} />
      </div>
    );
  }
  const { body, author_type, author_name, is_internal, attachments } = item.payload;
  const fromOffice = author_type === "admin";
  const author = fromOffice
    ? audience === "citizen"
      ? "Administración"
      : `${author_name ?? "Administración"}${is_internal ? " · Nota interna" : ""}`
    : audience === "citizen"
      ? "Tú"
      : "Ciudadano/a";
  return (
    <article
      className={
        is_internal
          ? "rounded-md border-2 border-dashed border-warning bg-warning-soft px-4 py-3"
          : fromOffice
            ? "rounded-md border border-border bg-white px-4 py-3"
            : "rounded-md border border-border bg-muted px-4 py-3"
      }
    >
      <p className="text-sm font-semibold">{author}</p>
      {body && <p className="mt-1 whitespace-pre-line">{body}</p>}
      <AttachmentList items={attachments} />
      <When at={item.occurred_at} />
    </article>
  );
}
