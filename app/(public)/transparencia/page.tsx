import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/public/PageHeader";
import { absoluteUrl, JsonLd, pageMetadata } from "@/components/public/seo";
import { BarChartFigure } from "@/components/transparency/BarChartFigure";
import { ChartFigure, countColumn, type TableColumn } from "@/components/transparency/ChartFigure";
import { MonthlyChart } from "@/components/transparency/MonthlyChart";
import { formatDateTime, formatMonth, formatNumber, formatPercent } from "@/lib/format";
import { officeName, siteName, type Identity } from "@/lib/site/identity-schema";
import { getTransparency } from "@/lib/transparency/queries";
import {
  CSV_LICENSE,
  CSV_LICENSE_URL,
  type CategoryFigure,
  type MonthFigure,
  type PlaceFigure,
  type TransparencyData,
} from "@/lib/transparency/schema";
import { requireSection } from "../_lib/section";

// Prerendered, recomputed at most hourly (after the cron refreshes the figures) and at once when
// the office switches the section or changes published labores (lib/transparency/cache.ts).

const TITLE = "Transparencia";
const DESCRIPTION =
  "Cómo responde la oficina a las gestiones de la ciudadanía: cuántas recibe y resuelve, en cuántos días hábiles responde, por categoría, municipio y mes, con datos abiertos para descargar.";
const CSV_PATH = "/transparencia/datos.csv";
const JSON_PATH = "/api/transparencia";
const TOP_PLACES = 10;

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: TITLE, description: DESCRIPTION, path: "/transparencia" });

const days = (value: number | null) =>
  value === null
    ? "Sin datos aún"
    : `${formatNumber(value)} ${value === 1 ? "día hábil" : "días hábiles"}`;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <span aria-hidden className="mt-3 block h-1 w-12 rounded-full bg-accent" />
        {intro && <p className="mt-4 max-w-3xl text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

const placeLabel = (place: PlaceFigure) =>
  place.municipio === place.departamento
    ? place.municipio
    : `${place.municipio}, ${place.departamento}`;

/** The columns of a table of places: municipality, department and the count named `counted`. */
const placeColumns = (counted: string): TableColumn<PlaceFigure>[] => [
  { header: "Municipio", cell: (place) => place.municipio },
  { header: "Departamento", cell: (place) => place.departamento },
  countColumn(counted, (place: PlaceFigure) => place.total),
];

function KeyFigures({ gestiones }: { gestiones: TransparencyData["gestiones"] }) {
  const figures = [
    { label: "Gestiones recibidas", value: formatNumber(gestiones.total) },
    { label: "Resueltas", value: formatNumber(gestiones.resueltas) },
    { label: "Abiertas", value: formatNumber(gestiones.abiertas) },
    {
      label: "Mediana hasta la primera respuesta",
      value: days(gestiones.mediana_dias_primera_respuesta),
    },
    { label: "Mediana hasta la resolución", value: days(gestiones.mediana_dias_resolucion) },
    {
      label: "Resueltas dentro del plazo prometido",
      value:
        gestiones.dentro_de_plazo === null
          ? "Sin datos aún"
          : formatPercent(gestiones.dentro_de_plazo),
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-border bg-white p-5 shadow-sm">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-primary tabular-nums sm:text-3xl">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function datasetJsonLd(data: TransparencyData, identity: Identity) {
  return {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: `Gestiones ciudadanas atendidas por la ${officeName(identity)}`,
    description: DESCRIPTION,
    url: absoluteUrl("/transparencia"),
    inLanguage: "es-GT",
    isAccessibleForFree: true,
    license: CSV_LICENSE_URL,
    dateModified: data.generated_at,
    spatialCoverage: { "@type": "Place", name: "Guatemala" },
    creator: {
      "@type": "Person",
      name: siteName(identity),
      ...(identity.cargo ? { jobTitle: identity.cargo } : {}),
    },
    variableMeasured: [
      "gestiones recibidas",
      "gestiones resueltas",
      "días hábiles hasta la primera respuesta",
    ],
    distribution: [
      { "@type": "DataDownload", encodingFormat: "text/csv", contentUrl: absoluteUrl(CSV_PATH) },
      {
        "@type": "DataDownload",
        encodingFormat: "application/json",
        contentUrl: absoluteUrl(JSON_PATH),
      },
    ],
  };
}

export default async function TransparencyPage() {
  const { identidad } = await requireSection("mostrar_transparencia");
  const data = await getTransparency();
  const { gestiones, labores, asistente } = data;
  const places = gestiones.por_municipio;

  return (
    <>
      <JsonLd data={datasetJsonLd(data, identidad)} />
      <PageHeader
        title={TITLE}
        trail={[{ name: TITLE, path: "/transparencia" }]}
        intro="Así responde la oficina a las gestiones que nos envías. Solo publicamos cifras agregadas: nada aquí identifica a una persona."
      />
      <div className="container-page flex flex-col gap-14 py-10 sm:py-14">
        <p className="text-sm text-muted-foreground">
          Datos actualizados el {formatDateTime(data.generated_at)}. Se recalculan cada hora. Los
          días hábiles cuentan de lunes a viernes, sin los asuetos nacionales. Los grupos de 1 a 4
          gestiones se suman en «Otros».
        </p>

        <Section id="transparencia-gestiones" title="Gestiones">
          <KeyFigures gestiones={gestiones} />
          <ChartFigure
            id="grafico-meses"
            title="Gestiones recibidas y resueltas en los últimos 12 meses"
            chart={
              <MonthlyChart
                label="Gestiones recibidas y resueltas por mes"
                months={gestiones.por_mes}
              />
            }
            rows={gestiones.por_mes}
            columns={[
              { header: "Mes", cell: (month) => formatMonth(month.mes, "long") },
              countColumn("Recibidas", (month: MonthFigure) => month.recibidas),
              countColumn("Resueltas", (month: MonthFigure) => month.resueltas),
            ]}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChartFigure
              id="grafico-categorias"
              title="Gestiones por categoría"
              rows={gestiones.por_categoria}
              bar={(row) => ({
                label: row.categoria,
                value: row.total,
                detail: `${formatNumber(row.resueltas)} resueltas`,
              })}
              columns={[
                { header: "Categoría", cell: (row) => row.categoria },
                countColumn("Gestiones", (row: CategoryFigure) => row.total),
                countColumn("Resueltas", (row: CategoryFigure) => row.resueltas),
              ]}
            />
            <BarChartFigure
              id="grafico-municipios"
              title="Gestiones por municipio"
              note={
                places.length > TOP_PLACES
                  ? `El gráfico muestra los ${TOP_PLACES} municipios con más gestiones; la tabla, todos.`
                  : "Según el municipio de residencia de quien envía la gestión."
              }
              rows={places}
              limit={TOP_PLACES}
              bar={(place) => ({ label: placeLabel(place), value: place.total })}
              columns={placeColumns("Gestiones")}
            />
          </div>
        </Section>

        <Section
          id="transparencia-labores"
          title="Labores"
          intro={`${formatNumber(labores.total)} labores publicadas.`}
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChartFigure
              id="grafico-labores-anio"
              title="Labores por año"
              rows={labores.por_anio}
              bar={(row) => ({ label: String(row.anio), value: row.total })}
              columns={[
                { header: "Año", cell: (row) => String(row.anio) },
                countColumn("Labores", (row: { total: number }) => row.total),
              ]}
            />
            <BarChartFigure
              id="grafico-labores-municipio"
              title="Labores por municipio"
              note={
                labores.por_municipio.length > TOP_PLACES
                  ? `El gráfico muestra los ${TOP_PLACES} municipios con más labores; la tabla, todos.`
                  : "Según el municipio donde se realizó cada labor."
              }
              rows={labores.por_municipio}
              limit={TOP_PLACES}
              bar={(place) => ({ label: placeLabel(place), value: place.total })}
              columns={placeColumns("Labores")}
            />
          </div>
        </Section>

        <Section id="transparencia-asistente" title="Asistente">
          <p className="max-w-3xl text-lg">
            En los últimos {asistente.dias} días el asistente respondió{" "}
            <strong>{formatNumber(asistente.preguntas_respondidas)}</strong>{" "}
            {asistente.preguntas_respondidas === 1 ? "pregunta" : "preguntas"};{" "}
            <strong>{formatNumber(asistente.con_informacion_publicada)}</strong> con información
            publicada en este sitio.
          </p>
        </Section>

        <Section
          id="transparencia-datos"
          title="Datos abiertos"
          intro="Puedes descargar estas cifras, reutilizarlas y publicarlas citando la fuente."
        >
          <ul className="flex flex-col gap-3">
            <li>
              <a
                href={CSV_PATH}
                download
                className="inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline underline-offset-4"
              >
                Descargar los datos por mes y categoría (CSV)
              </a>
            </li>
            <li>
              <a
                href={JSON_PATH}
                className="inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline underline-offset-4"
              >
                Consultar todas las cifras en JSON
              </a>
            </li>
          </ul>
          <p className="max-w-3xl">
            Licencia:{" "}
            <a
              href={CSV_LICENSE_URL}
              rel="license"
              className="font-semibold text-primary underline underline-offset-4"
            >
              Creative Commons Atribución 4.0 Internacional ({CSV_LICENSE})
            </a>
            .
          </p>
        </Section>
      </div>
    </>
  );
}
