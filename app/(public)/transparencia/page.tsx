import type { Metadata } from "next";
import { PageHeader } from "@/components/public/PageHeader";
import { absoluteUrl, JsonLd, pageMetadata } from "@/components/public/seo";
import { BarChartFigure } from "@/components/transparency/BarChartFigure";
import { ChartFigure, countColumn, type TableColumn } from "@/components/transparency/ChartFigure";
import { KeyFigures } from "@/components/transparency/KeyFigures";
import {
  departmentOf,
  formatPeriod,
  lastDayOf,
  municipalityOf,
  placeLabel,
} from "@/components/transparency/labels";
import { Method } from "@/components/transparency/Method";
import { PeriodChart } from "@/components/transparency/PeriodChart";
import { ReceivedResolvedFigure } from "@/components/transparency/ReceivedResolvedFigure";
import { Section } from "@/components/transparency/Section";
import { formatDateTime, formatLongDate, formatMonth, formatNumber } from "@/lib/format/display";
import { officeName, siteName, type Identity } from "@/lib/site/identity-schema";
import { addMonths, startOfMonth } from "@/lib/transparency/months";
import { getTransparency } from "@/lib/transparency/queries";
import {
  CSV_LICENSE,
  CSV_LICENSE_URL,
  type PeriodFigure,
  type PlaceFigure,
  type TransparencyData,
} from "@/lib/transparency/schema";
import { requireSection } from "@/lib/site/section";

// Prerendered from the month's release (lib/transparency/cache.ts): the gestiones figures change
// once a month; the page also changes at once when the office switches the section or changes
// published labores.

const TITLE = "Transparencia";
const DESCRIPTION =
  "Cómo responde la oficina a las gestiones de la ciudadanía: cuántas recibe y resuelve, en cuántos días hábiles responde, por categoría, canal de llegada, municipio y periodo, con datos abiertos para descargar.";
const CSV_PATH = "/transparencia/datos.csv";
const JSON_PATH = "/api/transparencia";
const TOP_PLACES = 10;

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: TITLE, description: DESCRIPTION, path: "/transparencia" });

/** The columns of a table of places: municipality, department and the count named `counted`. */
const placeColumns = (counted: string): TableColumn<PlaceFigure>[] => [
  { header: "Municipio", cell: municipalityOf },
  { header: "Departamento", cell: departmentOf },
  countColumn(counted, (place: PlaceFigure) => place.total),
];

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

/** When the release was computed and what it counts. */
function Publication({ data }: { data: TransparencyData }) {
  const month = formatMonth(data.periodo, "long");
  return (
    <p className="max-w-3xl text-muted-foreground">
      Publicación de {month}, calculada el {formatDateTime(data.generated_at)}.{" "}
      {data.datos_hasta
        ? `Cuenta las gestiones recibidas hasta el ${lastDayOf(data.datos_hasta)}`
        : "Aún no hay gestiones suficientes para publicar cifras: se publican cuando suman al menos 5"}
      . Las cifras se publican una vez al mes, el día 1, y no cambian durante el mes; la próxima
      publicación será el {formatLongDate(startOfMonth(addMonths(data.periodo, 1)))}.
    </p>
  );
}

export default async function TransparencyPage() {
  const { identidad } = await requireSection("mostrar_transparencia");
  const data = await getTransparency();
  const { gestiones, labores, asistente } = data;
  const places = gestiones.por_municipio;
  const hasta = data.datos_hasta;

  return (
    <>
      <JsonLd data={datasetJsonLd(data, identidad)} />
      <PageHeader
        title={TITLE}
        trail={[{ name: TITLE, path: "/transparencia" }]}
        intro="Así responde la oficina a las gestiones que nos envías. Solo publicamos cifras agregadas: nada aquí identifica a una persona."
      />
      <div className="container-page flex flex-col gap-14 py-10 sm:py-14">
        <Publication data={data} />

        <Section id="transparencia-gestiones" title="Gestiones">
          <KeyFigures gestiones={gestiones} hasta={hasta ? lastDayOf(hasta) : ""} />
          {hasta && (
            <ChartFigure
              id="grafico-periodos"
              title="Gestiones recibidas y resueltas en los últimos 12 meses"
              note="Recibidas: enviadas en el periodo. Resueltas: resueltas en el periodo, más las de periodos anteriores que esperaban a sumar 5. Un mes con menos de 5 gestiones recibidas se publica junto con los siguientes."
              chart={
                <PeriodChart
                  label="Gestiones recibidas y resueltas por periodo"
                  periods={gestiones.por_periodo}
                  last={hasta}
                />
              }
              rows={gestiones.por_periodo}
              columns={[
                { header: "Periodo", cell: (period) => formatPeriod(period.desde, period.hasta) },
                countColumn("Recibidas", (period: PeriodFigure) => period.recibidas),
                countColumn("Resueltas", (period: PeriodFigure) => period.resueltas),
                countColumn("Rechazadas", (period: PeriodFigure) => period.rechazadas),
              ]}
            />
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <ReceivedResolvedFigure
              id="grafico-categorias"
              title="Gestiones por categoría"
              note="Gestiones recibidas de cada categoría y, de ellas, las resueltas. En cada periodo, las categorías con menos de 5 gestiones se suman en «Otros»."
              group="Categoría"
              name={(row) => row.categoria}
              rows={gestiones.por_categoria}
            />
            <BarChartFigure
              id="grafico-municipios"
              title="Gestiones por municipio"
              note={`Según el municipio de residencia de quien envía la gestión; en cada periodo, los municipios con menos de 5 se suman en «Otros municipios».${
                places.length > TOP_PLACES
                  ? ` El gráfico muestra los ${TOP_PLACES} con más gestiones; la tabla, todos.`
                  : ""
              }`}
              rows={places}
              limit={TOP_PLACES}
              bar={(place) => ({ label: placeLabel(place), value: place.total })}
              columns={placeColumns("Gestiones")}
            />
          </div>
        </Section>

        <Section
          id="transparencia-canales"
          title="Por canal de llegada"
          intro="Por dónde llegó cada gestión: el portal, el formulario de contacto, o el teléfono, la oficina, WhatsApp o el correo cuando la oficina la registró por la persona."
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <ReceivedResolvedFigure
              id="grafico-canales"
              title="Gestiones por canal de llegada"
              note="Gestiones recibidas por cada canal y, de ellas, las resueltas. En cada periodo, los canales con menos de 5 gestiones se suman en «Otros»."
              group="Canal"
              name={(row) => row.canal}
              rows={gestiones.por_canal}
            />
          </div>
        </Section>

        <Section
          id="transparencia-labores"
          title="Labores"
          intro={`${formatNumber(labores.total)} labores publicadas. Cada labor se publica con su lugar, así que aquí se cuentan todas, sin sumar ninguna en «Otros».`}
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChartFigure
              id="grafico-labores-anio"
              title="Labores por año"
              note="Según el año en que se realizó cada labor."
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
              note={`Según el municipio donde se realizó cada labor.${
                labores.por_municipio.length > TOP_PLACES
                  ? ` El gráfico muestra los ${TOP_PLACES} con más labores; la tabla, todos.`
                  : ""
              }`}
              rows={labores.por_municipio}
              limit={TOP_PLACES}
              bar={(place) => ({ label: placeLabel(place), value: place.total })}
              columns={placeColumns("Labores")}
            />
          </div>
        </Section>

        <Section id="transparencia-asistente" title="Asistente">
          <p className="max-w-3xl text-lg">
            En los {asistente.dias} días antes del {formatLongDate(startOfMonth(data.periodo))} el
            asistente respondió <strong>{formatNumber(asistente.preguntas_respondidas)}</strong>{" "}
            {asistente.preguntas_respondidas === 1 ? "pregunta" : "preguntas"};{" "}
            <strong>{formatNumber(asistente.con_informacion_publicada)}</strong> con información
            publicada en este sitio. Son preguntas, no personas: nadie se identifica para hacerlas.
          </p>
        </Section>

        <Method />

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
                Descargar los datos por periodo, categoría y canal (CSV)
              </a>
              <p className="text-sm text-muted-foreground">
                Una línea por periodo publicado y categoría, y otra por periodo y canal de llegada:
                desde, hasta (meses AAAA-MM), categoría o canal (la otra columna queda vacía),
                recibidas y resueltas.
              </p>
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
