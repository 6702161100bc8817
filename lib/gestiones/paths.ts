/** The citizen's form of a new gestión (`?tramite={id}` opens it with that procedure chosen). */
export const NEW_GESTION_PATH = "/portal/sugerencias/nueva";
