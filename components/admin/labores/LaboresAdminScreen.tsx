"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { deleteLaborAction, setLaborStatusAction } from "@/lib/labores/actions";
import type { Category } from "@/components/admin/ContentFields";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { PageHeading } from "@/components/admin/PageHeading";
import { actionFailure } from "@/components/admin/server-errors";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Pager } from "@/components/ui/Pager";
import { Spinner } from "@/components/ui/Spinner";
import { getJson } from "@/components/ui/request";
import {
  LABOR_MESSAGES,
  statusChangedMessage,
  type LaborDetail,
  type LaborListItem,
  type LaborListFilters,
  type LaborPage,
} from "@/lib/labores/schema";
import { hrefFor, type ListAddress } from "@/lib/lists/query";
import { LaborFilters } from "./LaborFilters";
import { LaborForm } from "./LaborForm";
import { LaborMediaPanel } from "./LaborMediaPanel";
import { LaborTable, type LaborRowAction } from "./LaborTable";

/**
 * Product.md §B.2 labores: filters, table, pager (all in the URL, served by the page), the form and,
 * once a labor is selected, its files. A change is a server action, then the page is read again.
 */
export function LaboresAdminScreen({
  list,
  query,
  queryError,
  page: data,
  categories,
}: {
  list: ListAddress;
  query: LaborListFilters;
  queryError?: string;
  page: LaborPage;
  categories: readonly Category[];
}) {
  const router = useRouter();
  const reload = () => router.refresh();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  const [editing, setEditing] = useState<LaborDetail | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  const [deleting, setDeleting] = useState<LaborListItem | null>(null);
  const [pending, startTransition] = useTransition();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const formHeadingId = useId();

  const showForm = () =>
    requestAnimationFrame(() => {
      formHeading.current?.scrollIntoView({ block: "start" });
      formHeading.current?.focus({ preventScroll: true });
    });

  const startNew = () => {
    setEditing(null);
    setFormVersion((version) => version + 1);
    showForm();
  };

  const open = async (id: number) => {
    setOpening(id);
    showForm();
    try {
      const { item } = await getJson<{ item: LaborDetail }>(`/api/admin/labores/${id}`);
      setEditing(item);
      showForm();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setOpening(null);
    }
  };

  const toggleStatus = (labor: LaborListItem) =>
    startTransition(async () => {
      const estado = labor.estado === "publicado" ? "oculto" : "publicado";
      try {
        const result = await setLaborStatusAction({ id: labor.id, estado });
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(statusChangedMessage(estado));
        if (editing?.id === labor.id) setEditing(result.data);
        reload();
      } catch (failure) {
        toast.error(actionFailure(failure, "No se pudo cambiar el estado."));
      }
    });

  const remove = (labor: LaborListItem) =>
    startTransition(async () => {
      try {
        const result = await deleteLaborAction({ id: labor.id });
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(LABOR_MESSAGES.deleted);
        if (editing?.id === labor.id) startNew();
        reload();
      } catch (failure) {
        toast.error(actionFailure(failure, "No se pudo eliminar."));
      } finally {
        setDeleting(null);
      }
    });

  const onAction = (action: LaborRowAction, labor: LaborListItem) => {
    if (action === "editar") void open(labor.id);
    else if (action === "estado") toggleStatus(labor);
    else setDeleting(labor);
  };

  return (
    <>
      <PageHeading
        help="labores"
        title="Labores"
        backHref="/admin/landing"
        backLabel="Volver al sitio público"
      >
        <Button onClick={startNew}>
          <Plus aria-hidden />
          Nueva labor
        </Button>
      </PageHeading>
      <div className="flex flex-col gap-4">
        <LaborFilters list={list} query={query} />
        <ListQueryError error={queryError} />
        <LaborTable
          items={data.items}
          busy={pending}
          selectedId={editing?.id ?? null}
          onAction={onAction}
        />
        <Pager
          page={data.page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(list, query, { page: target })}
          summary={`${data.total} ${data.total === 1 ? "labor" : "labores"}`}
          className=""
        />
      </div>
      <div className="mt-8 grid items-start gap-6 xl:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h2
              id={formHeadingId}
              ref={formHeading}
              tabIndex={-1}
              className="scroll-mt-4 text-xl font-semibold outline-none"
            >
              {editing ? `Editar: ${editing.titulo}` : "Nueva labor"}
            </h2>
            {opening !== null ? (
              <Spinner label="Cargando labor…" className="text-primary" />
            ) : (
              <LaborForm
                key={editing ? `${editing.id}-${editing.updated_at}` : `nueva-${formVersion}`}
                labor={editing}
                categories={categories}
                labelledBy={formHeadingId}
                onSaved={(labor) => {
                  setEditing(labor);
                  reload();
                }}
                onCancel={startNew}
              />
            )}
          </CardContent>
        </Card>
        {editing && opening === null && (
          <Card>
            <CardContent>
              <LaborMediaPanel key={editing.id} laborId={editing.id} onChanged={reload} />
            </CardContent>
          </Card>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          title="¿Eliminar labor?"
          description={`«${deleting.titulo}» y sus archivos se eliminarán definitivamente.`}
          confirmLabel="Eliminar"
          pendingLabel="Eliminando…"
          destructive
          pending={pending}
          onConfirm={() => remove(deleting)}
        />
      )}
    </>
  );
}
