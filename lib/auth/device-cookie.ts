import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { derivedKey } from "@/lib/auth/keys";
import type { SessionContext } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import type { AccountKind } from "@/lib/generated/prisma/enums";

// A browser's memory of the accounts that signed in on it: the "device cookie" of OWASP's "Slow
// Down Online Guessing Attacks with Device Cookies". It holds a random device id and, for each of
// the last five accounts of its kind that signed in there, an expiry and a MAC over the kind, the
// device, the account, the expiry and the account's password hash. Only the server can write an
// entry, and a new password voids every entry written before it. A login from a device the account
// knows is counted apart from everyone else's (lib/auth/throttle.ts): strangers' failures never
// ask it for more than the password.

/** A login's context, and the device cookie the browser sent with it. */
export interface LoginContext extends SessionContext {
  device?: string | null;
}

const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
const ACCOUNTS_PER_DEVICE = 5;
const MAX_LENGTH = 1024;

/** An account as its entry is signed for: its id and its current password hash. */
export interface DeviceAccount {
  id: number;
  passwordHash: string | null;
}

interface Entry {
  id: number;
  expires: number;
  mac: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function entryMac(kind: AccountKind, device: string, account: DeviceAccount, expires: number) {
  return createHmac("sha256", derivedKey("device-cookie"))
    .update([kind, device, account.id, expires, account.passwordHash ?? ""].join("|"))
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** `device~id.expires.mac~…`, or null when the value is not one. */
function parse(value: string | null | undefined): { device: string; entries: Entry[] } | null {
  if (!value || value.length > MAX_LENGTH) return null;
  const [device = "", ...rest] = value.split("~");
  if (!/^[\w-]{22}$/.test(device)) return null;
  const entries = rest.flatMap((text) => {
    const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})$/.exec(text);
    return match ? [{ id: Number(match[1]), expires: Number(match[2]), mac: match[3]! }] : [];
  });
  return { device, entries };
}

/**
 * The device's id when its cookie vouches for `account`: an entry signed for this account and its
 * current password, not expired. Null for no cookie, a forged or altered one, another account's,
 * or one written before the password last changed.
 */
export function vouchedDevice(
  kind: AccountKind,
  cookie: string | null | undefined,
  account: DeviceAccount,
): string | null {
  const parsed = parse(cookie);
  if (!parsed || !account.passwordHash) return null;
  const entry = parsed.entries.find((e) => e.id === account.id && e.expires > nowSeconds());
  if (!entry) return null;
  const expected = Buffer.from(entryMac(kind, parsed.device, account, entry.expires));
  const given = Buffer.from(entry.mac);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? parsed.device
    : null;
}

/**
 * The cookie after `account` signed in on this device: its entry written anew (first, valid 180
 * days), the device's other live entries kept (five in all at most), the device id kept or made.
 */
export function rememberAccount(
  kind: AccountKind,
  cookie: string | null | undefined,
  account: DeviceAccount,
): string {
  const parsed = parse(cookie);
  const device = parsed?.device ?? randomBytes(16).toString("base64url");
  const expires = nowSeconds() + LIFETIME_SECONDS;
  const others = (parsed?.entries ?? [])
    .filter((entry) => entry.id !== account.id && entry.expires > nowSeconds())
    .slice(0, ACCOUNTS_PER_DEVICE - 1);
  const entries = [{ id: account.id, expires, mac: entryMac(kind, device, account, expires) }];
  return [device, ...[...entries, ...others].map((e) => `${e.id}.${e.expires}.${e.mac}`)].join(
    "~",
  );
}

// ----- The cookie itself -----

const secure = () => new URL(env().SITE_URL).protocol === "https:";

/** One cookie per kind of account; `__Host-` where the site is served over HTTPS. */
const deviceCookieName = (kind: AccountKind) =>
  `${secure() ? "__Host-" : ""}dispositivo-${kind === "admin" ? "admin" : "ciudadano"}`;

const deviceCookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: secure(),
  path: "/",
  maxAge: LIFETIME_SECONDS,
});

/** The device cookie of `kind` a request carries (route handlers). */
export function requestDeviceCookie(request: Request, kind: AccountKind): string | null {
  const name = deviceCookieName(kind);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/** Sets the device cookie on a route handler's answer. */
export function setDeviceCookie(response: NextResponse, kind: AccountKind, value: string) {
  response.cookies.set(deviceCookieName(kind), value, deviceCookieOptions());
  return response;
}

/** The device cookie of `kind` the browser sent with a server action. */
export async function browserDeviceCookie(kind: AccountKind): Promise<string | null> {
  return (await cookies()).get(deviceCookieName(kind))?.value ?? null;
}

/** Sets the device cookie from a server action. */
export async function keepBrowserDeviceCookie(kind: AccountKind, value: string): Promise<void> {
  (await cookies()).set(deviceCookieName(kind), value, deviceCookieOptions());
}
