import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BiographyImages } from "@/components/admin/biography/BiographyImages";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getBiographyVersion } from "@/lib/biography/admin-queries";
import { idSchema } from "@/lib/validation/fields";

export const metadata: Metadata = { title: "Imágenes de la biografía" };

/** Product.md §B.2: the four single images and the gallery of one version, uploaded with progress. */
export default async function BiographyImagesPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireAdminPage("biography.write");
  const id = idSchema.safeParse((await params).id);
  const version = id.success ? await getBiographyVersion(actor, id.data) : null;
  if (!version) notFound();
  return (
    <>
      <PageHeading
        help="biografia"
        title={`Imágenes de la Versión ${version.version}`}
        backHref="/admin/landing/biografia"
        backLabel="Volver a biografías"
      />
      <BiographyImages version={version} />
    </>
  );
}
