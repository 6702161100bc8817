import type { Page, Route } from "@playwright/test";
import { ask, questionBox, turnsOf } from "./support/assistant-chat";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { uniqueWord } from "./support/fixtures";
import { own } from "./support/servers";
import { PHONE, expect, test } from "./support/test";
import { randomIp } from "../support/citizen-data";

// The assistant and the site search end to end (product.md §C.2 "Chat screen", §4, §7, §8; docs/decisions/0008-product-gaps.md):
// a citizen asks on a phone and follows a source; what an administrator publishes is answerable
// on the next question and gone once archived; answers are rated; Enter sends and Shift+Enter
// breaks the line; failures, empty answers, expired conversations; the office's /admin/chatbot;
// /buscar and /portal/buscar. The routes' codes, texts and limits are in Vitest
// (tests/integration/assistant*.test.ts).

const NO_ANSWER = /^No encontré información publicada sobre eso\./;

/** A source's link: its number, then its title. */
const sourceLink = (title: string) => new RegExp(`^\\d\\. ${title}$`);

/** Holds the page's next streamed answer until `release` is called. */
async function holdAnswers(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let asked = 0;
  await page.route("**/api/portal/chat/stream", async (route: Route) => {
    asked += 1;
    await gate;
    await route.continue();
  });
  return { release: () => open(), asked: () => asked };
}

test.beforeEach(async ({ page }) => {
  // The assistant limits questions per address: each test asks from an address of its own.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("the portal's ChatBot and search need a session", async ({ page }) => {
  for (const path of ["/portal/chatbot", "/portal/buscar?q=becas"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login-register/);
  }
});

test.describe("the citizen's ChatBot", () => {
  test.use({ signedInAs: "citizen" });

  test(
    "on a phone: asks, reads the answer with its numbered sources, and follows one",
    { tag: PHONE },
    async ({ page, content }) => {
      const word = uniqueWord("quetzal");
      const news = await content.news({
        titulo: `Jornada de reforestación ${word} en Zunil`,
        resumen: `Voluntarios de ${word} sembraron dos mil árboles en la ribera del río Samalá.`,
        estado: "publicado",
      });

      await page.goto("/portal");
      await page
        .getByRole("navigation", { name: "Menú del portal" })
        .getByRole("link", { name: "ChatBot" })
        .click();
      await expect(page).toHaveURL(/\/portal\/chatbot$/);
      await expect(page.getByRole("heading", { level: 1, name: "ChatBot" })).toBeVisible();
      await expect(turnsOf(page)).toHaveCount(1);
      await expect(turnsOf(page).first()).toContainText("¡Hola! Soy el asistente");
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // While the answer is on its way: the question shows, three dots, and no second send.
      const held = await holdAnswers(page);
      await questionBox(page).fill(`¿Qué árboles sembraron en la reforestación ${word}?`);
      await page.getByRole("button", { name: "Enviar" }).click();
      await expect(turnsOf(page).nth(1)).toContainText(`reforestación ${word}`);
      await expect(page.getByText("El asistente está escribiendo…")).toBeAttached();
      await expect(page.getByRole("button", { name: "Enviar" })).toBeDisabled();
      held.release();

      const answer = turnsOf(page).nth(2);
      await expect(answer).toContainText(`Según «${news.titulo}»`);
      await expect(answer).toContainText("[1]");
      const sources = answer.getByRole("list", { name: "Fuentes" });
      const source = sources.getByRole("link", { name: sourceLink(news.titulo) });
      await expect(source).toBeVisible();
      await expect(sources.getByRole("listitem").filter({ hasText: news.titulo })).toContainText(
        / · \d{1,2} de [a-z]+ de \d{4}$/,
      );
      // Announced to screen readers once complete.
      await expect(
        page.getByRole("status").filter({ hasText: "Respuesta del asistente:" }),
      ).toContainText(`Según «${news.titulo}»`);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await source.click();
      await expect(page).toHaveURL(new RegExp(`/noticias/${news.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: news.titulo })).toBeVisible();

      // The conversation is kept in this browser.
      await page.goto("/portal/chatbot");
      await expect(turnsOf(page)).toHaveCount(3);
      await expect(
        turnsOf(page)
          .nth(2)
          .getByRole("link", { name: sourceLink(news.titulo) }),
      ).toBeVisible();
    },
  );

  test("a procedure's source opens the new gestión form with that procedure chosen", async ({
    page,
  }) => {
    const [procedure] = await query<{ id: number; nombre: string; categoria: string }>(
      `select t.id, t.nombre, c.nombre as categoria from gestion_templates t
       join gestion_categorias c on c.id = t.categoria_id where t.nombre = 'Alumbrado público'`,
    );
    await page.goto("/portal/chatbot");
    const answer = await ask(page, "¿Cómo solicito alumbrado público para mi calle?");
    await answer.getByRole("link", { name: new RegExp(`Trámite: ${procedure!.nombre}`) }).click();
    await expect(page).toHaveURL(
      new RegExp(`/portal/sugerencias/nueva\\?tramite=${procedure!.id}$`),
    );
    const form = page.getByRole("form", { name: "Nueva gestión" });
    await expect(form.getByLabel("Categoría").locator("option:checked")).toHaveText(
      procedure!.categoria,
    );
    await expect(form.getByLabel("Trámite").locator("option:checked")).toHaveText(
      procedure!.nombre,
    );
    await expect(form.getByRole("group", { name: "Datos del trámite" })).toBeVisible();

    // An unknown procedure is ignored: the form starts empty.
    await page.goto("/portal/sugerencias/nueva?tramite=999999");
    await expect(
      page.getByRole("form", { name: "Nueva gestión" }).getByLabel("Trámite"),
    ).toHaveValue("");
  });

  test("what an administrator publishes is answerable on the next question, and gone once archived", async ({
    page,
    content,
    adminApi,
  }) => {
    const word = uniqueWord("ceiba");
    // Only the new word: nothing else the site says can answer it.
    const question = `¿Qué hay de ${word}?`;
    const news = await content.news({
      titulo: `Biblioteca comunitaria ${word} abre sus puertas`,
      resumen: `La biblioteca ${word} de Cantel presta libros y computadoras a estudiantes.`,
    });
    await page.goto("/portal/chatbot");
    const before = await ask(page, question);
    await expect(before.locator("p").first()).toHaveText(NO_ANSWER);
    await expect(before.getByRole("list", { name: "Fuentes" })).toHaveCount(0);

    await adminApi.patch(`/api/noticias/${news.id}/publicar`, {});
    const published = await ask(page, question);
    await expect(published).toContainText(`La biblioteca ${word} de Cantel presta libros`);
    await expect(published.getByRole("link", { name: sourceLink(news.titulo) })).toHaveAttribute(
      "href",
      `/noticias/${news.slug}`,
    );

    await adminApi.patch(`/api/noticias/${news.id}/archivar`, {});
    const archived = await ask(page, question);
    await expect(archived.locator("p").first()).toHaveText(NO_ANSWER);
    await expect(archived.getByRole("link", { name: new RegExp(news.titulo) })).toHaveCount(0);
  });

  test("each answer can be marked useful or not useful", async ({ page, content }) => {
    const word = uniqueWord("maiz");
    await content.news({
      titulo: `Feria del maíz ${word} en Almolonga`,
      resumen: `La feria ${word} reunió a productores de maíz criollo.`,
      estado: "publicado",
    });
    await page.goto("/portal/chatbot");
    const answer = await ask(page, `feria del maíz ${word}`);
    const rating = answer.getByRole("group", { name: "¿Te fue útil esta respuesta?" });
    const stored = async () => {
      const [row] = await query<{ useful: boolean | null }>(
        `select a.useful from chat_messages a join chat_messages q on q.session_id = a.session_id
         where q.content = $1 and a.role = 'assistant' and a.id > q.id order by a.id limit 1`,
        [`feria del maíz ${word}`],
      );
      return row?.useful;
    };
    await expect.poll(stored).toBeNull();

    await rating.getByRole("button", { name: "Útil", exact: true }).click();
    await expect(page.getByText("Gracias por tu opinión.")).toBeVisible();
    await expect(rating.getByRole("button", { name: "Útil", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(stored).toBe(true);

    await rating.getByRole("button", { name: "No útil" }).click();
    await expect(rating.getByRole("button", { name: "No útil" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(rating.getByRole("button", { name: "Útil", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect.poll(stored).toBe(false);
    await expectNoAccessibilityViolations(page);
  });

  test("Enter sends and Shift+Enter adds a line; an empty question or a second one while waiting is not sent", async ({
    page,
  }) => {
    await page.goto("/portal/chatbot");
    const box = questionBox(page);
    const send = page.getByRole("button", { name: "Enviar" });
    await expect(send).toBeDisabled();
    await box.press("Enter");
    await box.fill("   ");
    await box.press("Enter");
    await expect(send).toBeDisabled();
    await expect(turnsOf(page)).toHaveCount(1);

    await box.fill("");
    await box.pressSequentially("Horario de atención");
    await box.press("Shift+Enter");
    await box.pressSequentially("de la oficina");
    await expect(box).toHaveValue("Horario de atención\nde la oficina");
    await expect(turnsOf(page)).toHaveCount(1);

    const held = await holdAnswers(page);
    await box.press("Enter");
    await expect(box).toHaveValue("");
    expect(
      await turnsOf(page)
        .nth(1)
        .locator("p")
        .evaluate((line) => line.textContent),
    ).toBe("Horario de atención\nde la oficina");
    await box.fill("Otra pregunta mientras tanto");
    await box.press("Enter");
    await expect(send).toBeDisabled();
    await expect(box).toHaveValue("Otra pregunta mientras tanto");
    held.release();
    await expect(turnsOf(page)).toHaveCount(3);
    await expect(send).toBeEnabled();
    expect(held.asked()).toBe(1);
  });

  test("a failure and an empty answer read as the spec says; an expired conversation starts again unnoticed", async ({
    page,
  }) => {
    await page.goto("/portal/chatbot");
    await page.route("**/api/portal/chat/stream", (route) =>
      route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Error interno." } }),
    );
    const failed = await ask(page, "¿Cuándo es la próxima audiencia?");
    await expect(failed).toHaveText("Asistente: Ocurrió un error. Intenta de nuevo.");
    await expect(failed.getByRole("group", { name: "¿Te fue útil esta respuesta?" })).toHaveCount(
      0,
    );

    await page.unroute("**/api/portal/chat/stream");
    await page.route("**/api/portal/chat/stream", (route) =>
      route.fulfill({
        contentType: "application/x-ndjson",
        body: `${JSON.stringify({ type: "done", answer: { answer: " ", sources: [], message_id: 1 } })}\n`,
      }),
    );
    const empty = await ask(page, "¿Y la siguiente?");
    await expect(empty.locator("p").first()).toHaveText("Sin datos.");
    await page.unroute("**/api/portal/chat/stream");

    // The server forgot the conversation: a new one starts and the question is answered.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith("asistente:"))) {
        const chat = JSON.parse(localStorage.getItem(key)!);
        localStorage.setItem(key, JSON.stringify({ ...chat, session_id: crypto.randomUUID() }));
      }
    });
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/portal/chat/stream")) statuses.push(response.status());
    });
    const renewed = await ask(page, "¿Cuál es el horario de atención de la oficina?");
    await expect(renewed).not.toContainText("Ocurrió un error");
    await expect(renewed).not.toContainText("expiró");
    expect(statuses).toEqual([404, 200]);
    await expect(turnsOf(page)).toHaveCount(7);

    // After 24 hours the conversation and its messages are dropped.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith("asistente:"))) {
        const chat = JSON.parse(localStorage.getItem(key)!);
        localStorage.setItem(
          key,
          JSON.stringify({ ...chat, started_at: Date.now() - 24 * 3_600_000 - 1000 }),
        );
      }
    });
    await page.reload();
    await expect(turnsOf(page)).toHaveCount(1);

    // 'Nueva conversación' forgets it at once.
    await ask(page, "¿Dónde queda la oficina?");
    await page.getByRole("button", { name: "Nueva conversación" }).click();
    await expect(turnsOf(page)).toHaveCount(1);
    await page.reload();
    await expect(turnsOf(page)).toHaveCount(1);
  });
});

test.describe("/admin/chatbot", () => {
  test.use({ signedInAs: "admin" });

  test("lists the conversations with their questions, answers and sources, the questions that found nothing, topics and opinions", async ({
    page,
    content,
    playwright,
  }) => {
    const word = uniqueWord("volcan");
    const news = await content.news({
      titulo: `Simulacro de evacuación ${word} en Zunil`,
      resumen: `El simulacro ${word} preparó a las familias ante una erupción.`,
      estado: "publicado",
    });
    const visitor = await playwright.request.newContext({ baseURL: own().url });
    const headers = { "x-forwarded-for": randomIp() };
    const { session_id } = (await (
      await visitor.post("/api/portal/chat/start", { headers })
    ).json()) as {
      session_id: string;
    };
    const asked = async (message: string) =>
      (await (
        await visitor.post("/api/portal/chat", { headers, data: { session_id, message } })
      ).json()) as {
        message_id: number;
      };
    const found = `¿Cómo fue el simulacro ${word}?`;
    const missing = `¿Hay becas de natación ${word}x?`;
    const answer = await asked(found);
    await asked(missing);
    const opinion = await visitor.post("/api/portal/chat/opinion", {
      headers,
      data: { session_id, message_id: answer.message_id, useful: false },
    });
    expect(opinion.status()).toBe(200);
    await visitor.dispose();

    await page.goto("/admin/sistema");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^ChatBot/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/chatbot$/);
    await expect(page.getByRole("heading", { level: 1, name: "ChatBot" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Últimos 30 días" })).toContainText(
      "Sin respuesta",
    );
    const list = page.getByRole("list", { name: "Conversaciones" });
    await expect(list.getByRole("link", { name: found })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const filters = page.getByRole("search", { name: "Filtrar conversaciones" });
    await filters.getByLabel("Buscar en las preguntas").fill(`SIMULACRO ${word}`);
    await filters.getByLabel("Resultado").selectOption({ label: "Con respuestas no útiles" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/resultado=no-util/);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText("Visitante");
    await expect(list.getByRole("listitem")).toContainText("2 preguntas");
    await expect(list.getByRole("listitem")).toContainText("1 sin respuesta");
    await expect(list.getByRole("listitem")).toContainText("1 no útil");

    await list.getByRole("link", { name: found }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/chatbot/${session_id}$`));
    const exchanges = page
      .getByRole("list", { name: "Preguntas y respuestas" })
      .locator(":scope > li");
    await expect(exchanges).toHaveCount(2);
    await expect(exchanges.first().getByRole("heading", { name: found })).toBeVisible();
    await expect(exchanges.first()).toContainText(`Según «${news.titulo}»`);
    await expect(
      exchanges.first().getByRole("link", { name: sourceLink(news.titulo) }),
    ).toHaveAttribute("href", `/noticias/${news.slug}`);
    await expect(exchanges.first()).toContainText("No útil");
    await expect(exchanges.nth(1)).toContainText("Sin respuesta");
    await expect(exchanges.nth(1)).toContainText("No encontré información publicada sobre eso.");
    await expectNoAccessibilityViolations(page);

    await page.getByRole("link", { name: "Volver al ChatBot" }).click();
    const sections = page.getByRole("navigation", { name: "Secciones del ChatBot" });
    await sections.getByRole("link", { name: "Sin respuesta" }).click();
    await expect(page).toHaveURL(/vista=sin-respuesta/);
    const unanswered = page.getByRole("list", { name: "Preguntas sin respuesta" });
    await expect(unanswered.getByRole("listitem").first()).toContainText(missing);
    await expect(unanswered.getByRole("listitem").first()).toContainText("1 vez");
    await expect(unanswered).not.toContainText(found);
    await expectNoAccessibilityViolations(page);

    await sections.getByRole("link", { name: "Temas más consultados" }).click();
    await expect(page.getByRole("list", { name: "Temas más consultados" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await sections.getByRole("link", { name: "Opiniones" }).click();
    const notUseful = page.getByRole("region", { name: "Respuestas marcadas como no útiles" });
    await expect(notUseful.getByRole("listitem").first()).toContainText(found);
    await expect(
      notUseful.getByRole("link", { name: sourceLink(news.titulo) }).first(),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // An unknown conversation is a not-found screen.
    await page.goto("/admin/chatbot/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "La conversación no existe.",
    );
  });
});

test.describe("/admin/chatbot for UserAdminNivel roles", () => {
  test.use({ signedInAs: "basic" });

  test("is closed", async ({ page }) => {
    await page.goto("/admin/chatbot");
    await expect(page.getByText(/Acceso Denegado/)).toBeVisible();
  });
});

test.describe("site search", () => {
  test(
    "/buscar from the public header: results with their section, date and link; empty and no-result states",
    { tag: PHONE },
    async ({ page, content, isMobile }) => {
      const word = uniqueWord("jade");
      const news = await content.news({
        titulo: `Mercado de artesanías ${word} en Salcajá`,
        resumen: `Tejedoras de ${word} mostraron cortes típicos y güipiles.`,
        estado: "publicado",
      });
      await page.goto("/");
      if (isMobile) await page.getByRole("button", { name: "Menú" }).click();
      const header = page.getByRole("search", { name: "Buscar en el sitio" });
      await header.getByRole("searchbox", { name: "Buscar" }).fill(word);
      await header.getByRole("searchbox", { name: "Buscar" }).press("Enter");
      await expect(page).toHaveURL(
        (url) => url.pathname === "/buscar" && url.searchParams.get("q") === word,
      );
      await expect(
        page.getByRole("heading", { level: 1, name: "Buscar en el sitio" }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const results = page.getByRole("region", { name: /resultado/ });
      await expect(results.getByRole("heading", { level: 2 })).toHaveText(
        `1 resultado para «${word}»`,
      );
      const result = results.getByRole("listitem").first();
      await expect(result).toContainText("Noticia");
      await expect(result).toContainText(/\d{1,2} de [a-z]+ de \d{4}/);
      await expect(result.locator("mark").first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      await result.getByRole("link", { name: news.titulo }).click();
      await expect(page).toHaveURL(new RegExp(`/noticias/${news.slug}$`));

      await page.goto("/buscar");
      await expect(page.getByText("Escribe una o varias palabras para buscar")).toBeVisible();
      await expectNoAccessibilityViolations(page);
      const search = page.getByRole("search", { name: "Búsqueda" });
      await search.getByLabel("¿Qué buscas?").fill(`zzqx${word}`);
      await search.getByRole("button", { name: "Buscar" }).click();
      await expect(page.getByText(`No encontramos resultados para «zzqx${word}»`)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    },
  );

  test.describe("in the portal", () => {
    test.use({ signedInAs: "citizen" });

    test("the portal header's search box opens /portal/buscar, procedures included", async ({
      page,
    }) => {
      await page.goto("/portal");
      const header = page.getByRole("search", { name: "Buscar en el sitio" });
      await header.getByRole("searchbox", { name: "Buscar" }).fill("alumbrado público");
      await header.getByRole("button", { name: "Buscar" }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === "/portal/buscar" && url.searchParams.get("q") === "alumbrado público",
      );
      await expect(page.getByRole("heading", { level: 1, name: "Buscar" })).toBeVisible();
      const results = page.getByRole("region", { name: /resultado/ });
      const procedure = results
        .getByRole("listitem")
        .filter({ hasText: "Trámite: Alumbrado público" });
      await expect(procedure).toContainText("Trámite");
      await expect(procedure.getByRole("link")).toHaveAttribute(
        "href",
        /\/portal\/sugerencias\/nueva\?tramite=\d+$/,
      );
      await expect(
        page.getByRole("search", { name: "Búsqueda" }).getByLabel("¿Qué buscas?"),
      ).toHaveValue("alumbrado público");
      await expectNoAccessibilityViolations(page);
    });
  });
});
