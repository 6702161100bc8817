import { Search, UserPlus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeading } from "@/components/admin/PageHeading";
import { Button, buttonVariants } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAdmins } from "@/lib/admins/queries";
import { adminListQuerySchema } from "@/lib/admins/schema";
import { isTotpRequired } from "@/lib/admins/two-factor-queries";
import { can } from "@/lib/auth/permissions";
import { TeamTable } from "./TeamTable";
import { TotpRequirementCard } from "./TotpRequirementCard";

export const metadata: Metadata = { title: "Equipo" };

export default async function TeamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireAdminPage("admins.manage");
  const query = adminListQuerySchema.parse(await searchParams);
  const security = can(actor.role, "security.manage");
  const [{ items, total }, totpRequired] = await Promise.all([
    listAdmins(query),
    security && isTotpRequired(),
  ]);
  return (
    <>
      <PageHeading title="Equipo" backHref="/admin/dashboard" backLabel="Volver al panel">
        <Link href="/admin/nuevoadmin" className={buttonVariants()}>
          <UserPlus aria-hidden />
          Nuevo administrador
        </Link>
      </PageHeading>
      {security && <TotpRequirementCard required={totpRequired} />}
      <form role="search" action="/admin/equipo" className="mb-4 flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor="buscar-admin">Buscar por nombre o correo</Label>
        <div className="flex gap-2">
          <Input id="buscar-admin" name="q" type="search" defaultValue={query.q} maxLength={100} />
          <Button type="submit" variant="secondary" aria-label="Buscar">
            <Search aria-hidden />
          </Button>
        </div>
      </form>
      <TeamTable
        items={items}
        total={total}
        query={query}
        viewer={{ id: actor.id, role: actor.role }}
      />
    </>
  );
}
