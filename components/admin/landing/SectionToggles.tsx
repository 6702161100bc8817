"use client";

import { useState, useTransition } from "react";
import { saveSiteSettingsAction } from "@/lib/site/actions";
import { NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { SETTINGS_SAVED, SITE_TOGGLES, type AdminSiteSettings } from "@/lib/site/schema";
import { callAction } from "./call-action";
import { CARD_TITLE } from "./styles";
import { SwitchRow } from "./SwitchRow";

type Toggle = (typeof SITE_TOGGLES)[number];
type Toggles = Record<Toggle, boolean>;

const LABELS: Record<Toggle, { label: string; description: string }> = {
  mostrar_biografia: {
    label: "Biografía",
    description: "Página /biografia y su resumen en el inicio.",
  },
  mostrar_noticias: {
    label: "Noticias",
    description: "Páginas /noticias, su RSS y las últimas noticias del inicio.",
  },
  mostrar_logros: {
    label: "Logros",
    description: "Páginas /labores y /logros y las labores del inicio.",
  },
  mostrar_valores: {
    label: "Valores",
    description: "Página /valores y los valores destacados del inicio.",
  },
  mostrar_contacto: { label: "Contacto", description: "Página /contacto y sus enlaces." },
  mostrar_transparencia: {
    label: "Transparencia",
    description: "Página /transparencia, sus datos abiertos y su enlace en el inicio.",
  },
};

const pick = (settings: AdminSiteSettings): Toggles =>
  Object.fromEntries(SITE_TOGGLES.map((key) => [key, settings[key]])) as Toggles;

/** The landing section switches; a section that is off vanishes from the public site. */
export function SectionToggles({ initial }: { initial: AdminSiteSettings }) {
  const [toggles, setToggles] = useState<Toggles>(() => pick(initial));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();

  const save = () => {
    setNotice(null);
    startTransition(async () => {
      const result = await callAction(() => saveSiteSettingsAction(toggles));
      if (result.ok) {
        setToggles(pick(result.data));
        setNotice({ ok: true, text: SETTINGS_SAVED });
      } else {
        setNotice({ ok: false, text: result.message || "No se pudo guardar la configuración." });
      }
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className={CARD_TITLE}>Secciones del sitio público</h2>
        <CardDescription>
          Una sección apagada desaparece del menú, del inicio y del mapa del sitio, y sus páginas
          responden «no encontrada».
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <fieldset disabled={pending} className="divide-y divide-border">
          <legend className="sr-only">Secciones visibles</legend>
          {SITE_TOGGLES.map((key) => (
            <SwitchRow
              key={key}
              label={LABELS[key].label}
              description={LABELS[key].description}
              checked={toggles[key]}
              onCheckedChange={(checked) => {
                setNotice(null);
                setToggles((current) => ({ ...current, [key]: checked }));
              }}
            />
          ))}
        </fieldset>
        <NoticeAlert notice={notice} />
        <Button onClick={save} disabled={pending} className="self-end">
          {pending ? "Guardando..." : "Guardar secciones"}
        </Button>
      </CardContent>
    </Card>
  );
}
