"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import type { GestionCatalog } from "@/lib/gestiones/dto";
import type { DistrictMunicipalities } from "@/lib/locations";
import { statusLabel } from "@/lib/gestiones/schema";
import { CatalogSection } from "./CatalogSection";
import { CategoryForm } from "./CategoryForm";
import { PresetForm } from "./PresetForm";
import { TemplateForm } from "./TemplateForm";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The three lists the office manages: categories, procedures and preset status messages; `district`
 * is what a procedure's 'municipio del distrito' field offers.
 */
export function CatalogTabs({
  catalog,
  district,
}: {
  catalog: GestionCatalog;
  district: DistrictMunicipalities;
}) {
  const categoryName = new Map(
    catalog.categorias.map((categoria) => [categoria.id, categoria.nombre]),
  );
  return (
    <Tabs defaultValue="categorias">
      <TabsList aria-label="Configuración de gestiones">
        <TabsTrigger value="categorias">Categorías</TabsTrigger>
        <TabsTrigger value="tramites">Trámites</TabsTrigger>
        <TabsTrigger value="mensajes">Mensajes predefinidos</TabsTrigger>
      </TabsList>
      <TabsContent value="categorias">
        <CatalogSection
          title="Categorías"
          addLabel="Nueva categoría"
          empty="No hay categorías aún."
          items={catalog.categorias}
          detail={(categoria) =>
            `Respuesta en ${plural(categoria.sla_dias_habiles, "día hábil", "días hábiles")}`
          }
          form={(categoria, saved) => <CategoryForm category={categoria} onSaved={saved} />}
        />
      </TabsContent>
      <TabsContent value="tramites">
        <CatalogSection
          title="Trámites"
          addLabel="Nuevo trámite"
          empty="No hay trámites aún."
          items={catalog.templates}
          wide
          detail={(template) =>
            `${categoryName.get(template.categoria_id) ?? "—"} · ${plural(template.data_schema_json.fields.length, "campo", "campos")}`
          }
          form={(template, saved) => (
            <TemplateForm
              template={template}
              categorias={catalog.categorias}
              district={district}
              onSaved={saved}
            />
          )}
        />
      </TabsContent>
      <TabsContent value="mensajes">
        <CatalogSection
          title="Mensajes predefinidos"
          addLabel="Nuevo mensaje"
          empty="No hay mensajes predefinidos aún."
          items={catalog.presets}
          detail={(preset) => (
            <>
              {preset.to_status && <span>Propone: {statusLabel(preset.to_status)} · </span>}
              <span className="line-clamp-1">{preset.body}</span>
            </>
          )}
          form={(preset, saved) => <PresetForm preset={preset} onSaved={saved} />}
        />
      </TabsContent>
    </Tabs>
  );
}
