// The old and alternative addresses of product.md §A.2.1 and §C.2 (middleware.ts): the matcher, read
// as Next.js reads it, selects each, and the middleware answers it with a permanent redirect.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, middleware } from "@/middleware";

const url = (path: string) => `http://localhost${path}`;

describe("the old addresses", () => {
  it.each([
    ["/Valor", "/admin/landing/valores"],
    ["/admin/landing/Valor", "/admin/landing/valores"],
    ["/admin/landing/valor", "/admin/landing/valores"],
    ["/admin/landing/Valores", "/admin/landing/valores"],
    ["/admin/gestiones", "/admin/sistema/gestiones"],
    ["/admin/gestiones/12", "/admin/sistema/gestiones/12"],
    ["/sistema/ciudadanos", "/admin/sistema/ciudadanos"],
    ["/portal/gestiones/nueva", "/portal/sugerencias/nueva"],
  ])("%s redirects to %s", (from, to) => {
    expect(unstable_doesMiddlewareMatch({ config, url: url(from) })).toBe(true);
    const response = middleware(new NextRequest(url(from)));
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location")!).pathname).toBe(to);
  });

  it("leaves the public values page alone: it is prerendered and never runs the middleware", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: url("/valores") })).toBe(false);
  });
});
