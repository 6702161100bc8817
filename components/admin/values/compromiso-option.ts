import type { CompromisoItem } from "@/lib/values/schema";

/** How a commitment is named in the selector and the lists: '#id — title'. */
export const compromisoOption = (
  item: Pick<CompromisoItem, "id" | "introduccion_titulo" | "introduccion_subtitulo">,
) => `#${item.id} — ${item.introduccion_titulo || item.introduccion_subtitulo || "Sin título"}`;
