import { ArrowRight, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { can, type Permission } from "@/lib/auth/permissions";

export type ModuleCard = { href: string; title: string; description: string; icon: LucideIcon };

/** A card shown only to whoever holds one of its permissions. */
export type GuardedCard = ModuleCard & { permission: Permission | readonly Permission[] };

/** The cards `holder` may use: a menu never offers a module that would answer 'Acceso denegado'. */
export function visibleCards(
  holder: { permissions: readonly Permission[] },
  cards: readonly GuardedCard[],
): ModuleCard[] {
  return cards
    .filter((card) => [card.permission].flat().some((permission) => can(holder, permission)))
    .map(({ href, title, description, icon }) => ({ href, title, description, icon }));
}

/** The grid of large link cards the back-office menus (panel, landing) are made of. */
export function ModuleCardGrid({ cards }: { cards: readonly ModuleCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map(({ href, title, description, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full items-start gap-4 rounded-lg border border-border bg-white p-5 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white">
              <Icon aria-hidden className="size-6" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="text-lg font-semibold text-primary">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ArrowRight
              aria-hidden
              className="mt-1 size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
