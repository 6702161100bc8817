// Helpers of the citizen end-to-end tests: accounts made through the API, the server's mailbox (the
// "inbox" of the recovery journey), and a page with a client address of its own.
import { hash } from "@node-rs/argon2";
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { query } from "./db";

import { lastLink } from "./mailbox";
import {
  CITIZEN_PASSWORD,
  citizenRegistration,
  randomIp,
  uniqueCui,
} from "../../support/citizen-data";

export interface TestCitizen {
  primer_nombre: string;
  primer_apellido: string;
  dpi: string;
  correo: string;
  password: string;
}

/** Registers a citizen through POST /api/auth-user/register. */
export async function registerCitizenViaApi(
  request: APIRequestContext,
  overrides: Partial<Record<string, string>> = {},
) {
  const fields = citizenRegistration(overrides);
  const response = await request.post("/api/auth-user/register", {
    data: fields,
    headers: { "x-forwarded-for": randomIp() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return fields satisfies TestCitizen;
}

/** Gives every request of the context its own client address, so throttles of one test spare the others. */
export async function ownAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
}

/** The reset link of the last recovery e-mail sent to `to`. */
export const lastResetLink = (to: string) =>
  lastLink(to, "Restablece tu contraseña", /https?:\/\/\S+\/reset-password\?token=[\w%-]+/);

/** A citizen with only the data an older account may have (no phone, no location), made in the database. */
export async function insertSparseCitizen(): Promise<TestCitizen> {
  const dpi = uniqueCui();
  const citizen = {
    primer_nombre: "Mario",
    primer_apellido: "Xitumul",
    dpi,
    correo: `e2e-sparse-${dpi}@prueba.gt`,
    password: CITIZEN_PASSWORD,
  };
  await query(
    `insert into citizens (primer_nombre, primer_apellido, dpi, correo, password_hash, updated_at) values ($1, $2, $3, $4, $5, now())`,
    [
      citizen.primer_nombre,
      citizen.primer_apellido,
      dpi,
      citizen.correo,
      await hash(citizen.password),
    ],
  );
  return citizen;
}

/** Bodies of the internal notes staff wrote on a citizen's gestiones (never shown to the citizen). */
export async function internalNotesOf(correo: string): Promise<string[]> {
  const rows = await query<{ body: string }>(
    `select m.body from gestion_messages m join gestiones g on g.id = m.gestion_id join citizens c on c.id = g.citizen_id
     where c.correo = $1 and m.is_internal`,
    [correo],
  );
  return rows.map((row) => row.body);
}

/**
 * Opens the portal header's account menu (greeting, 'Mi perfil', 'Cerrar sesión'), a disclosure:
 * the button says it is expanded and controls the panel it shows, which this returns.
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const button = page.getByRole("banner").getByRole("button", { name: /mi cuenta/ });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Signs out through the portal header's account menu. */
export async function signOutFromPortal(page: Page): Promise<void> {
  const panel = await openAccountMenu(page);
  await panel.getByRole("button", { name: "Cerrar sesión" }).click();
}
