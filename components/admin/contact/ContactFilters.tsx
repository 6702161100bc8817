import { FieldShell } from "@/components/admin/FormFields";
import { ListFilterForm, PageSizeFilter } from "@/components/admin/ListFilters";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { CONTACT_TOPICS } from "@/lib/contact/messages";
import {
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  type ContactListQuery,
} from "@/lib/contact/inbox-schema";
import type { ListAddress } from "@/lib/lists/query";

type Choice = readonly [value: string, label: string];
const ANY: Choice = ["", "Todos"];

/** [value, label] of each select; "" filters nothing. */
const CHOICES: Record<"tema" | "estado", readonly Choice[]> = {
  tema: [ANY, ...CONTACT_TOPICS.map((tema): Choice => [tema, tema])],
  estado: [
    ANY,
    ...CONTACT_STATUSES.map((estado): Choice => [estado, CONTACT_STATUS_LABELS[estado]]),
  ],
};

const LABELS: Record<keyof typeof CHOICES, string> = {
  tema: "Tema",
  estado: "Estado",
};

/** The inbox's filters: every choice lands in the URL, so a filtered list can be shared, reloaded and paged. */
export function ContactFilters({ list, query }: { list: ListAddress; query: ContactListQuery }) {
  const current = {
    tema: query.tema ?? "",
    estado: query.estado ?? "",
  };
  return (
    <ListFilterForm
      list={list}
      query={query}
      label="Filtrar mensajes"
      className="mb-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <FieldShell id="contacto-q" label="Buscar (nombre, correo o mensaje)">
        <Input id="contacto-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
      </FieldShell>
      {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((name) => (
        <FieldShell key={name} id={`contacto-${name}`} label={LABELS[name]}>
          <Select id={`contacto-${name}`} name={name} defaultValue={current[name]}>
            {CHOICES[name].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FieldShell>
      ))}
      <PageSizeFilter id="contacto-pageSize" value={query.pageSize} />
    </ListFilterForm>
  );
}
