import "server-only";
import { isIP } from "node:net";
import { headers } from "next/headers";
import { connectionAddress } from "@/lib/security/connection-address";
import { env } from "@/lib/env";

/**
 * How far forwarded headers are trusted (TRUSTED_PROXY_HOPS): "vercel" reads the header the
 * platform itself sets; N ≥ 1 takes the address the N-th proxy from this server appended to
 * X-Forwarded-For (counted from the right, so whatever a client wrote further left is ignored);
 * 0 ignores forwarded headers. Unset: "vercel" where Vercel runs the app (it sets VERCEL=1), else 0.
 */
function trustedHops(): "vercel" | number {
  const { TRUSTED_PROXY_HOPS, VERCEL } = env();
  return TRUSTED_PROXY_HOPS ?? (VERCEL === "1" ? "vercel" : 0);
}

/** An IP address as given, IPv4 written plainly (a dual-stack socket says "::ffff:10.0.0.1"). */
const address = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return trimmed && isIP(trimmed) ? trimmed : null;
};

/**
 * The one answer to "who is calling" for per-address limits and audit entries, in routes, server
 * actions and pages alike: the client's address as far as the configured proxies vouch for it,
 * else the address of the connection (null when the runtime shows none, which then shares one
 * budget). Anything that is not an IP address counts as unknown.
 */
export function clientAddress(headers: Headers): string | null {
  const hops = trustedHops();
  if (hops === "vercel") {
    return (
      address(headers.get("x-vercel-forwarded-for")?.split(",")[0]) ??
      address(headers.get("x-real-ip")) ??
      address(connectionAddress())
    );
  }
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops === 0 || chain.length === 0) return address(connectionAddress());
  return address(chain[Math.max(0, chain.length - hops)]);
}

/** The client's address for the request being served, in pages and server actions. */
export async function requestIp(): Promise<string | null> {
  return clientAddress(await headers());
}
