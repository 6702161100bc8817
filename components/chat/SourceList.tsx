import Link from "next/link";
import { sectionDate, sectionOf } from "@/components/search/sections";
import { isSafeUrl } from "@/lib/validation/fields";
import type { ChatSource } from "@/lib/chat/schema";

/**
 * The numbered sources of an answer: title as a link, and its date (the chat screen, /admin/chatbot).
 * `onFollow` runs when one is followed (the public chat closes, so that the page it opens shows).
 */
export function SourceList({
  id,
  sources,
  onFollow,
}: {
  id: string;
  sources: ChatSource[];
  onFollow?: () => void;
}) {
  const safe = sources.filter((source) => isSafeUrl(source.url));
  if (!safe.length) return null;
  return (
    <div className="mt-3 border-t border-border pt-2">
      <p id={id} className="text-xs font-semibold text-muted-foreground">
        Fuentes
      </p>
      <ol aria-labelledby={id} className="mt-1 flex flex-col gap-1 text-sm">
        {safe.map((source) => {
          const date = sectionDate(sectionOf(source.url), source.date);
          return (
            <li key={source.i}>
              <Link
                href={source.url}
                onClick={onFollow}
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                {source.i}. {source.title}
              </Link>
              {date && <span className="text-muted-foreground"> · {date}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
