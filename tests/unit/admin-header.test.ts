import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { AdminHeader } from "@/components/admin/AdminHeader";
import { EMPTY_IDENTITY } from "@/lib/site/identity-schema";

// The header as the server renders it where nobody is signed in (sign-in, reset, the guard); with a
// session, its greeting, badge and menu are checked in the browser (tests/e2e/admin-access.spec.ts).
it("names the team and, without a session, shows the badge's 'Sin token' (product.md §A.1, §A.2.3)", () => {
  const html = renderToStaticMarkup(
    createElement(AdminHeader, {
      actor: null,
      roleDescription: "",
      identity: { ...EMPTY_IDENTITY, nombre: "Carlos Enrique Ixcot" },
    }),
  );
  expect(html).toContain("Administración Interna – Equipo de Carlos Enrique Ixcot");
  expect(html).toContain(">Sin token<");
  expect(html).not.toContain("Hola,");
});
