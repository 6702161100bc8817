// Nobody can keep an account out, measured against the production server as the attack was: HTTP
// calls, each from an address of its own (the servers trust one proxy hop), each "browser" a
// request context with a cookie jar of its own. lockout.test.ts and reset-requests.test.ts hold
// every rule; this proves the device cookie and the e-mailed link survive `next start`.
import { request as requests, type APIRequestContext } from "@playwright/test";
import { registerCitizenViaApi } from "./support/citizen-fixtures";
import { query } from "./support/db";
import { createAdminViaApi } from "./support/fixtures";
import { lastLink } from "./support/mailbox";
import { own } from "./support/servers";
import { expect, test } from "./support/test";
import { randomIp } from "../support/citizen-data";

/** A browser of its own: no cookies but those its own answers set. */
const browser = () => requests.newContext({ baseURL: own().url });

const post = (api: APIRequestContext, path: string, data: object, ip = randomIp()) =>
  api.post(path, { data, headers: { "x-forwarded-for": ip } });

const LINK_SENT = "LOGIN_LINK_SENT";

test("ten wrong passwords from three addresses: the right one from elsewhere gets the link (never 429), the browser that signed in before signs in; a stranger's reset requests never stop the owner's", async ({
  request,
}) => {
  const admin = await createAdminViaApi(request);
  const citizen = await registerCitizenViaApi(request);
  const owner = await browser();
  const strangers = await browser();
  const guessers = [randomIp(), randomIp(), randomIp()];
  const logins = [
    { path: "/api/auth/login", good: { email: admin.email, password: admin.password } },
    {
      path: "/api/auth-user/login",
      good: { identifier: citizen.dpi, password: citizen.password },
      // The citizen is guessed at by e-mail and by DPI alike: one count for the account.
      other: { identifier: citizen.correo },
    },
  ];
  for (const { path, good, other } of logins) {
    expect((await post(owner, path, good)).status()).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      const guess = { ...good, ...(attempt % 2 ? other : {}), password: `Incorrecta#${attempt}` };
      const answer = await post(strangers, path, guess, guessers[attempt % 3]);
      expect(answer.status(), `${path} #${attempt}`).toBe(401);
    }
    const fresh = await browser();
    const elsewhere = await post(fresh, path, good);
    expect([elsewhere.status(), (await elsewhere.json()).code], path).toEqual([202, LINK_SENT]);
    await fresh.dispose();
    expect((await post(owner, path, good)).status(), path).toBe(200);
  }
  // Each right password from elsewhere was answered by mail (lastLink waits for it).
  for (const to of [admin.email, citizen.correo]) {
    await lastLink(to, "Tu enlace para ingresar", /enlace=[\w-]+/);
  }

  // The fourth reset request for the administrator's e-mail from one address, then the owner's.
  const asks = [];
  const stranger = randomIp();
  for (let ask = 0; ask < 4; ask++) {
    asks.push(
      (
        await post(strangers, "/api/auth/request-password-reset", { email: admin.email }, stranger)
      ).status(),
    );
  }
  asks.push(
    (await post(owner, "/api/auth/request-password-reset", { email: admin.email })).status(),
  );
  expect(asks).toEqual([200, 200, 200, 200, 200]);
  await expect
    .poll(async () => {
      const [row] = await query<{ sent: number }>(
        `select count(*)::int as sent from email_outbox where "to" = $1 and subject = $2`,
        [admin.email, "Restablece tu contraseña de administrador"],
      );
      return row?.sent;
    })
    .toBe(4);
  await Promise.all([owner.dispose(), strangers.dispose()]);
});
