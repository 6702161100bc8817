import { FilePlus2, Search } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { NewsBadge, OverdueBadge, StatusBadge } from "@/components/gestiones/StatusBadge";
import { Pager } from "@/components/ui/Pager";
import { Button, buttonVariants } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { formatDate, formatDateTime } from "@/lib/format/display";
import { listOwnGestiones } from "@/lib/gestiones/queries";
import { unseenByCitizen } from "@/lib/gestiones/reads";
import { citizenListQuery, GESTION_MESSAGES, OWN_GESTIONES_LIST } from "@/lib/gestiones/schema";
import { hrefFor, parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "Mis gestiones" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Product.md §C.2: the citizen's requests, 20 a page, searchable by folio and title; those with a reply
 * or a status change the citizen has not seen yet are marked.
 */
export default async function MyGestionesPage({ searchParams }: Props) {
  const citizen = await requireCitizenPage();
  const { query, error } = parseListQuery(citizenListQuery, await searchParams);
  const { items, total, page, pageSize } = await listOwnGestiones(citizen, query);
  const withNews = await unseenByCitizen(
    citizen,
    items.map((item) => item.id),
  );
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Mis gestiones</h1>
          <p className="text-muted-foreground">Tus solicitudes a la oficina y sus respuestas.</p>
        </div>
        <Link href="/portal/sugerencias/nueva" className={buttonVariants()}>
          <FilePlus2 aria-hidden />
          Nueva gestión
        </Link>
      </header>

      <ListQueryError error={error} />
      <form
        role="search"
        action="/portal/sugerencias"
        className="flex flex-col gap-1.5 sm:max-w-md"
      >
        <Label htmlFor="buscar-gestion">Buscar por folio o título</Label>
        <div className="flex gap-2">
          <Input
            id="buscar-gestion"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
          />
          <Button type="submit" variant="secondary" aria-label="Buscar">
            <Search aria-hidden />
          </Button>
        </div>
      </form>

      {items.length === 0 ? (
        <p className="rounded-lg border border-border bg-white p-6 text-muted-foreground">
          {query.q ? "Sin resultados" : GESTION_MESSAGES.emptyList}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Gestiones">
          {items.map((item) => (
            <li key={item.id}>
              <article
                className={`flex flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm sm:p-5 ${withNews.has(item.id) ? "border-2 border-primary" : "border-border"}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm text-muted-foreground">{item.folio}</span>
                  {withNews.has(item.id) && <NewsBadge />}
                  <StatusBadge status={item.status} />
                  {item.vencida && <OverdueBadge days={item.dias_vencida} />}
                </div>
                <h2 className="text-lg font-semibold">
                  <Link
                    href={`/portal/sugerencias/${item.id}`}
                    className="text-primary hover:underline"
                  >
                    {item.titulo}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">
                  {item.categoria}
                  {item.procedimiento ? ` · ${item.procedimiento}` : ""}
                </p>
                <dl className="grid gap-1 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="inline font-medium">Última actividad: </dt>
                    <dd className="inline">{formatDateTime(item.last_activity_at)}</dd>
                  </div>
                  {item.sla_due_at && (
                    <div>
                      <dt className="inline font-medium">Respuesta esperada antes del: </dt>
                      <dd className="inline">{formatDate(item.sla_due_at)}</dd>
                    </div>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pager
          page={page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(OWN_GESTIONES_LIST, query, { page: target })}
        />
      )}
    </div>
  );
}
