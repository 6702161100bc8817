// The biography's 'Ver Biografías' tab as the server renders it when the versions cannot be read
// (product.md §B.8); the tab's journeys are in tests/e2e/admin-biography.spec.ts.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";
import BiographyVersionsPage from "@/app/admin/landing/biografia/page";
import { listBiographyVersions } from "@/lib/biography/admin-queries";
import { AppError } from "@/lib/errors/app-error";

vi.mock("@/lib/admins/page-guard", () => ({ requireAdminPage: async () => ({ kind: "admin" }) }));
vi.mock("@/lib/biography/admin-queries", () => ({ listBiographyVersions: vi.fn() }));

const screen = async () =>
  renderToStaticMarkup(
    (await BiographyVersionsPage({ searchParams: Promise.resolve({}) })) as ReactElement,
  );

it("versions that cannot be read say 'Error al obtener biografías: …' with the reason, or a plain one", async () => {
  vi.mocked(listBiographyVersions)
    .mockRejectedValueOnce(new AppError("UNAVAILABLE", "El servicio no está disponible."))
    .mockRejectedValueOnce(new Error("relation does not exist"));
  expect(await screen()).toContain(
    `role="alert">Error al obtener biografías: El servicio no está disponible.</div>`,
  );
  expect(await screen()).toContain(
    `role="alert">Error al obtener biografías: Intenta de nuevo más tarde.</div>`,
  );
});
