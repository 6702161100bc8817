import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import https from "node:https";

// Next.js hands route handlers, server actions and pages a Request without the socket it came on
// (and fills `X-Forwarded-For` with the socket's address only when the client sent none), so the
// address of the connection is kept here, for the duration of each request, from the moment the
// Node server emits it. The store lives on globalThis: instrumentation.ts and each route are
// bundled apart, and all must share one.

interface Holder {
  storage: AsyncLocalStorage<string | null>;
  recording: boolean;
}

const KEY = Symbol.for("plataforma.connection-address");
const holder: Holder = ((globalThis as Record<symbol, Holder | undefined>)[KEY] ??= {
  storage: new AsyncLocalStorage<string | null>(),
  recording: false,
});

/** The address of the connection serving the current request, or null when none is known. */
export function connectionAddress(): string | null {
  return holder.storage.getStore() ?? null;
}

/**
 * From now on, every request the process's HTTP(S) servers emit runs with its connection's
 * address in scope (called once at start-up by instrumentation.ts; calling it again does nothing).
 */
export function recordConnectionAddresses(): void {
  if (holder.recording) return;
  holder.recording = true;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function emitWithAddress(
      this: http.Server,
      event: string | symbol,
      ...args: unknown[]
    ) {
      const forward = () => Reflect.apply(emit, this, [event, ...args]) as boolean;
      if (event !== "request") return forward();
      const address = (args[0] as http.IncomingMessage).socket?.remoteAddress ?? null;
      return holder.storage.run(address, forward);
    };
  }
}
