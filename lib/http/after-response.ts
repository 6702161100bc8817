import "server-only";
import { after } from "next/server";
import { log } from "@/lib/log";

/**
 * Runs `work` once the answer has been sent (Next's after(), which a serverless platform waits
 * for), so how long it takes tells the caller nothing: an answer that e-mails a link only when an
 * account exists must take the same time when none does. Outside a request (a script, a test) it
 * runs at once and is awaited. A failure is logged; the answer already went.
 */
export async function afterResponse(what: string, work: () => Promise<void>): Promise<void> {
  const guarded = () => work().catch((error) => log().error({ err: error }, `${what} failed`));
  try {
    after(guarded);
  } catch {
    await guarded();
  }
}
