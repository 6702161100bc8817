import type { ActionResult } from "@/lib/actions/result";

/** A server action as a form receives it from its page. */
export type FormAction<I, T = unknown> = (input: I) => Promise<ActionResult<T>>;
