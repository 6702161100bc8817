/** The citizen's form of a new gestión (`?tramite={id}` opens it with that procedure chosen). */
export const NEW_GESTION_PATH = "/portal/sugerencias/nueva";

/** The office's screen to register a gestión taken by phone or at its desk. */
export const DESK_GESTION_PATH = "/admin/sistema/gestiones/nueva";

/** The receipt the desk prints and hands over for a gestión. */
export const receiptPath = (id: number) => `/admin/sistema/gestiones/${id}/comprobante`;

/** The same receipt as a PDF file. */
export const receiptPdfPath = (id: number) => `/api/portal/admin/gestiones/${id}/comprobante`;
