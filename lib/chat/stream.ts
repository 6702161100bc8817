import type { ChatAnswer } from "@/lib/chat/schema";
import { CHAT_MESSAGES } from "@/lib/chat/schema";
import { log } from "@/lib/log";

// The streamed answer: newline-delimited JSON events. `delta` carries text as the model writes it;
// `done` the final answer and sources (which replace the deltas: a model that failed halfway is
// replaced by the answer from the passages); `error` a failure after the stream began.

export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "done"; answer: ChatAnswer }
  | { type: "error"; message: string };

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

/** Reads the events of a streamed answer as they arrive (the chat screen). */
export async function* readChatEvents(response: Response): AsyncGenerator<ChatEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as ChatEvent;
  }
  if (buffer.trim()) yield JSON.parse(buffer) as ChatEvent;
}
