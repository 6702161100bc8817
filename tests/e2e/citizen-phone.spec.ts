// The citizen's way through on a phone: from the home page to a filed gestión with a
// photo and a location, counting taps; a refused position still files; a procedure chosen while signed out is the form after signing in; an office
// reply is marked as new until the citizen opens it; the office changes a status from a phone with
// its controls on the first screen, opens a gestión's position on a map, and turns a contact
// message into a gestión the citizen finds in their list; and every screen changed for it, at 390 px, has no interactive
// target under 44×44 px without the spacing WCAG 2.5.8 allows, and no axe violation at either size.
import type { Locator, Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { registerCitizenViaApi } from "./support/citizen-fixtures";
import { query } from "./support/db";
import { adminToken } from "./support/fixtures";
import {
  CATEGORY,
  TEMPLATE,
  answerFor,
  isChoice,
  filedGestion,
  png,
  templateFields,
} from "./support/gestiones-fixtures";
import { PHONE, ROLE_ACCOUNTS, expect, signIn, test } from "./support/test";
import { expectTouchTargets } from "./support/touch-targets";
import { randomIp } from "../support/citizen-data";

const templateId = async () =>
  (
    await query<{ id: number }>("select id from gestion_templates where nombre = $1", [TEMPLATE])
  )[0]!.id;

async function signInThroughScreen(page: Page, login: string, password: string) {
  await page.getByLabel("Correo, DPI o teléfono").fill(login);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

test(
  "from the home page to a filed gestión with a photo and a location, counting the taps",
  { tag: PHONE },
  async ({ page, context, isMobile }) => {
    test.skip(!isMobile, "the journey of a phone");
    // The browser's own permission prompt is answered 'allow' (not a tap on the page).
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 14.8347, longitude: -91.518, accuracy: 15 });
    const citizen = await registerCitizenViaApi(page.request);
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.tap();
    };
    // A native list: one tap opens it, one picks the option.
    const pick = async (select: Locator, label: string) => {
      taps += 2;
      await select.selectOption({ label });
    };
    const type = async (field: Locator, text: string) => {
      await tap(field);
      await field.fill(text);
    };

    await page.goto("/");
    await tap(page.getByRole("main").getByRole("link", { name: "Solicita una gestión" }));
    await expect(page).toHaveURL(/\/login-register\?next=%2Fportal%2Fsugerencias%2Fnueva$/);
    await expect(page.getByTestId("motivo-ingreso")).toContainText("presentar tu gestión");
    await type(page.getByLabel("Correo, DPI o teléfono"), citizen.correo);
    await type(page.getByLabel("Contraseña", { exact: true }), citizen.password);
    await tap(page.getByRole("button", { name: "Ingresar" }));

    await expect(page).toHaveURL(/\/portal\/sugerencias\/nueva$/);
    const form = page.getByRole("form", { name: "Nueva gestión" });
    await pick(form.getByLabel("Categoría"), CATEGORY);
    await pick(form.getByLabel("Trámite"), TEMPLATE);
    for (const field of (await templateFields(TEMPLATE)).filter((one) => one.required)) {
      const input = form.getByLabel(new RegExp(`^${field.label}`));
      if (isChoice(field)) await pick(input, answerFor(field));
      else await type(input, answerFor(field));
    }
    const chooser = page.waitForEvent("filechooser");
    await tap(form.getByText("Tomar foto"));
    const camera = await chooser;
    expect(await camera.element().getAttribute("capture")).toBe("environment");
    await camera.setFiles(await png("bache-calle"));
    await expect(form.getByRole("img", { name: "Vista previa de bache-calle.png" })).toBeVisible();
    await expect(
      form.getByText(/^Si tocas «Usar mi ubicación», tu navegador te pedirá permiso/),
    ).toBeVisible();
    await tap(form.getByRole("button", { name: "Usar mi ubicación" }));
    await expect(
      form.getByText("Ubicación agregada: 14.834700, -91.518000 (± 15 m)."),
    ).toBeVisible();
    await tap(form.getByRole("button", { name: "Crear gestión" }));

    await expect(page).toHaveURL(/\/portal\/sugerencias\/\d+$/);
    await expect(
      page.getByRole("list", { name: "Historial de la gestión" }).getByRole("link", {
        name: /bache-calle\.png/,
      }),
    ).toBeVisible();
    await expect(
      page.getByText("Compartiste tu ubicación con esta gestión: 14.834700, -91.518000 (± 15 m)."),
    ).toBeVisible();
    test.info().annotations.push({ type: "toques", description: String(taps) });
    console.log(`[toques] de / a una gestión presentada con foto y ubicación: ${taps}`);
    expect(taps).toBeLessThanOrEqual(20);
  },
);

test(
  "a refused position shows why and the gestión is filed without it",
  { tag: PHONE },
  async ({ page, context, request }) => {
    const citizen = await registerCitizenViaApi(request);
    await signIn(context, { kind: "citizen", login: citizen.correo, password: citizen.password });
    await context.clearPermissions();
    await page.goto(`/portal/sugerencias/nueva?tramite=${await templateId()}`);
    const form = page.getByRole("form", { name: "Nueva gestión" });
    for (const field of (await templateFields(TEMPLATE)).filter((one) => one.required)) {
      const input = form.getByLabel(new RegExp(`^${field.label}`));
      if (isChoice(field)) await input.selectOption({ label: answerFor(field) });
      else await input.fill(answerFor(field));
    }
    await form.getByRole("button", { name: "Usar mi ubicación" }).click();
    await expect(
      form.getByText("No diste permiso para usar tu ubicación. Puedes crear la gestión sin ella."),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectTouchTargets(page);
    await form.getByRole("button", { name: "Crear gestión" }).click();
    await expect(page).toHaveURL(/\/portal\/sugerencias\/\d+$/);
    await expect(page.getByText(/Compartiste tu ubicación/)).toHaveCount(0);
  },
);

test("a procedure chosen while signed out is the form shown after signing in", async ({ page }) => {
  const citizen = await registerCitizenViaApi(page.request);
  const procedure = await templateId();

  // A portal page asked for without a session keeps its address through the sign-in screen…
  await page.goto(`/portal/sugerencias/nueva?tramite=${procedure}`);
  await expect(page).toHaveURL(
    `/login-register?next=${encodeURIComponent(`/portal/sugerencias/nueva?tramite=${procedure}`)}`,
  );
  await expect(page.getByTestId("motivo-ingreso")).toHaveText(
    /^Para presentar tu gestión necesitas una cuenta/,
  );
  // …and so does registration, opened from it.
  await expect(page.getByRole("link", { name: "Registrarse", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`modo=registro&next=.*tramite%3D${procedure}$`),
  );

  // The search's link to a procedure (/login-register?tramite=N) leads to the same form.
  await page.goto(`/login-register?tramite=${procedure}`);
  await signInThroughScreen(page, citizen.correo, citizen.password);
  await expect(page).toHaveURL(new RegExp(`/portal/sugerencias/nueva\\?tramite=${procedure}$`));
  await expect(
    page
      .getByRole("form", { name: "Nueva gestión" })
      .getByLabel("Trámite")
      .locator("option:checked"),
  ).toHaveText(TEMPLATE);

  // Another site is never a destination.
  await page.goto("/login-register?next=https://otro.example/portal");
  await expect(page).toHaveURL(/\/portal$/);
});

test(
  "an office reply marks the gestión as new in the citizen's list until they open it",
  { tag: PHONE },
  async ({ page, request }) => {
    const filed = await filedGestion(request);
    await signIn(page.context(), {
      kind: "citizen",
      login: filed.citizen.correo,
      password: filed.citizen.password,
    });
    await page.goto("/portal/sugerencias");
    const card = page.getByRole("article").filter({ hasText: filed.folio });
    await expect(card).toBeVisible();
    await expect(card.getByText("Novedades")).toHaveCount(0);

    const answer = `Enviaremos la cuadrilla el lunes ${filed.folio}`;
    const reply = await request.post(`/api/portal/admin/gestiones/${filed.id}/messages`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { body: answer, is_internal: false },
    });
    expect(reply.status()).toBe(201);

    await page.reload();
    await expect(card.getByText("Novedades")).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Menú del portal" });
    await expect(menu.getByRole("link", { name: /^Gestiones\s*, 1 con novedades$/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await card.getByRole("link", { name: filed.titulo }).click();
    const news = page.getByRole("region", { name: "Novedades desde tu última visita" });
    await expect(news.getByText(answer)).toBeVisible();
    // The news sit right under the header, on the first screen.
    const box = (await news.boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height);
    await expectNoAccessibilityViolations(page);

    await page.goto("/portal/sugerencias");
    await expect(card.getByText("Novedades")).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Gestiones", exact: true })).toBeVisible();
    await page.goto(`/portal/sugerencias/${filed.id}`);
    await expect(news).toHaveCount(0);
  },
);

test.describe("the office", () => {
  test.use({ signedInAs: "admin" });

  test(
    "on a phone reads the case first, then changes its status; nothing fixed covers a control",
    { tag: PHONE },
    async ({ page, request, isMobile }) => {
      const filed = await filedGestion(request);
      // The citizen wrote: the office list marks it until someone in the office opens it.
      const citizenToken = (
        await (
          await request.post("/api/auth-user/login", {
            data: { identifier: filed.citizen.correo, password: filed.citizen.password },
          })
        ).json()
      ).token as string;
      await request.post(`/api/portal/gestiones/${filed.id}/mensajes`, {
        headers: { authorization: `Bearer ${citizenToken}` },
        multipart: { body: "Sigue creciendo el bache." },
      });
      await page.goto(`/admin/sistema/gestiones?q=${filed.folio}`);
      await expect(page.getByText("Mensaje nuevo", { exact: true })).toBeVisible();

      await page.goto(`/admin/sistema/gestiones/${filed.id}`);
      // The case — who, what, where, the files — comes before the actions, in reading order.
      const top = async (name: string) =>
        (await page.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.y;
      const [citizen, conversation, attachments, statusHeading, reply, note] = (await Promise.all(
        [
          "Ciudadano",
          "Conversación",
          "Adjuntos",
          "Estado y responsable",
          "Responder al ciudadano",
          "Nota interna",
        ].map(top),
      )) as [number, number, number, number, number, number];
      expect(citizen).toBeLessThan(conversation);
      if (isMobile) {
        expect(conversation).toBeLessThan(attachments);
        expect(attachments).toBeLessThan(statusHeading);
      }
      expect(statusHeading).toBeLessThan(reply);
      expect(reply).toBeLessThan(note);
      // No fixed or sticky element stays over the page's controls.
      const fixed = await page.evaluate(
        () =>
          [...document.querySelectorAll("main *")].filter((element) =>
            ["fixed", "sticky"].includes(getComputedStyle(element).position),
          ).length,
      );
      expect(fixed).toBe(0);

      const status = page.getByRole("form", { name: "Cambiar estado" });
      if (isMobile) {
        const jumps = page.getByRole("navigation", { name: "Acciones de la gestión" });
        await expect(jumps).toBeInViewport();
        await jumps.getByRole("link", { name: "Estado" }).click();
        await expect(status.getByLabel("Nuevo estado")).toBeInViewport();
        await jumps.getByRole("link", { name: "Responder" }).click();
        await expect(page.getByRole("form", { name: "Responder al ciudadano" })).toBeInViewport();
      }
      await status.getByLabel("Nuevo estado").selectOption({ label: "En progreso" });
      await status.getByLabel("Mensaje propio").check();
      await status.getByLabel("Texto del mensaje").fill("La cuadrilla llega el lunes.");
      await status.getByRole("button", { name: "Cambiar estado" }).click();
      await expect(page.getByText("Estado actualizado.")).toBeVisible();
      await expect(
        page
          .getByRole("list", { name: "Historial de la gestión" })
          .getByText("Estado cambiado a En progreso"),
      ).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto(`/admin/sistema/gestiones?q=${filed.folio}`);
      await expect(page.getByText(filed.titulo)).toBeVisible();
      await expect(page.getByText("Mensaje nuevo", { exact: true })).toHaveCount(0);
    },
  );
});

test.describe("the office and where the problem is", () => {
  test.use({ signedInAs: "admin" });

  test(
    "a gestión's position opens OpenStreetMap in a new tab, with no map embedded",
    { tag: PHONE },
    async ({ page, request }) => {
      const filed = await filedGestion(request, {
        ubicacion: { latitud: 14.8347, longitud: -91.518, precision_m: 15 },
      });
      await page.goto(`/admin/sistema/gestiones/${filed.id}`);
      await expect(page.getByText("14.834700, -91.518000 (± 15 m)")).toBeVisible();
      const map = page.getByRole("link", { name: /^Abrir en el mapa/ });
      await expect(map).toHaveAttribute(
        "href",
        "https://www.openstreetmap.org/?mlat=14.8347&mlon=-91.518#map=17/14.8347/-91.518",
      );
      await expect(map).toHaveAttribute("target", "_blank");
      await expect(page.locator("iframe, script[src*='openstreetmap']")).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await expectTouchTargets(page);
    },
  );

  test(
    "a contact message becomes a gestión the citizen finds in their list",
    { tag: PHONE },
    async ({ page, request, browser }) => {
      const citizen = await registerCitizenViaApi(request);
      // A contact message joins an account only by an e-mail its owner has confirmed.
      await query("update citizens set correo_confirmado_at = now() where correo = $1", [
        citizen.correo,
      ]);
      const sent = await request.post("/api/contacto/public/mensajes", {
        headers: { "x-forwarded-for": randomIp() },
        data: {
          primer_nombre: citizen.primer_nombre,
          primer_apellido: citizen.primer_apellido,
          email: citizen.correo,
          tema: "Solicitud",
          mensaje: "Se hundió la calle frente al mercado de la zona 3.",
        },
      });
      expect(sent.status()).toBe(200);
      const { referencia } = (await sent.json()) as { referencia: string };

      await page.goto(`/admin/sistema/contacto?q=${referencia}`);
      await expect(page.getByRole("main").getByText(referencia)).toBeVisible();
      const [message] = await query<{ id: number }>(
        "select id from contact_messages where referencia = $1",
        [referencia],
      );
      await page.goto(`/admin/sistema/contacto/${message!.id}`);
      await expect(page.getByRole("main").getByText(referencia)).toBeVisible();
      const convert = page.getByRole("form", { name: "Convertir en gestión" });
      await expect(convert).toContainText(
        "Cuenta registrada con este correo electrónico, confirmado:",
      );
      await expectNoAccessibilityViolations(page);
      await expectTouchTargets(page);
      await convert.getByLabel("Trámite").selectOption({ label: `${CATEGORY} › ${TEMPLATE}` });
      await convert.getByRole("button", { name: "Convertir en gestión" }).click();
      const gestion = page.getByRole("region", { name: "Gestión" }).getByRole("link", {
        name: /^GES-\d{4}-\d{6}$/,
      });
      await expect(gestion).toBeVisible();
      const folio = (await gestion.textContent())!;
      await expectNoAccessibilityViolations(page);

      const own = await browser.newContext({ viewport: page.viewportSize() });
      await signIn(own, { kind: "citizen", login: citizen.correo, password: citizen.password });
      const portal = await own.newPage();
      await portal.goto("/portal/sugerencias");
      await expect(portal.getByRole("article").filter({ hasText: folio })).toBeVisible();
      await own.close();
    },
  );
});

test.describe("every changed screen", () => {
  async function visit(page: Page, path: string) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(page);
  }

  test(
    "public and sign-in screens: 44-px targets on a phone, and no axe violation",
    { tag: PHONE },
    async ({ page, isMobile }) => {
      // Several screens, each read by axe and measured.
      test.setTimeout(180_000);
      for (const path of ["/", "/contacto", "/login-register", "/login-register?modo=registro"]) {
        await visit(page, path);
      }
      await visit(page, "/noticias");
      const filters = page.getByRole("search", { name: "Filtrar noticias" });
      if (isMobile) {
        // The list starts on the first screen: its filters wait behind 'Filtros'.
        await expect(filters).toBeHidden();
        await expect(page.locator("main article").first()).toBeInViewport();
        await page.getByRole("button", { name: "Filtros" }).click();
        await expect(filters.getByLabel("Año")).toBeVisible();
        await expectTouchTargets(page);
      } else {
        await expect(page.getByRole("button", { name: "Filtros" })).toBeHidden();
        await expect(filters).toBeVisible();
      }
      if (isMobile) {
        await page.goto("/");
        await page.getByRole("banner").getByRole("button", { name: "Menú" }).click();
        const panel = page.locator("#menu-movil");
        await expect(panel.getByRole("link", { name: "Solicita una gestión" })).toBeVisible();
        await expect(panel.getByText(/Una gestión es tu solicitud/)).toBeVisible();
        await expectTouchTargets(page);
      }
    },
  );

  test(
    "every other public screen: 44-px targets on a phone, and no axe violation",
    { tag: PHONE },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, "each of these pages is read by axe at 1280 px in its own spec");
      test.setTimeout(180_000);
      const [news] = await query<{ slug: string }>(
        "select slug from news where estado = 'publicado' and deleted_at is null order by fecha_publicacion desc limit 1",
      );
      const [labor] = await query<{ slug: string }>(
        "select slug from labores where estado = 'publicado' order by id limit 1",
      );
      for (const path of [
        "/biografia",
        "/valores",
        "/labores",
        `/labores/${labor!.slug}`,
        `/noticias/${news!.slug}`,
        "/transparencia",
        "/buscar?q=gesti%C3%B3n",
        "/politicas",
        "/condiciones",
        "/forgot-password",
      ]) {
        await visit(page, path);
      }
    },
  );

  test.describe("signed in as a citizen", () => {
    test.use({ signedInAs: "citizen" });

    test(
      "portal screens: a short header, the assistant's box on the first screen, 44-px targets",
      { tag: PHONE },
      async ({ page, isMobile }) => {
        test.setTimeout(180_000);
        const [own] = await query<{ id: number }>(
          "select g.id from gestiones g join citizens c on c.id = g.citizen_id where c.dpi = $1 order by g.id limit 1",
          [ROLE_ACCOUNTS.citizen.login],
        );
        for (const path of [
          "/portal",
          "/portal/sugerencias",
          "/portal/sugerencias/nueva",
          `/portal/sugerencias/${own!.id}`,
          "/portal/perfil",
          "/portal/chatbot",
        ]) {
          await visit(page, path);
          if (isMobile) {
            const header = (await page.getByRole("banner").boundingBox())!;
            expect(header.height, `${path}: header within 15% of 844 px`).toBeLessThanOrEqual(
              126.6,
            );
          }
        }
        await expect(page.getByRole("textbox", { name: /pregunta/i })).toBeInViewport();
      },
    );
  });

  test.describe("signed in as the office", () => {
    test.use({ signedInAs: "admin" });

    test(
      "the gestiones list and detail: 44-px targets on a phone",
      { tag: PHONE },
      async ({ page }) => {
        const [any] = await query<{ id: number }>("select id from gestiones order by id limit 1");
        await visit(page, `/admin/sistema/gestiones/${any!.id}`);
      },
    );
  });
});
