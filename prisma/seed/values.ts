// The values area. Compromisos have no natural key: each is found by its introduction title.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { COMPROMISOS, type CompromisoSeed, type ImageSeed } from "./data/values";
import { uploadImage, type UploadedImage } from "./images";
import { addHours, daysAgo, slugify, type SectionResult } from "./util";

function upload(image: ImageSeed, name: string, kicker: string): Promise<UploadedImage> {
  return uploadImage({
    scene: image.scene,
    caption: image.caption,
    palette: image.palette,
    kicker,
    size: "gallery",
    name: `${slugify(name)}.jpg`,
  });
}

async function createCompromiso(
  db: PrismaClient,
  seed: CompromisoSeed,
  index: number,
  now: Date,
): Promise<number> {
  const prefix = `valores-${index + 1}`;
  const [valores, formales, mensajes, visuales] = await Promise.all([
    Promise.all(
      seed.valores.map((v, i) =>
        Promise.all(
          v.images.map((img, j) => upload(img, `${prefix}-valor-${i + 1}-${j + 1}`, "Valores")),
        ),
      ),
    ),
    Promise.all(
      seed.formales.map((f, i) =>
        Promise.all(
          f.images.map((img, j) =>
            upload(img, `${prefix}-formal-${i + 1}-${j + 1}`, "Compromiso formal"),
          ),
        ),
      ),
    ),
    Promise.all(
      seed.mensajes.map((m, i) =>
        Promise.all(
          m.images.map((img, j) => upload(img, `${prefix}-mensaje-${i + 1}-${j + 1}`, "Mensaje")),
        ),
      ),
    ),
    Promise.all(
      seed.visuales.map((v, i) =>
        v.tipo === "foto"
          ? upload(v.image, `${prefix}-visual-${i + 1}`, "Elementos visuales")
          : Promise.resolve<UploadedImage | null>(null),
      ),
    ),
  ]);
  const createdAt = daysAgo(seed.createdDaysAgo, now);
  // Children are created in order, a minute apart, so that lists sorted by id or date agree.
  let minute = 0;
  const at = () => addHours(createdAt, ++minute / 60);
  const row = await db.compromiso.create({
    data: {
      introduccion_titulo: seed.introduccion_titulo,
      introduccion_subtitulo: seed.introduccion_subtitulo,
      introduccion_parrafo: seed.introduccion_parrafo,
      created_at: createdAt,
      updated_at: createdAt,
      valores: {
        create: seed.valores.map((v, i) => ({
          titulo: v.titulo,
          descripcion: v.descripcion,
          created_at: at(),
          images: {
            create: (valores[i] ?? []).map((img) => ({
              url: img.url,
              public_id: img.key,
              created_at: createdAt,
            })),
          },
        })),
      },
      formales: {
        create: seed.formales.map((f, i) => ({
          titulo: f.titulo,
          descripcion: f.descripcion,
          created_at: at(),
          images: {
            create: (formales[i] ?? []).map((img, j) => ({
              url: img.url,
              public_id: img.key,
              descripcion: f.images[j]?.descripcion ?? null,
              created_at: createdAt,
            })),
          },
        })),
      },
      mensajes: {
        create: seed.mensajes.map((m, i) => ({
          texto: m.texto,
          created_at: at(),
          images: {
            create: (mensajes[i] ?? []).map((img) => ({
              url: img.url,
              public_id: img.key,
              created_at: createdAt,
            })),
          },
        })),
      },
      visuales: {
        create: seed.visuales.map((v, i) => {
          const uploaded = visuales[i] ?? null;
          return {
            tipo: v.tipo,
            descripcion: v.descripcion,
            url: v.tipo === "foto" ? (uploaded?.url ?? "") : v.url,
            public_id: uploaded?.key ?? null,
            created_at: at(),
          };
        }),
      },
    },
    select: { id: true },
  });
  return row.id;
}

function imageCount(seed: CompromisoSeed): number {
  const nested = [...seed.valores, ...seed.formales, ...seed.mensajes].reduce(
    (total, item) => total + item.images.length,
    0,
  );
  return nested + seed.visuales.filter((v) => v.tipo === "foto").length;
}

export async function seedValues(db: PrismaClient): Promise<SectionResult> {
  const now = new Date();
  let created = 0;
  let images = 0;
  // Sequential on purpose: the current (last) compromiso must get the highest id.
  for (const [index, seed] of COMPROMISOS.entries()) {
    const existing = await db.compromiso.findFirst({
      where: { introduccion_titulo: seed.introduccion_titulo },
      select: { id: true },
    });
    if (existing) continue;
    await createCompromiso(db, seed, index, now);
    created += 1;
    images += imageCount(seed);
  }
  return { section: "Valores", created, existing: COMPROMISOS.length - created, images };
}
