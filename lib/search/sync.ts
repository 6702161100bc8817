import "server-only";
import type { CacheTag } from "@/lib/content/cache";
import { db, type Tx } from "@/lib/db";
import { fieldsOf } from "@/lib/gestiones/mappers";
import { passagesOf, plainText, soundOf, wordsOf } from "@/lib/search/text";
import { SOCIAL_NETWORK_LABELS } from "@/lib/site/schema";

// The search index follows the content: every write of public content rewrites the passages of
// what it touched, in the same transaction (lib/content/change.ts, the gestiones catalog), so an
// item is answerable the moment it is published and unanswerable the moment it is hidden. Only
// what a visitor may read is indexed: published news (scheduled ones from their time on),
// published labores, the active biography, the values commitment shown on /valores, the contact
// details and the active procedures of gestiones.

export type PassageSource = "noticia" | "labor" | "biografia" | "valores" | "contacto" | "tramite";

interface Section {
  title: string;
  text: string;
}

interface Document {
  sourceId: number;
  url: string;
  date: Date | null;
  visibleFrom?: Date | null;
  sections: Section[];
}

const GROUP_ID = 0;

/** Replaces the passages of a source's documents (all of them when `ids` is omitted). */
async function replace(
  tx: Tx,
  source: PassageSource,
  documents: Document[],
  ids?: number[],
): Promise<void> {
  await tx.searchPassage.deleteMany({
    where: { source, ...(ids ? { source_id: { in: ids } } : {}) },
  });
  const rows = documents.flatMap((document) =>
    document.sections
      .flatMap((section) =>
        passagesOf(section.text).map((body) => ({ title: section.title, body })),
      )
      .map((passage, position) => ({
        source,
        source_id: document.sourceId,
        position,
        title: passage.title,
        body: passage.body,
        url: document.url,
        date: document.date,
        visible_from: document.visibleFrom ?? null,
      })),
  );
  if (!rows.length) return;
  await tx.searchPassage.createMany({ data: rows });
  await indexTerms(tx, source, ids);
  const words = [...new Set(rows.flatMap((row) => wordsOf(`${row.title} ${row.body}`)))];
  await tx.$executeRaw`
    INSERT INTO search_words (word, sound)
    SELECT * FROM unnest(${words}::text[], ${words.map(soundOf)}::text[])
    ON CONFLICT DO NOTHING`;
}

/**
 * BM25's statistics of the passages just written: each stem with its frequency (title stems count
 * twice: a word in the title says more about the item), and each passage's length — also on its
 * postings, with its section and visibility, which is all the ranking reads.
 */
async function indexTerms(tx: Tx, source: PassageSource, sourceIds?: number[]): Promise<void> {
  await tx.$executeRaw`
    WITH terms AS (
      SELECT p.id, p.source, p.visible_from, t.lexeme,
             sum(CASE WHEN w = 'A' THEN 2 ELSE 1 END)::int AS tf
      FROM search_passages p,
           unnest(passage_terms(p.title, p.body)) AS t,
           unnest(t.weights) AS w
      WHERE p.source = ${source}
        AND (${sourceIds ?? null}::int[] IS NULL OR p.source_id = ANY(${sourceIds ?? null}::int[]))
      GROUP BY p.id, t.lexeme
    ),
    lengths AS (SELECT id, sum(tf)::int AS length FROM terms GROUP BY id),
    postings AS (
      INSERT INTO search_postings (passage_id, term, tf, length, source, visible_from)
      SELECT t.id, t.lexeme, t.tf, l.length, t.source, t.visible_from
      FROM terms t JOIN lengths l ON l.id = t.id
    )
    UPDATE search_passages p SET length = l.length FROM lengths l WHERE p.id = l.id`;
}

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => plainText(part).trim())
    .filter(Boolean)
    .join("\n");

/** Published news (or all of them): scheduled items count from their time, like every reader. */
async function syncNews(tx: Tx, ids?: number[]): Promise<void> {
  const rows = await tx.news.findMany({
    where: {
      ...(ids ? { id: { in: ids } } : {}),
      deleted_at: null,
      OR: [{ estado: "publicado" }, { estado: "programado", fecha_programada: { not: null } }],
    },
    select: {
      id: true,
      slug: true,
      titulo: true,
      subtitulo: true,
      resumen: true,
      contenido_html: true,
      estado: true,
      fecha_programada: true,
      fecha_publicacion: true,
      fecha_contenido: true,
    },
  });
  await replace(
    tx,
    "noticia",
    rows.map((row) => ({
      sourceId: row.id,
      url: `/noticias/${row.slug}`,
      date: row.fecha_publicacion ?? row.fecha_programada ?? row.fecha_contenido,
      visibleFrom: row.estado === "programado" ? row.fecha_programada : null,
      sections: [
        {
          title: row.titulo,
          text: joined(row.subtitulo, row.resumen, row.contenido_html) || row.titulo,
        },
      ],
    })),
    ids,
  );
}

async function syncLabores(tx: Tx, ids?: number[]): Promise<void> {
  const rows = await tx.labor.findMany({
    where: { ...(ids ? { id: { in: ids } } : {}), estado: "publicado" },
    select: {
      id: true,
      slug: true,
      titulo: true,
      subtitulo: true,
      resumen: true,
      descripcion: true,
      anio_ejecucion: true,
    },
  });
  await replace(
    tx,
    "labor",
    rows.map((row) => ({
      sourceId: row.id,
      url: `/labores/${row.slug}`,
      date: new Date(Date.UTC(row.anio_ejecucion, 0, 1)),
      sections: [
        {
          title: row.titulo,
          text: joined(row.subtitulo, row.resumen, row.descripcion) || row.titulo,
        },
      ],
    })),
    ids,
  );
}

const BIOGRAPHY_SECTIONS = [
  ["introduccion", "Biografía"],
  ["biografia_texto", "Biografía"],
  ["trayectoria", "Trayectoria"],
  ["mision", "Misión"],
  ["valores", "Valores"],
  ["historia_gestion", "Historia de gestión"],
  ["mensaje_final", "Mensaje"],
] as const;

async function syncBiography(tx: Tx): Promise<void> {
  const active = await tx.biographyVersion.findFirst({
    where: { es_activa: true },
    select: {
      id: true,
      slogan: true,
      fecha_actualizacion: true,
      introduccion: true,
      biografia_texto: true,
      trayectoria: true,
      mision: true,
      valores: true,
      historia_gestion: true,
      mensaje_final: true,
      bloques: { select: { titulo: true, contenido: true }, orderBy: { orden: "asc" } },
    },
  });
  const documents: Document[] = active
    ? [
        {
          sourceId: GROUP_ID,
          url: "/biografia",
          date: active.fecha_actualizacion,
          sections: [
            ...BIOGRAPHY_SECTIONS.map(([field, title]) => ({
              title,
              // The slogan is shown without a label: the passage names it, so that "¿cuál es su
              // lema?" finds it.
              text: joined(
                field === "introduccion" && active.slogan ? `Lema: ${active.slogan}.` : null,
                active[field],
              ),
            })),
            ...active.bloques.map((block) => ({
              title: block.titulo,
              text: joined(block.contenido),
            })),
          ],
        },
      ]
    : [];
  await replace(tx, "biografia", documents);
}

async function syncValues(tx: Tx): Promise<void> {
  // The commitment /valores shows: the newest.
  const compromiso = await tx.compromiso.findFirst({
    orderBy: { id: "desc" },
    select: {
      introduccion_titulo: true,
      introduccion_subtitulo: true,
      introduccion_parrafo: true,
      updated_at: true,
      valores: { select: { titulo: true, descripcion: true }, orderBy: { id: "asc" } },
      formales: { select: { titulo: true, descripcion: true }, orderBy: { id: "asc" } },
      mensajes: { select: { texto: true }, orderBy: { id: "asc" } },
    },
  });
  const documents: Document[] = compromiso
    ? [
        {
          sourceId: GROUP_ID,
          url: "/valores",
          date: compromiso.updated_at,
          sections: [
            {
              title: compromiso.introduccion_titulo ?? "Compromiso",
              text: joined(compromiso.introduccion_subtitulo, compromiso.introduccion_parrafo),
            },
            ...compromiso.valores.map((valor) => ({
              title: `Valor: ${valor.titulo}`,
              text: joined(valor.titulo, valor.descripcion),
            })),
            ...compromiso.formales.map((formal) => ({
              title: `Compromiso: ${formal.titulo}`,
              text: joined(formal.titulo, formal.descripcion),
            })),
            ...compromiso.mensajes.map((mensaje) => ({
              title: "Mensaje del diputado",
              text: joined(mensaje.texto),
            })),
          ],
        },
      ]
    : [];
  await replace(tx, "valores", documents);
}

async function syncContact(tx: Tx): Promise<void> {
  // One query at a time: a transaction's connection runs them in turn anyway.
  const settings = await tx.siteSettings.findUnique({
    where: { id: 1 },
    select: {
      email_oficial: true,
      telefono_oficial: true,
      direccion_oficial: true,
      horario_atencion: true,
      updated_at: true,
    },
  });
  const links = await tx.socialLink.findMany({ orderBy: { orden: "asc" }, select: { tipo: true } });
  // One passage per detail, titled by what it is: the address, the telephone and the hours are
  // separate answers.
  const detail = (title: string, value: string | null | undefined) =>
    value ? [{ title, text: `${title}: ${value}.` }] : [];
  const networks = links.map((link) => SOCIAL_NETWORK_LABELS[link.tipo]).join(", ");
  await replace(tx, "contacto", [
    {
      sourceId: GROUP_ID,
      url: "/contacto",
      date: settings?.updated_at ?? null,
      sections: [
        {
          title: "Contacto con la oficina",
          text: "Puedes escribir a la oficina del diputado con el formulario de contacto de este sitio.",
        },
        ...detail("Correo oficial de contacto", settings?.email_oficial),
        ...detail("Teléfono de la oficina", settings?.telefono_oficial),
        ...detail("Dirección de la oficina", settings?.direccion_oficial),
        ...detail("Horario de atención", settings?.horario_atencion),
        ...detail("Redes sociales oficiales", networks),
      ],
    },
  ]);
}

/**
 * A choice list longer than this (the department's 24 municipalities) says nothing about what a
 * procedure is for, and would make every procedure answer any question naming a place.
 */
const MAX_INDEXED_OPTIONS = 8;

/** What a procedure's form asks, with the choices it offers ("Programa: Becas de estudio, …"). */
function askedFor(schema: unknown): string | null {
  const fields = fieldsOf(schema);
  if (!fields.length) return null;
  return `El formulario pide: ${fields
    .map((field) =>
      field.options?.length && field.options.length <= MAX_INDEXED_OPTIONS
        ? `${field.label} (${field.options.join(", ")})`
        : field.label,
    )
    .join("; ")}.`;
}

/** The procedures citizens can file, so that a question about one points to its form. */
async function syncProcedures(tx: Tx): Promise<void> {
  const templates = await tx.gestionTemplate.findMany({
    where: { activo: true, categoria: { activo: true } },
    select: {
      id: true,
      nombre: true,
      descripcion: true,
      data_schema_json: true,
      categoria: { select: { nombre: true, descripcion: true, sla_dias_habiles: true } },
    },
  });
  await replace(
    tx,
    "tramite",
    templates.map((template) => ({
      sourceId: template.id,
      url: `/portal/sugerencias/nueva?tramite=${template.id}`,
      date: null,
      sections: [
        {
          title: `Trámite: ${template.nombre}`,
          text: [
            `${template.nombre}, en la categoría ${template.categoria.nombre}.`,
            template.descripcion,
            template.categoria.descripcion,
            askedFor(template.data_schema_json),
            `Puedes solicitarlo como gestión desde el portal ciudadano: Nueva gestión, categoría ${template.categoria.nombre}, trámite ${template.nombre}.`,
            `La oficina responde en ${template.categoria.sla_dias_habiles} días hábiles.`,
          ]
            .filter(Boolean)
            .join("\n"),
        },
      ],
    })),
  );
}

/**
 * Called inside the transaction of every public-content change (`commitChange`): rewrites the
 * passages of the item it names, or of the whole section for the small ones.
 */
export async function syncSearchIndex(
  tx: Tx,
  tag: CacheTag,
  changed: { entity?: string; entityId?: string | number },
): Promise<void> {
  const id = Number(changed.entityId);
  const only = Number.isInteger(id) && id > 0 ? [id] : undefined;
  if (tag === "news") return syncNews(tx, changed.entity === "news" ? only : undefined);
  if (tag === "labores") return syncLabores(tx, changed.entity === "labor" ? only : undefined);
  if (tag === "biography") return syncBiography(tx);
  if (tag === "values") return syncValues(tx);
  if (tag === "site") return syncContact(tx);
}

/** Called inside the transaction of every change of the gestiones catalog. */
export { syncProcedures };

/** Rebuilds the whole index from the content (the seed, `npm run search:rebuild`). */
export async function rebuildSearchIndex(): Promise<number> {
  const passages = await db().$transaction(
    async (tx) => {
      await tx.searchPassage.deleteMany({});
      await syncNews(tx);
      await syncLabores(tx);
      await syncBiography(tx);
      await syncValues(tx);
      await syncContact(tx);
      await syncProcedures(tx);
      return tx.searchPassage.count();
    },
    // Term statistics for tens of thousands of passages (bench:assistant's 10,000 news) take minutes
    // on a loaded machine.
    { timeout: 600_000 },
  );
  // A rewritten index is new to the planner and its pages not yet marked all-visible: until
  // autovacuum comes by, every posting the ranking reads would be fetched from the table as well as
  // the index (bench:assistant at 10,000 news: p95 528 → 276 ms once vacuumed).
  await db().$executeRaw`VACUUM (ANALYZE) search_passages, search_postings, search_words`;
  return passages;
}
