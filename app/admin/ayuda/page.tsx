import type { Metadata } from "next";
import { GuideArticle } from "@/components/admin/guide/GuideArticle";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { readGuide } from "@/lib/guide/guide";

export const metadata: Metadata = { title: "Guía de la oficina" };

/** The office's guide, from docs/guia-de-la-oficina.md: open to every administrator. */
export default async function GuidePage() {
  await requireAdminPage("backoffice.access");
  return (
    <>
      <PageHeading
        title="Guía de la oficina"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      <GuideArticle blocks={readGuide()} />
    </>
  );
}
