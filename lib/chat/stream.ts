import type { ChatAnswer } from "@/lib/chat/schema";

// The streamed answer: newline-delimited JSON events (written by lib/chat/stream-response.ts). `delta` carries text as the model writes it;
// `done` the final answer and sources (which replace the deltas: a model that failed halfway is
// replaced by the answer from the passages); `error` a failure after the stream began.

export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "done"; answer: ChatAnswer }
  | { type: "error"; message: string };

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
