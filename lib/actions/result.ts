import type { ErrorBody } from "@/lib/errors/app-error";

/** What a server action answers: its data, or the error's status, code and Spanish message. */
export type ActionResult<T> = { ok: true; data: T } | ({ ok: false; status: number } & ErrorBody);
