import "server-only";
import type { ChatAnswer } from "@/lib/chat/schema";
import { CHAT_MESSAGES } from "@/lib/chat/schema";
import type { ChatEvent } from "@/lib/chat/stream";
import { log } from "@/lib/log";

/** The answer as a stream of events (lib/chat/stream.ts), the final one replacing the deltas. */
export function chatEvents(
  answer: (onDelta: (text: string) => void) => Promise<ChatAnswer>,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatEvent) =>
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        send({ type: "done", answer: await answer((text) => send({ type: "delta", text })) });
      } catch (error) {
        log().error({ err: error }, "assistant could not answer");
        send({ type: "error", message: CHAT_MESSAGES.failed });
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
