import { isSignedInPath } from "@/lib/offline/public-paths";
import { forgetDraftFiles } from "./draft-files";
import { forgetDrafts } from "./drafts";

/**
 * When a session ends: deletes any cached answer of the portal or the back office. The service worker
 * never stores one (lib/offline/public-paths.ts); this holds even for a cache written some other way.
 * Never fails: signing out goes on whatever the browser's caches answer.
 */
export async function forgetSignedInPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const signedIn = (await cache.keys()).filter((request) =>
        isSignedInPath(new URL(request.url).pathname),
      );
      await Promise.all(signedIn.map((request) => cache.delete(request)));
    }
  } catch {
    // A browser that refuses its caches to the page (private mode, storage disabled) kept nothing.
  }
}

/**
 * On signing out: nothing personal stays on the device, neither a cached page nor a form's draft
 * (components/offline/drafts.ts; cleared at once, before the sign-out navigates away) or its files
 * (unreadable once the drafts' keys are gone, and deleted). A session
 * that only expired keeps its drafts, so that what was typed survives signing in again.
 */
export async function forgetOnSignOut(): Promise<void> {
  forgetDrafts();
  forgetDraftFiles();
  await forgetSignedInPages();
}
