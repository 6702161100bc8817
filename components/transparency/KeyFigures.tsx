import { formatNumber, formatPercent } from "@/lib/format/display";
import { SMALL_GROUP_LIMIT, type TransparencyData } from "@/lib/transparency/schema";

// The headline figures of /transparencia, each with its definition beside it. A figure that is
// not known yet says so in words, never as 0 or 0 %.

type Gestiones = TransparencyData["gestiones"];

const WAITING = `Menos de ${SMALL_GROUP_LIMIT}`;
const NOT_ENOUGH = "Sin datos suficientes";

const count = (value: number | null) => (value === null ? WAITING : formatNumber(value));
const days = (value: number | null) =>
  value === null
    ? NOT_ENOUGH
    : `${formatNumber(value)} ${value === 1 ? "día hábil" : "días hábiles"}`;

interface Figure {
  label: string;
  value: string;
  definition: string;
}

function Card({ figure }: { figure: Figure }) {
  return (
    <div className="flex flex-col rounded-lg border border-border bg-white p-5 shadow-sm">
      <dt className="text-sm font-semibold text-foreground">{figure.label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary tabular-nums sm:text-3xl">
        {figure.value}
      </dd>
      <dd className="mt-2 text-sm text-muted-foreground">{figure.definition}</dd>
    </div>
  );
}

/** "12 en curso + 3 resueltas + 3 rechazadas" (the parts of the received total). */
function parts(gestiones: Gestiones): string | null {
  if (gestiones.total === null || gestiones.abiertas === null) return null;
  const part = (value: number | null, one: string, many: string) =>
    value === null
      ? `${WAITING.toLowerCase()} ${many}`
      : `${formatNumber(value)} ${value === 1 ? one : many}`;
  return [
    part(gestiones.abiertas, "en curso", "en curso"),
    part(gestiones.resueltas, "resuelta", "resueltas"),
    part(gestiones.rechazadas, "rechazada", "rechazadas"),
  ].join(" + ");
}

export function KeyFigures({ gestiones, hasta }: { gestiones: Gestiones; hasta: string }) {
  const sum = parts(gestiones);
  const counts: Figure[] = [
    {
      label: "Gestiones recibidas",
      value: count(gestiones.total),
      definition: sum
        ? `Enviadas a la oficina hasta el ${hasta}: ${sum}.`
        : `Se publican cuando suman al menos ${SMALL_GROUP_LIMIT}.`,
    },
    {
      label: "En curso",
      value: count(gestiones.abiertas),
      definition:
        "Recibidas que aún no se cuentan como resueltas ni como rechazadas, también las que esperan información que la oficina pidió al ciudadano.",
    },
    {
      label: "Resueltas",
      value: count(gestiones.resueltas),
      definition: `La oficina las dio por resueltas; una gestión reabierta después sigue contada aquí. Se publican en grupos de al menos ${SMALL_GROUP_LIMIT}.`,
    },
    {
      label: "Rechazadas",
      value: count(gestiones.rechazadas),
      definition: `La oficina las cerró sin resolverlas, por ejemplo porque no le corresponden. Se publican en grupos de al menos ${SMALL_GROUP_LIMIT}.`,
    },
  ];
  const times: Figure[] = [
    {
      label: "Mediana hasta la primera respuesta",
      value: days(gestiones.mediana_dias_primera_respuesta),
      definition: `La mitad de las gestiones recibió el primer mensaje de la oficina en este número de días hábiles o menos, contados desde el día siguiente al envío. Se publica con al menos ${SMALL_GROUP_LIMIT} gestiones respondidas.`,
    },
    {
      label: "Mediana hasta la resolución",
      value: days(gestiones.mediana_dias_resolucion),
      definition: `La mitad de las gestiones resueltas se resolvió en este número de días hábiles o menos desde su envío. Se publica con al menos ${SMALL_GROUP_LIMIT} resueltas.`,
    },
    {
      label: "Resueltas dentro del plazo prometido",
      value:
        gestiones.dentro_de_plazo === null ? NOT_ENOUGH : formatPercent(gestiones.dentro_de_plazo),
      definition: `De las gestiones con fecha prometida cuyo plazo ya se cumplió (resueltas, o abiertas pasada la fecha), la parte que se resolvió a tiempo. No cuentan las rechazadas ni las que esperan información del ciudadano: mientras esperan, su plazo está detenido y no se cuentan como atrasadas. Se publica con al menos ${SMALL_GROUP_LIMIT} de ellas.`,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {counts.map((figure) => (
          <Card key={figure.label} figure={figure} />
        ))}
      </dl>
      <dl className="grid gap-4 lg:grid-cols-3">
        {times.map((figure) => (
          <Card key={figure.label} figure={figure} />
        ))}
      </dl>
    </div>
  );
}
