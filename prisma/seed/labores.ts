// Labor categories (by nombre) and labores (by slug) with cover, thumbnail and media.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { LABOR_CATEGORIES, LABORES } from "./data/labores";
import { uploadImage } from "./images";
import { addHours, assertSlug, daysAgo, mapLimit, must, type SectionResult } from "./util";

export async function seedLabores(db: PrismaClient): Promise<SectionResult> {
  const categoryIds = new Map<string, number>();
  for (const category of LABOR_CATEGORIES) {
    const row = await db.laborCategory.upsert({
      where: { nombre: category.nombre },
      create: category,
      update: {},
      select: { id: true },
    });
    categoryIds.set(category.nombre, row.id);
  }

  const slugs = LABORES.map((labor) => assertSlug(labor.slug));
  const existing = new Set(
    (await db.labor.findMany({ where: { slug: { in: slugs } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  const now = new Date();
  let images = 0;
  const missing = LABORES.map((labor, index) => ({ labor, index })).filter(
    ({ labor }) => !existing.has(labor.slug),
  );

  await mapLimit(missing, 3, async ({ labor, index }) => {
    const coverSeed = must(labor.media[0], `portada de ${labor.slug}`);
    const kicker = `Labores ${labor.anio_ejecucion}`;
    const [cover, thumbnail, ...others] = await Promise.all([
      uploadImage({
        scene: coverSeed.scene,
        palette: labor.palette,
        caption: labor.titulo,
        kicker,
        size: "cover",
        name: `labor-${labor.slug}-portada.jpg`,
      }),
      uploadImage({
        scene: coverSeed.scene,
        palette: labor.palette,
        caption: coverSeed.titulo,
        size: "thumbnail",
        name: `labor-${labor.slug}-miniatura.jpg`,
      }),
      ...labor.media.slice(1).map((media, i) =>
        uploadImage({
          scene: media.scene,
          caption: media.titulo,
          kicker,
          size: "gallery",
          name: `labor-${labor.slug}-${i + 2}.jpg`,
        }),
      ),
    ]);
    images += 2 + others.length;
    const createdAt = daysAgo(20 + index * 37, now);
    const uploads = [must(cover, "portada"), ...others];
    await db.labor.create({
      data: {
        titulo: labor.titulo,
        subtitulo: labor.subtitulo,
        resumen: labor.resumen,
        descripcion: labor.descripcion,
        slug: labor.slug,
        anio_ejecucion: labor.anio_ejecucion,
        departamento: labor.lugar?.departamento ?? null,
        municipio: labor.lugar?.municipio ?? null,
        categoria_id: must(categoryIds.get(labor.categoria), `categoría ${labor.categoria}`),
        destacado: labor.destacado ?? false,
        estado: labor.estado,
        portada_url: uploads[0]?.url ?? null,
        portada_public_id: uploads[0]?.key ?? null,
        portada_alt: coverSeed.descripcion,
        thumbnail_url: must(thumbnail, "miniatura").url,
        created_at: createdAt,
        updated_at: addHours(createdAt, 5),
        media: {
          create: uploads.map((upload, order) => {
            const media = must(labor.media[order], `media ${order} de ${labor.slug}`);
            return {
              tipo: "image" as const,
              mime: upload.mime,
              titulo: media.titulo,
              descripcion: media.descripcion,
              orden: order,
              // Exactly one cover per labor; the others are NULL (not false) for the unique index.
              is_portada: order === 0 ? true : null,
              url: upload.url,
              secure_url: upload.url,
              thumbnail_url: order === 0 ? (thumbnail?.url ?? null) : null,
              public_id: upload.key,
              created_at: createdAt,
            };
          }),
        },
      },
    });
  });

  return {
    section: "Labores",
    created: missing.length,
    existing: existing.size,
    images,
    note: `${LABOR_CATEGORIES.length} categorías`,
  };
}
