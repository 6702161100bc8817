// Biography versions (by `version`), with their images, gallery and blocks. Images are made only
// for a version that does not exist yet.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { BIOGRAPHY_VERSIONS, type BiographySeed } from "./data/biography";
import { LEGISLATOR } from "./data/identity";
import { uploadImage, uploadLogo, type UploadedImage } from "./images";
import { daysAgo, type SectionResult } from "./util";

async function versionImages(seed: BiographySeed) {
  const prefix = `biografia-v${seed.version}`;
  const { principal, destacada, profesional, logo } = seed.images;
  const [imgPrincipal, imgDestacada, imgProfesional, imgLogo, galeria] = await Promise.all([
    uploadImage({
      scene: "personas",
      size: "portrait",
      caption: principal.caption,
      kicker: "Retrato oficial",
      palette: principal.palette,
      name: `${prefix}-principal.jpg`,
    }),
    destacada
      ? uploadImage({
          ...destacada,
          size: "cover",
          kicker: "Biografía",
          name: `${prefix}-destacada.jpg`,
        })
      : Promise.resolve<UploadedImage | null>(null),
    profesional
      ? uploadImage({
          scene: "personas",
          size: "portrait",
          caption: profesional.caption,
          kicker: "Perfil profesional",
          palette: profesional.palette,
          name: `${prefix}-profesional.jpg`,
        })
      : Promise.resolve<UploadedImage | null>(null),
    logo
      ? uploadLogo(LEGISLATOR.initials, LEGISLATOR.logoLabel, `${prefix}-logo.png`)
      : Promise.resolve<UploadedImage | null>(null),
    Promise.all(
      seed.galeria.map((image, index) =>
        uploadImage({
          scene: image.scene,
          caption: image.caption,
          palette: image.palette,
          kicker: "Galería",
          size: "gallery",
          name: `${prefix}-galeria-${index + 1}.jpg`,
        }),
      ),
    ),
  ]);
  return { imgPrincipal, imgDestacada, imgProfesional, imgLogo, galeria };
}

export async function seedBiography(db: PrismaClient): Promise<SectionResult> {
  let created = 0;
  let images = 0;
  const now = new Date();
  for (const seed of BIOGRAPHY_VERSIONS) {
    const existing = await db.biographyVersion.findUnique({
      where: { version: seed.version },
      select: { id: true },
    });
    if (existing) continue;
    // Only one version may be active: never steal the flag from a version an administrator chose.
    const activeExists =
      seed.activa && (await db.biographyVersion.count({ where: { es_activa: true } })) > 0;
    const { imgPrincipal, imgDestacada, imgProfesional, imgLogo, galeria } =
      await versionImages(seed);
    images += 1 + galeria.length + [imgDestacada, imgProfesional, imgLogo].filter(Boolean).length;
    const createdAt = daysAgo(seed.createdDaysAgo, now);
    await db.biographyVersion.upsert({
      where: { version: seed.version },
      update: {},
      create: {
        version: seed.version,
        es_activa: seed.activa && !activeExists ? true : null,
        introduccion: seed.introduccion,
        biografia_texto: seed.biografia_texto,
        slogan: seed.slogan,
        trayectoria: seed.trayectoria,
        mision: seed.mision,
        valores: seed.valores,
        historia_gestion: seed.historia_gestion,
        mensaje_final: seed.mensaje_final,
        video_url: seed.video_url,
        imagen_principal: imgPrincipal.url,
        imagen_destacada: imgDestacada?.url ?? null,
        imagen_logo: imgLogo?.url ?? null,
        imagen_profesional: imgProfesional?.url ?? null,
        created_at: createdAt,
        fecha_actualizacion: createdAt,
        imagenes: {
          create: galeria.map((image, index) => ({
            url: image.url,
            descripcion: seed.galeria[index]?.descripcion ?? null,
            orden: index,
          })),
        },
        bloques: { create: seed.bloques.map((bloque, index) => ({ ...bloque, orden: index })) },
      },
    });
    created += 1;
  }
  return { section: "Biografía", created, existing: BIOGRAPHY_VERSIONS.length - created, images };
}
