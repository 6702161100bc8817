// The citizen's gestión screens where there is nothing to show (product.md §C.8), as the server
// renders them: an office with no procedure yet, and a gestión with no event (filed before every
// gestión began with its status event). The journeys are in tests/e2e/gestiones.spec.ts.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";
import NewGestionPage from "@/app/portal/sugerencias/nueva/page";
import { Timeline } from "@/components/gestiones/Timeline";

vi.mock("@/lib/citizens/page-guard", () => ({
  requireCitizenPage: async () => ({ kind: "citizen" }),
}));
vi.mock("@/lib/gestiones/queries", () => ({
  getGestionMeta: async () => ({ categorias: [], templates: [] }),
}));

it("a new gestión without any procedure to choose says 'No hay opciones disponibles por ahora.'", async () => {
  const page = await NewGestionPage({ searchParams: Promise.resolve({}) });
  const html = renderToStaticMarkup(page as ReactElement);
  expect(html).toContain(">No hay opciones disponibles por ahora.</p>");
  expect(html).not.toContain("<form");
});

it("a timeline without events says 'Sin eventos aún.'", () => {
  for (const audience of ["citizen", "office"] as const)
    expect(renderToStaticMarkup(createElement(Timeline, { items: [], audience }))).toBe(
      '<p class="text-muted-foreground">Sin eventos aún.</p>',
    );
});
