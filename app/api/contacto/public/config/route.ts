import { publicRoute } from "@/lib/http/routes";
import { getSiteSettings } from "@/lib/site/queries";

/** Contact configuration for the public contact page and header (product.md §C.7): ok, config, redes. */
export const GET = publicRoute({}, async () => {
  const settings = await getSiteSettings();
  return {
    ok: true,
    config: { ...settings.contacto, mostrar_contacto: settings.mostrar_contacto },
    redes: settings.redes,
  };
});
