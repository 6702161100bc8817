import "server-only";
import { unstable_rethrow } from "next/navigation";
import { log } from "@/lib/log";

/**
 * A page's read, or null when the server could not make it: for the screens that show their own
 * text for a failed read in its place (product.md §B.8) rather than failing whole. Next's own
 * interrupts (not found, redirects, refusals) pass through; the failure itself is logged.
 */
export async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    unstable_rethrow(error);
    log().error({ err: error }, `${what} could not be read`);
    return null;
  }
}
