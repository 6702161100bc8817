import { FileText } from "lucide-react";
import { formatBytes } from "@/lib/format/display";
import type { AttachmentItem } from "@/lib/gestiones/dto";

/**
 * The files of a message: a 120×120 thumbnail for images (served by the authorizing route, so only
 * the gestión's citizen and the office see them), an icon for PDFs, with name and size.
 */
export function AttachmentList({ items }: { items: AttachmentItem[] }) {
  if (!items.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-3" aria-label="Archivos adjuntos">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={item.url}
            target="_blank"
            rel="noopener"
            className="flex w-[120px] flex-col gap-1 rounded-md border border-border bg-white p-1 text-xs hover:border-primary focus-visible:outline-2"
          >
            {item.mimetype.startsWith("image/") && item.mimetype !== "image/heic" ? (
              // The authorizing route serves private files: no image optimizer in between.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={item.url}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="size-[110px] rounded object-cover"
              />
            ) : (
              <span className="flex size-[110px] items-center justify-center rounded bg-muted">
                <FileText aria-hidden className="size-10 text-muted-foreground" />
              </span>
            )}
            <span className="truncate font-medium" title={item.original}>
              {item.original}
            </span>
            <span className="text-muted-foreground">{formatBytes(item.size_bytes)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
