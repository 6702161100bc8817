// News categories (by nombre) and news items (by slug) with their cover and media images.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { NEWS, NEWS_CATEGORIES, type NewsSeed } from "./data/news";
import { uploadImage } from "./images";
import {
  addDays,
  addHours,
  assertSlug,
  dateOnly,
  daysAgo,
  guatemalaDate,
  guatemalaInstant,
  mapLimit,
  must,
  type SectionResult,
} from "./util";

interface NewsDates {
  fecha_contenido: Date;
  fecha_publicacion: Date | null;
  fecha_programada: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

function datesFor(item: NewsSeed, now: Date): NewsDates {
  if (item.estado === "programado") {
    const day = guatemalaDate(addDays(now, must(item.daysAhead, `daysAhead de ${item.slug}`)));
    const created = daysAgo(2, now);
    return {
      fecha_contenido: dateOnly(day),
      fecha_publicacion: null,
      fecha_programada: guatemalaInstant(day, item.hora),
      created_at: created,
      updated_at: addHours(created, 3),
      deleted_at: null,
    };
  }
  const day = guatemalaDate(daysAgo(must(item.daysAgo, `daysAgo de ${item.slug}`), now));
  const instant = guatemalaInstant(day, item.hora);
  if (item.estado === "borrador") {
    const created = instant.getTime() < now.getTime() ? instant : daysAgo(0.1, now);
    return {
      fecha_contenido: dateOnly(day),
      fecha_publicacion: null,
      fecha_programada: null,
      created_at: created,
      updated_at: created,
      deleted_at: null,
    };
  }
  // Published (or published, then archived or deleted): written a day before it went out.
  const deleted =
    item.deletedAfterDays === undefined ? null : addDays(instant, item.deletedAfterDays);
  const archived = item.estado === "archivado" ? addDays(instant, 30) : null;
  return {
    fecha_contenido: dateOnly(day),
    fecha_publicacion: instant,
    fecha_programada: null,
    created_at: addDays(instant, -1),
    updated_at: deleted ?? archived ?? instant,
    deleted_at: deleted,
  };
}

export async function seedNews(db: PrismaClient): Promise<SectionResult> {
  const categoryIds = new Map<string, number>();
  for (const category of NEWS_CATEGORIES) {
    const row = await db.newsCategory.upsert({
      where: { nombre: category.nombre },
      create: category,
      update: {},
      select: { id: true },
    });
    categoryIds.set(category.nombre, row.id);
  }

  const slugs = NEWS.map((item) => assertSlug(item.slug));
  const existing = new Set(
    (await db.news.findMany({ where: { slug: { in: slugs } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  const missing = NEWS.filter((item) => !existing.has(item.slug));
  const now = new Date();
  let images = 0;

  await mapLimit(missing, 3, async (item) => {
    const [cover, ...media] = await Promise.all([
      uploadImage({
        scene: item.scene,
        palette: item.palette,
        caption: item.titulo,
        kicker: item.categoria,
        size: "cover",
        name: `noticia-${item.slug}-portada.jpg`,
      }),
      ...item.media.map(([scene, titulo], index) =>
        uploadImage({
          scene,
          caption: titulo,
          kicker: item.categoria,
          size: "gallery",
          name: `noticia-${item.slug}-${index + 1}.jpg`,
        }),
      ),
    ]);
    images += 1 + media.length;
    const dates = datesFor(item, now);
    await db.news.create({
      data: {
        titulo: item.titulo,
        subtitulo: item.subtitulo,
        resumen: item.resumen,
        contenido_html: item.html,
        slug: item.slug,
        estado: item.estado,
        destacado: item.destacado ?? false,
        hora_contenido: item.hora,
        categoria_id: must(categoryIds.get(item.categoria), `categoría ${item.categoria}`),
        portada_url: must(cover, "portada").url,
        portada_public_id: must(cover, "portada").key,
        ...dates,
        media: {
          create: media.map((image, index) => ({
            tipo: "image" as const,
            mime: image.mime,
            url: image.url,
            public_id: image.key,
            titulo: item.media[index]?.[1] ?? null,
            posicion: index,
            created_at: dates.created_at,
          })),
        },
      },
    });
  });

  return {
    section: "Noticias",
    created: missing.length,
    existing: existing.size,
    images,
    note: `${NEWS_CATEGORIES.length} categorías`,
  };
}
