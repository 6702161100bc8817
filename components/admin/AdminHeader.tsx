import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import type { Actor } from "@/lib/auth/actor";
import type { Identity } from "@/lib/site/identity-schema";
import { ProfileMenu } from "./ProfileMenu";
import { SessionBadge } from "./SessionBadge";

type AdminActor = Extract<Actor, { kind: "admin" }>;

/**
 * Back-office header (product.md §A.2.3); without a signed-in administrator (the sign-in and reset
 * screens, the guard) the title and the session badge's third state, 'Sin token'.
 */
export function AdminHeader({
  actor,
  roleDescription,
  identity,
}: {
  actor: AdminActor | null;
  /** What the actor's role lets them do, shown with the role on the session badge. */
  roleDescription: string;
  identity: Identity;
}) {
  return (
    <header className="on-dark bg-primary-strong text-white">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <Link
            href={actor ? "/admin/dashboard" : "/admin/login"}
            className="inline-flex min-h-8 items-center rounded-sm text-lg font-bold"
          >
            Administración Plataforma Web
          </Link>
          {identity.nombre && (
            // On a phone the screen's own controls come first: the team's name shows from sm on.
            <p className="hidden text-sm text-on-dark-muted sm:block">
              Administración Interna – Equipo de {identity.nombre}
            </p>
          )}
        </div>
        {actor ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-medium">Hola, {actor.name || "Usuario"}</p>
            <SessionBadge
              expiresAt={actor.expiresAt.toISOString()}
              role={actor.role}
              roleDescription={roleDescription}
            />
            <ProfileMenu />
          </div>
        ) : (
          <Badge variant="secondary" className="min-h-8 px-3">
            Sin token
          </Badge>
        )}
      </div>
    </header>
  );
}
