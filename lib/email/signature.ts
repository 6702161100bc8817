/** The closing of every e-mail the office's platform sends on its own. */
export const EMAIL_SIGNATURE =
  "\n\nOficina del Diputado\nEste es un mensaje automático; no respondas a este correo.";
