"use client";

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/Badge";
import { Button, buttonVariants } from "@/components/ui/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import {
  fullName,
  type AdminListItem,
  type AdminListQuery,
  type AdminRoleName,
  type AdminSort,
} from "@/lib/admins/schema";
import { setAdminStatusAction } from "@/lib/admins/actions";
import { outranks } from "@/lib/auth/permissions";

const column = createColumnHelper<AdminListItem>();

/** The URL of this list with some parameters changed (the list is paged and sorted on the server). */
function listHref(query: AdminListQuery, changes: Partial<AdminListQuery>): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "id") params.set("sort", next.sort);
  if (next.dir !== "asc") params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/admin/equipo${search ? `?${search}` : ""}`;
}

function SortHeader({
  query,
  sort,
  label,
}: {
  query: AdminListQuery;
  sort: AdminSort;
  label: string;
}) {
  const active = query.sort === sort;
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      href={listHref(query, { sort, dir: active && query.dir === "asc" ? "desc" : "asc", page: 1 })}
      className="inline-flex min-h-8 items-center gap-1 rounded-sm hover:underline"
    >
      {label}
      <Icon aria-hidden className="size-4" />
    </Link>
  );
}

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
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancelar</Button>
            </DialogClose>
            <Button variant="destructive" onClick={apply} disabled={pending}>
              {pending ? "Desactivando..." : "Desactivar"}
            </Button>
          </DialogFooter>
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

/** Spec 01 §2.7: ID, Nombre, Email, Estado, Acciones; paging, sorting and search on the server. */
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
    column.accessor("id", { header: () => <SortHeader query={query} sort="id" label="ID" /> }),
    column.accessor((admin) => fullName(admin), {
      id: "nombre",
      header: () => <SortHeader query={query} sort="nombre" label="Nombre" />,
    }),
    column.accessor("email", {
      header: () => <SortHeader query={query} sort="email" label="Email" />,
      cell: (info) => <span className="break-all">{info.getValue()}</span>,
    }),
    column.accessor("estado", {
      header: () => <SortHeader query={query} sort="estado" label="Estado" />,
      cell: (info) =>
        info.getValue() ? (
          <Badge variant="success">Activo</Badge>
        ) : (
          <Badge variant="destructive">Inactivo</Badge>
        ),
    }),
    column.display({
      id: "acciones",
      header: "Acciones",
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
            <StatusButton admin={row.original} isSelf={row.original.id === viewer.id} />
          </div>
        ),
    }),
  ];
  // TanStack Table's API is not memoizable; this component is small and re-renders with its props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
  });
  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  if (total === 0) {
    return (
      <p className="rounded-lg border border-border bg-white p-8 text-center text-muted-foreground">
        No hay administradores registrados.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        className="overflow-x-auto rounded-lg border border-border bg-white"
        role="region"
        aria-label="Administradores"
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-4 py-3 font-semibold"
                    aria-sort={
                      query.sort === header.id
                        ? query.dir === "asc"
                          ? "ascending"
                          : "descending"
                        : undefined
                    }
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-border">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Paginación"
        className="flex flex-wrap items-center justify-between gap-3 text-sm"
      >
        <p>
          Página {query.page} de {pages} · {total}{" "}
          {total === 1 ? "administrador" : "administradores"}
        </p>
        <div className="flex gap-2">
          {query.page > 1 && (
            <Link
              href={listHref(query, { page: query.page - 1 })}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Anterior
            </Link>
          )}
          {query.page < pages && (
            <Link
              href={listHref(query, { page: query.page + 1 })}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Siguiente
            </Link>
          )}
        </div>
      </nav>
    </div>
  );
}
