// The values screen as the server renders it when a list cannot be read or is empty (product.md
// §B.2, §B.8): each tab says so in its own words and the rest of the screen stays usable. The
// reads are replaced here; what they answer is in tests/integration/content-values.test.ts, the
// screen's journeys in tests/e2e/admin-values.spec.ts.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import ValuesAdminPage from "@/app/admin/landing/valores/page";
import * as reads from "@/lib/values/public-api-queries";

vi.mock("@/lib/admins/page-guard", () => ({ requireAdminPage: async () => ({ kind: "admin" }) }));
vi.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, replace() {}, push() {} }),
  usePathname: () => "/admin/landing/valores",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/values/public-api-queries", () => ({
  listCompromisos: vi.fn(),
  listValores: vi.fn(),
  listFormales: vi.fn(),
  listMensajes: vi.fn(),
  listVisuales: vi.fn(),
}));
vi.mock("@/lib/log", () => ({ log: () => ({ error() {} }) }));

const unreadable = () => Promise.reject(new Error("relation does not exist"));
const COMPROMISO = {
  id: 7,
  introduccion_titulo: "Compromiso con Quetzaltenango",
  introduccion_subtitulo: null,
  introduccion_parrafo: null,
};

async function screen(tab: string): Promise<string> {
  const page = await ValuesAdminPage({ searchParams: Promise.resolve({ tab }) });
  return renderToStaticMarkup(page as ReactElement);
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(reads.listCompromisos).mockResolvedValue([COMPROMISO] as never);
  for (const read of [reads.listValores, reads.listFormales, reads.listMensajes, reads.listVisuales])
    vi.mocked(read).mockResolvedValue([]);
});

describe("the values screen", () => {
  it.each([
    ["valores", "No se pudo cargar la lista de valores.", reads.listValores],
    ["formales", "No se pudieron cargar los compromisos formales.", reads.listFormales],
    ["mensajes", "No se pudo cargar la lista de mensajes.", reads.listMensajes],
    ["visuales", "No se pudieron cargar los elementos visuales.", reads.listVisuales],
  ] as const)("tab %s: a list the server cannot read says '%s'", async (tab, text, read) => {
    vi.mocked(read).mockImplementation(unreadable);
    const html = await screen(tab);
    expect(html).toContain(`role="alert">${text}</div>`);
    // The commitment is still there to choose.
    expect(html).toContain("#7 — Compromiso con Quetzaltenango");
  });

  it("without the commitments: their tab says 'No se pudo cargar la lista de compromisos.', the others 'No se pudieron cargar los compromisos.'", async () => {
    vi.mocked(reads.listCompromisos).mockImplementation(unreadable);
    expect(await screen("compromiso")).toContain(
      `role="alert">No se pudo cargar la lista de compromisos.</div>`,
    );
    const other = await screen("valores");
    expect(other).toContain(`role="alert">No se pudieron cargar los compromisos.</div>`);
    expect(other).not.toContain("Primero crea un compromiso");
    expect(reads.listValores).not.toHaveBeenCalled();
  });

  it("with no commitment yet: 'No hay compromisos creados aún.' in its tab and in the selector", async () => {
    vi.mocked(reads.listCompromisos).mockResolvedValue([]);
    for (const tab of ["compromiso", "valores"])
      expect(await screen(tab)).toContain("No hay compromisos creados aún.");
  });
});
