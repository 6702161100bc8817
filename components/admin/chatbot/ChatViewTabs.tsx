import Link from "next/link";
import { cn } from "@/components/ui/cn";
import type { ChatAdminView } from "@/lib/chat/admin-schema";

const VIEWS: { view: ChatAdminView; label: string }[] = [
  { view: "conversaciones", label: "Conversaciones" },
  { view: "sin-respuesta", label: "Sin respuesta" },
  { view: "temas", label: "Temas más consultados" },
  { view: "opiniones", label: "Opiniones" },
  { view: "vocabulario", label: "Vocabulario" },
];

export const viewHref = (view: ChatAdminView) =>
  view === "conversaciones" ? "/admin/chatbot" : `/admin/chatbot?vista=${view}`;

/** The sections of /admin/chatbot, the current one marked. */
export function ChatViewTabs({ current }: { current: ChatAdminView }) {
  return (
    <nav aria-label="Secciones del ChatBot" className="mb-6 overflow-x-auto">
      <ul className="flex gap-1 border-b border-border">
        {VIEWS.map(({ view, label }) => (
          <li key={view}>
            <Link
              href={viewHref(view)}
              aria-current={view === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap",
                view === current
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
