import { MessageSquareReply, NotebookPen, RefreshCw } from "lucide-react";

const ACTIONS = [
  { href: "#detalle-estado", label: "Estado", Icon: RefreshCw },
  { href: "#detalle-responder", label: "Responder", Icon: MessageSquareReply },
  { href: "#detalle-nota", label: "Nota interna", Icon: NotebookPen },
];

/**
 * The office's actions on a gestión, always at hand on a phone: a bar fixed to the foot of the
 * screen that jumps to the status, the reply to the citizen and the internal note.
 */
export function PhoneActionBar() {
  return (
    <nav
      aria-label="Acciones de la gestión"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] lg:hidden"
    >
      <ul className="grid grid-cols-3">
        {ACTIONS.map(({ href, label, Icon }) => (
          <li key={href}>
            <a
              href={href}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-primary hover:bg-primary-soft"
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
