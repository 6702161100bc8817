"use client";

import { useRouter } from "next/navigation";
import { useOptimistic, useTransition } from "react";
import { ListFilterForm, SelectFilter } from "@/components/admin/ListFilters";
import { Alert } from "@/components/ui/Alert";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { hrefFor, type ListAddress } from "@/lib/lists/query";
import {
  VALUES_TAB_COOKIE,
  type CompromisoItem,
  type FormalItem,
  type MensajeItem,
  type ValorItem,
  type ValuesScreenQuery,
  type ValuesTabName,
  type VisualItem,
} from "@/lib/values/schema";
import { compromisoOption } from "./compromiso-option";
import { CompromisoTab } from "./CompromisoTab";
import { MensajesTab } from "./MensajesTab";
import { FORMALES, VALORES } from "./titled-items";
import { TitledItemsTab } from "./TitledItemsTab";
import { VisualesTab } from "./VisualesTab";

const TABS: { value: ValuesTabName; label: string }[] = [
  { value: "compromiso", label: "Compromiso" },
  { value: "valores", label: "Valores Éticos" },
  { value: "formales", label: "Compromisos Formales" },
  { value: "mensajes", label: "Mensajes" },
  { value: "visuales", label: "Elementos Visuales" },
];

/** The items of the tab the server read (only that one's key is present), or that it could not. */
export interface ValuesTabItems {
  valores?: ValorItem[];
  formales?: FormalItem[];
  mensajes?: MensajeItem[];
  visuales?: VisualItem[];
  failed?: boolean;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The values area: five tabs and, for every tab but Compromiso, a commitment selector ('#id —
 * title', the first by default). The tab and the commitment are in the address and read by the
 * server page; the tab chosen is also remembered in a cookie for the next visit. `compromisos` is
 * null when the server could not read them: the other tabs then have no commitment to show.
 */
export function ValuesAdmin({
  list,
  query,
  tab,
  compromisos,
  selectedId,
  items,
}: {
  list: ListAddress;
  query: ValuesScreenQuery;
  tab: ValuesTabName;
  compromisos: CompromisoItem[] | null;
  selectedId: number | null;
  items: ValuesTabItems;
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [shownTab, showTab] = useOptimistic(tab);
  const refresh = () => router.refresh();
  const open = (next: string) => {
    const chosen = TABS.find((candidate) => candidate.value === next)?.value;
    if (!chosen) return;
    document.cookie = `${VALUES_TAB_COOKIE}=${chosen}; path=/admin; max-age=${YEAR_SECONDS}; samesite=lax`;
    startTransition(() => {
      showTab(chosen);
      router.replace(hrefFor(list, query, { tab: chosen }), { scroll: false });
    });
  };
  const tabItems = <K extends keyof ValuesTabItems>(key: K) =>
    (shownTab === tab ? items[key] : undefined) ?? null;
  const commitment = {
    compromisoId: selectedId,
    failed: shownTab === tab && items.failed,
    onChanged: refresh,
  };

  return (
    <Tabs value={shownTab} onValueChange={open}>
      <TabsList aria-label="Secciones de valores">
        {TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>

      {shownTab !== "compromiso" && !compromisos && (
        <Alert variant="destructive" role="alert" className="mt-5">
          No se pudieron cargar los compromisos.
        </Alert>
      )}
      {shownTab !== "compromiso" && compromisos && (
        <CompromisoSelector
          list={list}
          query={query}
          tab={shownTab}
          compromisos={compromisos}
          selectedId={selectedId}
        />
      )}

      <TabsContent value="compromiso">
        <CompromisoTab items={compromisos} onChanged={refresh} />
      </TabsContent>
      {compromisos && (
        <>
          <TabsContent value="valores">
            <TitledItemsTab config={VALORES} items={tabItems("valores")} {...commitment} />
          </TabsContent>
          <TabsContent value="formales">
            <TitledItemsTab config={FORMALES} items={tabItems("formales")} {...commitment} />
          </TabsContent>
          <TabsContent value="mensajes">
            <MensajesTab items={tabItems("mensajes")} {...commitment} />
          </TabsContent>
          <TabsContent value="visuales">
            <VisualesTab items={tabItems("visuales")} {...commitment} />
          </TabsContent>
        </>
      )}
    </Tabs>
  );
}

/** 'Compromiso': the commitment whose items the tab shows, chosen through the address. */
function CompromisoSelector({
  list,
  query,
  tab,
  compromisos,
  selectedId,
}: {
  list: ListAddress;
  query: ValuesScreenQuery;
  tab: ValuesTabName;
  compromisos: CompromisoItem[];
  selectedId: number | null;
}) {
  if (compromisos.length === 0) {
    return (
      <div className="mt-5 flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor="valores-compromiso">Compromiso</Label>
        <Select id="valores-compromiso" disabled>
          <option value="">No hay compromisos creados aún.</option>
        </Select>
      </div>
    );
  }
  return (
    <ListFilterForm
      list={list}
      query={query}
      label="Elegir compromiso"
      className="mt-5 sm:max-w-xl lg:grid-cols-[1fr_auto]"
    >
      <input type="hidden" name="tab" value={tab} />
      <SelectFilter
        id="valores-compromiso"
        name="compromiso"
        label="Compromiso"
        defaultValue={selectedId ?? undefined}
        options={compromisos.map((item) => ({
          value: String(item.id),
          label: compromisoOption(item),
        }))}
      />
    </ListFilterForm>
  );
}
