import { MessageSquareReply, NotebookPen, RefreshCw } from "lucide-react";

const ACTIONS = [
  { href: "#detalle-estado", label: "Estado", Icon: RefreshCw },
  { href: "#detalle-responder", label: "Responder", Icon: MessageSquareReply },
  { href: "#detalle-nota", label: "Nota interna", Icon: NotebookPen },
];

/**
 * On a phone the case comes first and the office's actions after it: these links under the
 * heading jump to the status, the reply to the citizen and the internal note. They scroll with
 * the page (a bar fixed to the screen would cover the forms' own controls).
 */
export function ActionJumpLinks() {
  return (
    <nav aria-label="Acciones de la gestión" className="mb-4 lg:hidden">
      <ul className="grid grid-cols-3 gap-2">
        {ACTIONS.map(({ href, label, Icon }) => (
          <li key={href}>
            <a
              href={href}
              className="flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-md border border-border bg-white text-xs font-medium text-primary hover:bg-primary-soft"
            >
              <Icon aria-hidden className="size-5" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
