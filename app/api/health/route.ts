import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/health/service";

/** For load balancers and uptime checks: 200 when this instance can serve, 503 otherwise. */
export async function GET() {
  const health = await checkHealth();
  return NextResponse.json(health, {
    status: health.ok ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
