import { NextResponse, type NextRequest } from "next/server";
import { newNonce, STRICT_POLICY_AREAS, strictPolicy } from "@/lib/security/csp";
import { isDecodablePath, MALFORMED_PATH_DESTINATION } from "@/lib/http/path-segments";

// Optimistic checks only: whether a session cookie is present at all. Every page, action and route
// handler checks the session itself on the server. The pages of the per-request areas get the
// strict Content-Security-Policy with a fresh nonce (lib/security/csp.ts); the prerendered public pages get
// theirs from next.config.ts, without running this.
//
// Two routing decisions live here rather than in next.config.ts's rewrites, because Next compiles
// every rewrite's pattern anew on every page request (a tenth of a prerendered page's cost), while
// this runs only for the requests the matcher selects: a public list with a filter in its query is
// served by the per-request page beside it (`_lista`; its first page without filters stays
// prerendered at the list's own address), and a path Next cannot decode gets the 404.
//
// No route handler's body passes through here. For every request the matcher selects, Next
// copies the body for the middleware to read (up to experimental.proxyClientMaxBodySize, 10 MB by
// default, the rest discarded), waits for the whole body to arrive before the route runs, and
// hands the route only the copy: a 900 MB upload was read to its end before its 413, a 12 MB file reached the route
// cut at 10 MB, and a body that never ended held its 10 MB and its request forever. So no /api path
// is matched (the route handlers check the session themselves, and read bodies within their own
// limits: lib/http/body.ts, lib/http/multipart.ts), nor any path with a percent-encoding when it carries a
// body; the pages' bodies are server actions, whose copy next.config.ts caps at their own limit.

const OPEN_ADMIN_PAGES = new Set([
  "/admin/login",
  "/admin/request-reset",
  "/admin/reset-password",
  "/admin/invitacion",
]);

function hasSession(request: NextRequest): boolean {
  return request.cookies
    .getAll()
    .some(({ name }) => /^(__Secure-)?authjs\.session-token/.test(name));
}

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

/**
 * The page, with the strict policy on the response and on the request: Next reads the nonce from the
 * request's policy and puts it on every script it renders. `rewrite` serves another page instead.
 */
function withStrictPolicy(request: NextRequest, rewrite?: URL): NextResponse {
  const policy = strictPolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = rewrite
    ? NextResponse.rewrite(rewrite, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

/** The old and alternative paths of product.md §A.2.1 and product.md §C.2. */
function legacyRedirect(pathname: string): string | null {
  if (pathname === "/sistema" || pathname.startsWith("/sistema/")) return `/admin${pathname}`;
  const gestion = pathname.match(/^\/admin\/gestiones(\/[^/]+)?\/?$/);
  if (gestion) return `/admin/sistema/gestiones${gestion[1] ?? ""}`;
  if (/^\/(admin\/landing\/(valor|Valor|Valores)|Valor)\/?$/.test(pathname))
    return "/admin/landing/valores";
  const portal = pathname.match(/^\/portal\/gestiones(\/.*)?$/);
  if (portal) return `/portal/sugerencias${portal[1] ?? ""}`;
  return null;
}

/** The public lists whose filtered views config.matcher sends here, only with a filter. */
const FILTERED_LISTS = new Set(["/noticias", "/labores", "/logros"]);

const inStrictArea = (pathname: string) =>
  STRICT_POLICY_AREAS.some((area) => pathname === `/${area}` || pathname.startsWith(`/${area}/`));

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isDecodablePath(pathname)) return rewriteTo(request, MALFORMED_PATH_DESTINATION);
  if (FILTERED_LISTS.has(pathname)) return rewriteTo(request, `${pathname}/_lista`);
  const legacy = legacyRedirect(pathname);
  if (legacy) return redirectTo(request, legacy);

  if (pathname.startsWith("/api/")) return NextResponse.next();

  if (pathname.startsWith("/admin") && !OPEN_ADMIN_PAGES.has(pathname) && !hasSession(request)) {
    const url = request.nextUrl.clone();
    url.pathname = "/admin/acceso-restringido";
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return withStrictPolicy(request, url);
  }

  if (pathname.startsWith("/portal") && !hasSession(request)) {
    // The page asked for survives the sign-in (lib/citizens/next-path.ts checks it on the way back).
    const url = request.nextUrl.clone();
    url.pathname = "/login-register";
    url.search = pathname === "/portal" ? "" : `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url, 307);
  }
  // Outside the areas only a path with a percent-encoding comes here (config.matcher).
  return inStrictArea(pathname) ? withStrictPolicy(request) : NextResponse.next();
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/portal/:path*",
    "/login-register",
    "/forgot-password",
    "/activar-cuenta",
    "/reset-password",
    "/confirm-email",
    "/buscar",
    "/setup",
    "/sistema/:path*",
    "/Valor",
    // Any path holding a percent-encoding, to check it decodes, when it carries no body (a body
    // announces its length or comes chunked): an encoded /api path (/%61pi/…) must not bring
    // a body here either.
    {
      source: "/:path(.*%.*)",
      missing: [
        { type: "header", key: "content-length", value: "0*[1-9][0-9]*" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    // A public list with one of its filters in the query (Next reads this config as written, so
    // each is spelled out).
    { source: "/noticias", has: [{ type: "query", key: "q" }] },
    { source: "/noticias", has: [{ type: "query", key: "anio" }] },
    { source: "/noticias", has: [{ type: "query", key: "mes" }] },
    { source: "/noticias", has: [{ type: "query", key: "orden" }] },
    { source: "/noticias", has: [{ type: "query", key: "page" }] },
    { source: "/labores", has: [{ type: "query", key: "q" }] },
    { source: "/labores", has: [{ type: "query", key: "anio" }] },
    { source: "/labores", has: [{ type: "query", key: "page" }] },
    { source: "/logros", has: [{ type: "query", key: "q" }] },
    { source: "/logros", has: [{ type: "query", key: "anio" }] },
    { source: "/logros", has: [{ type: "query", key: "page" }] },
  ],
};
