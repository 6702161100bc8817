"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Spinner } from "@/components/ui/Spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useRemoteData } from "@/components/ui/use-remote-data";
import type { CompromisoItem } from "@/lib/values/schema";
import { compromisoOption } from "./compromiso-option";
import { CompromisoTab } from "./CompromisoTab";
import { MensajesTab } from "./MensajesTab";
import { useStoredTab } from "./stored-tab";
import { FORMALES, VALORES } from "./titled-items";
import { TitledItemsTab } from "./TitledItemsTab";
import { VisualesTab } from "./VisualesTab";

const TABS = [
  { value: "compromiso", label: "Compromiso" },
  { value: "valores", label: "Valores Éticos" },
  { value: "formales", label: "Compromisos Formales" },
  { value: "mensajes", label: "Mensajes" },
  { value: "visuales", label: "Elementos Visuales" },
] as const;
const TAB_VALUES = TABS.map((tab) => tab.value);

/**
 * The values area: five tabs (the last one used is remembered), and a commitment selector
 * ('#id — title', the first by default) for every tab but Compromiso.
 */
export function ValuesAdmin() {
  const selectId = useId();
  const [tab, setTab] = useStoredTab(TAB_VALUES);
  const compromisos = useRemoteData<{ data: CompromisoItem[] } | null>(
    "/api/valores/compromiso",
    null,
    "",
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = compromisos.data?.data ?? null;
  const selected = list?.find((item) => item.id === chosenId) ?? list?.[0] ?? null;
  const selectedId = selected?.id ?? null;

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Secciones de valores">
        {TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>

      {tab !== "compromiso" && (
        <div className="mt-5 flex flex-col gap-1.5 sm:max-w-md">
          {compromisos.error && !list ? (
            <Alert variant="destructive" role="alert">
              No se pudieron cargar los compromisos.
            </Alert>
          ) : list === null ? (
            <Spinner label="Cargando compromisos…" />
          ) : (
            <>
              <Label htmlFor={selectId}>Compromiso</Label>
              <Select
                id={selectId}
                value={selectedId ?? ""}
                disabled={list.length === 0}
                onChange={(event) => setChosenId(Number(event.target.value))}
              >
                {list.length === 0 && <option value="">No hay compromisos creados aún.</option>}
                {list.map((item) => (
                  <option key={item.id} value={item.id}>
                    {compromisoOption(item)}
                  </option>
                ))}
              </Select>
            </>
          )}
        </div>
      )}

      <TabsContent value="compromiso">
        <CompromisoTab items={list} error={compromisos.error} onChanged={compromisos.reload} />
      </TabsContent>
      <TabsContent value="valores">
        <TitledItemsTab config={VALORES} compromisoId={selectedId} />
      </TabsContent>
      <TabsContent value="formales">
        <TitledItemsTab config={FORMALES} compromisoId={selectedId} />
      </TabsContent>
      <TabsContent value="mensajes">
        <MensajesTab compromisoId={selectedId} />
      </TabsContent>
      <TabsContent value="visuales">
        <VisualesTab compromisoId={selectedId} />
      </TabsContent>
    </Tabs>
  );
}
