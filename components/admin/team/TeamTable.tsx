"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { Pencil } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/Badge";
import { Button, buttonVariants } from "@/components/ui/Button";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import { Pager } from "@/components/ui/Pager";
import { setAdminStatusAction } from "@/lib/admins/actions";
import {
  TEAM_LIST,
  fullName,
  type AdminListItem,
  type AdminListQuery,
  type AdminRoleName,
} from "@/lib/admins/schema";
import { outranks } from "@/lib/auth/permissions";
import { hrefFor } from "@/lib/lists/query";
import { sortableColumn } from "@/components/admin/SortHeader";
import { InvitationButtons } from "./InvitationButtons";

import { DialogActions } from "@/components/ui/DialogActions";
const column = createColumnHelper<AdminListItem>();

function StatusButton({ admin, isSelf }: { admin: AdminListItem; isSelf: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(admin);

  const apply = () =>
    startTransition(async () => {
      try {
        const result = await setAdminStatusAction({ id: admin.id, estado: !admin.estado });
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        setConfirming(false);
        toast.success(
          result.data.estado
            ? `${name} fue activado.`
            : `${name} fue desactivado y sus sesiones se cerraron.`,
        );
        router.refresh();
      } catch {
        toast.error("Error de conexión. Intenta más tarde.");
      }
    });

  if (admin.estado) {
    return (
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="border-danger text-danger hover:bg-danger-soft"
            disabled={isSelf || pending}
            title={isSelf ? "No puedes desactivar tu propia cuenta." : undefined}
            aria-label={`Desactivar a ${name}`}
          >
            Desactivar
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Desactivar administrador</DialogTitle>
          <DialogDescription>
            ¿Seguro que deseas desactivar a {name}? No podrá iniciar sesión y se cerrarán sus
            sesiones abiertas.
          </DialogDescription>
          <DialogActions
            label="Desactivar"
            pendingLabel="Desactivando..."
            pending={pending}
            destructive
            onAction={apply}
          />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      aria-label={`Activar a ${name}`}
      onClick={apply}
    >
      {pending ? "Activando..." : "Activar"}
    </Button>
  );
}

/** Product.md §A.2.7: ID, Nombre, Email, Estado, Acciones; paging, sorting and search on the server. */
export function TeamTable({
  items,
  total,
  query,
  viewer,
}: {
  items: AdminListItem[];
  total: number;
  query: AdminListQuery;
  /** The signed-in administrator: no actions are offered on accounts ranked above them. */
  viewer: { id: number; role: AdminRoleName };
}) {
  const columns = [
    column.accessor("id", {
      ...sortableColumn(TEAM_LIST, query, "id", "ID"),
    }),
    column.accessor((admin) => fullName(admin), {
      id: "nombre",
      ...sortableColumn(TEAM_LIST, query, "nombre", "Nombre"),
    }),
    column.accessor("email", {
      ...sortableColumn(TEAM_LIST, query, "email", "Email"),
      cell: (info) => <span className="break-all">{info.getValue()}</span>,
    }),
    column.accessor("estado", {
      ...sortableColumn(TEAM_LIST, query, "estado", "Estado"),
      cell: ({ row, getValue }) =>
        row.original.invited_at ? (
          <Badge variant="secondary">Invitación pendiente</Badge>
        ) : getValue() ? (
          <Badge variant="success">Activo</Badge>
        ) : (
          <Badge variant="destructive">Inactivo</Badge>
        ),
    }),
    column.display({
      id: "acciones",
      header: "Acciones",
      meta: { actions: true },
      cell: ({ row }) =>
        outranks(row.original.rol, viewer.role) ? (
          <span className="text-muted-foreground">Sin acciones: rango superior al tuyo</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Link
              href={`/admin/equipo/${row.original.id}/editar`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={`Editar a ${fullName(row.original)}`}
            >
              <Pencil aria-hidden />
              Editar
            </Link>
            {row.original.invited_at ? (
              <InvitationButtons admin={row.original} />
            ) : (
              <StatusButton admin={row.original} isSelf={row.original.id === viewer.id} />
            )}
          </div>
        ),
    }),
  ];
  const table = useServerPageTable(items, columns);
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        table={table}
        label="Administradores"
        empty="No hay administradores registrados."
        className="md:min-w-[40rem]"
      />
      <Pager
        page={query.page}
        totalPages={pages}
        hrefFor={(target) => hrefFor(TEAM_LIST, query, { page: target })}
        summary={`${total} ${total === 1 ? "administrador" : "administradores"}`}
        className=""
      />
    </div>
  );
}
