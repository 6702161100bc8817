// The data both test levels make citizens from, so that the integration and the end-to-end tests
// share one set: valid CUIs nobody else has, client addresses of their own, and a registration with
// valid values.
import { randomInt } from "node:crypto";
import { makeCui } from "@/lib/locations/index";

/** The password of every citizen a test registers with `citizenRegistration`. */
export const CITIZEN_PASSWORD = "Clave-Ciudadana-1";

/** A valid CUI (DPI) nobody else in the test database has: a random serial, Guatemala/Mixco. */
export function uniqueCui(): string {
  for (;;) {
    try {
      return makeCui(String(randomInt(10_000_000, 99_999_999)), 1, 8);
    } catch {
      // Serials whose check digit would be 10 have no valid CUI: draw another.
    }
  }
}

/**
 * A random client address (sent as X-Forwarded-For), so that the per-address limits and login
 * throttles of one test never count another's tries.
 */
export const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** A registration body (POST /api/auth-user/register) with valid values and a DPI and e-mail nobody has. */
export function citizenRegistration<Overrides extends Record<string, unknown>>(
  overrides: Overrides = {} as Overrides,
) {
  const dpi = uniqueCui();
  return {
    primer_nombre: "Lucía",
    segundo_nombre: "Fernanda",
    tercer_nombre: "",
    primer_apellido: "Ajú",
    segundo_apellido: "Pérez",
    dpi,
    correo: `ciudadana-${dpi}@prueba.gt`,
    telefono: "5555-1234",
    departamento: "Guatemala",
    municipio: "Mixco",
    password: CITIZEN_PASSWORD,
    password2: CITIZEN_PASSWORD,
    ...overrides,
  };
}
