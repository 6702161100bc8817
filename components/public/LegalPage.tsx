import type { ReactNode } from "react";
import { formatLongDate } from "@/lib/format/display";
import { PageHeader } from "./PageHeader";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const PROSE =
  "text-base leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:my-1.5 [&_p]:my-3 [&_strong]:text-foreground [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6";

/** A legal text: its date, a table of contents and numbered sections. */
export function LegalPage({
  title,
  path,
  updated,
  intro,
  sections,
}: {
  title: string;
  path: string;
  /** YYYY-MM-DD of the last change of the text. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHeader title={title} trail={[{ name: title, path }]}>
        <p className="mt-4 text-sm text-on-dark-muted">
          Última actualización: <time dateTime={updated}>{formatLongDate(updated)}</time>
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 py-10 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <nav aria-labelledby="legal-indice" className="rounded-lg border border-border bg-muted p-5 text-sm lg:sticky lg:top-4">
          <h2 id="legal-indice" className="mb-3 font-semibold">
            Contenido
          </h2>
          <ol className="grid gap-1.5">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-6 text-primary underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={`max-w-3xl ${PROSE}`}>
          <div className="text-lg">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="mt-10 scroll-mt-6">
              <h2 id={`${section.id}-titulo`} className="text-2xl font-bold text-foreground">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
