// Apart from the locations' data, so that a form's first load can carry the text without it.

/**
 * What a person reads when 13 digits are not a DPI's number (a wrong check digit or place code):
 * in their words, since people know their DPI, not its "CUI".
 */
export const DPI_NUMBER_INVALID =
  "Ese número de DPI no existe: revisa que los 13 dígitos estén bien copiados.";
