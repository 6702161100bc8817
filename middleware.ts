import { NextResponse, type NextRequest } from "next/server";

// Optimistic checks only: whether a session cookie or a bearer token is present at all. Every page,
// action and route handler checks the session itself on the server.

const OPEN_ADMIN_PAGES = new Set(["/admin/login", "/admin/request-reset", "/admin/reset-password"]);
const PROTECTED_API = [
  /^\/api\/admin(\/|$)/,
  // The assistant is open to visitors too (spec 03 §6).
  /^\/api\/portal(?!\/chat(\/|$))(\/|$)/,
  /^\/api\/auth\/(me|admins?|register|change-password)(\/|$)/,
  /^\/api\/auth-user\/me$/,
];

function hasSession(request: NextRequest): boolean {
  if (request.headers.get("authorization")?.toLowerCase().startsWith("bearer ")) return true;
  return request.cookies
    .getAll()
    .some(({ name }) => /^(__Secure-)?authjs\.session-token/.test(name));
}

function redirectTo(request: NextRequest, pathname: string, status = 308): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, status);
}

/** The old and alternative paths of spec 01 §2.1 and spec 03 §2. */
function legacyRedirect(pathname: string): string | null {
  if (pathname === "/sistema" || pathname.startsWith("/sistema/")) return `/admin${pathname}`;
  const gestion = pathname.match(/^\/admin\/gestiones(\/[^/]+)?\/?$/);
  if (gestion) return `/admin/sistema/gestiones${gestion[1] ?? ""}`;
  if (/^\/admin\/landing\/(valor|Valor|Valores)\/?$/.test(pathname))
    return "/admin/landing/valores";
  const portal = pathname.match(/^\/portal\/gestiones(\/.*)?$/);
  if (portal) return `/portal/sugerencias${portal[1] ?? ""}`;
  return null;
}

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const legacy = legacyRedirect(pathname);
  if (legacy) return redirectTo(request, legacy);

  if (pathname.startsWith("/api/")) {
    if (PROTECTED_API.some((pattern) => pattern.test(pathname)) && !hasSession(request)) {
      return NextResponse.json(
        { code: "UNAUTHENTICATED", message: "No autorizado. Por favor, inicia sesión." },
        { status: 401 },
      );
    }
    return NextResponse.next();
  }

  if (pathname.startsWith("/admin") && !OPEN_ADMIN_PAGES.has(pathname) && !hasSession(request)) {
    const url = request.nextUrl.clone();
    url.pathname = "/admin/acceso-restringido";
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.rewrite(url);
  }

  if (pathname.startsWith("/portal") && !hasSession(request)) {
    return redirectTo(request, "/login-register", 307);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/portal/:path*",
    "/sistema/:path*",
    "/api/admin/:path*",
    "/api/portal/:path*",
    "/api/auth/:path*",
    "/api/auth-user/:path*",
  ],
};
