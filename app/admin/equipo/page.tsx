import { UserPlus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ListFilterForm } from "@/components/admin/ListFilters";
import { SearchFilter } from "@/components/ui/FilterForm";
import { PageHeading } from "@/components/admin/PageHeading";
import { buttonVariants } from "@/components/ui/Button";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAdmins } from "@/lib/admins/queries";
import { adminListQuerySchema, TEAM_LIST } from "@/lib/admins/schema";
import { isTotpRequired } from "@/lib/admins/two-factor-queries";
import { can } from "@/lib/auth/permissions";
import { parseListQuery } from "@/lib/lists/query";
import { TeamTable } from "@/components/admin/team/TeamTable";
import { TotpRequirementCard } from "@/components/admin/team/TotpRequirementCard";

export const metadata: Metadata = { title: "Equipo" };

export default async function TeamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireAdminPage("admins.manage");
  const { query, error } = parseListQuery(adminListQuerySchema, await searchParams);
  const security = can(actor, "security.manage");
  const [{ items, total }, totpRequired] = await Promise.all([
    listAdmins(actor, query),
    security && isTotpRequired(),
  ]);
  return (
    <>
      <PageHeading
        help="equipo"
        title="Equipo"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      >
        <Link href="/admin/nuevoadmin" className={buttonVariants()}>
          <UserPlus aria-hidden />
          Nuevo administrador
        </Link>
      </PageHeading>
      {security && <TotpRequirementCard required={totpRequired} />}
      <ListQueryError error={error} />
      <ListFilterForm
        list={TEAM_LIST}
        query={query}
        label="Buscar administradores"
        className="mb-4 lg:grid-cols-[2fr_auto]"
      >
        <SearchFilter
          id="buscar-admin"
          label="Buscar por nombre o correo"
          defaultValue={query.q}
          maxLength={100}
        />
      </ListFilterForm>
      <TeamTable
        items={items}
        total={total}
        query={query}
        viewer={{ id: actor.id, role: actor.role }}
      />
    </>
  );
}
