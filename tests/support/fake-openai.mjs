// A stand-in for an OpenAI-compatible service (POST {base}/chat/completions, streamed as
// server-sent events like the real one, or as one JSON answer), for the assistant's tests: no
// test ever reaches a real provider. What it does depends on the request:
// - asked to rewrite a question for search (its system prompt says "consulta de búsqueda"), it
//   answers the question with the words of `rewrites` (given at start) replaced;
// - asked to answer, it reads the question in the prompt: "FALLA" answers 500, "LENTO" answers
//   nothing for 10 s, "MUDO" streams no text, "NIEGA" says the passages hold no answer, "INVENTA"
//   also cites a passage it was not given, "SINFUENTE" cites only such a passage; anything else
//   streams an answer that cites the first passage, in three pieces.
import { createServer } from "node:http";

const NOT_FOUND = "No encontré información publicada sobre eso.";

function answerFor(prompt) {
  if (prompt.includes("NIEGA")) return [NOT_FOUND];
  const title = prompt.match(/\[1\] ([^\n(]+)/)?.[1]?.trim() ?? "lo publicado";
  if (prompt.includes("SINFUENTE")) return ["Según lo publicado, ", `«${title}» `, "lo dice [9]."];
  if (prompt.includes("INVENTA")) {
    return ["Según lo publicado, ", `«${title}» `, "responde su pregunta [1] y algo más [7]."];
  }
  return ["Según lo publicado, ", `«${title}» `, "responde su pregunta [1]."];
}

function rewriteOf(prompt, rewrites) {
  const question = prompt.match(/Pregunta: (.*)$/m)?.[1] ?? "";
  return question.replace(/[\p{L}\p{N}]+/gu, (word) => rewrites[word.toLowerCase()] ?? word);
}

/**
 * Starts the fake on `port` (0: any free one); resolves with its base URL, requests and close().
 * `rewrites`: lower-case words and what the fake's search rewrite turns them into.
 */
export function startFakeOpenAI(port = 0, { rewrites = {} } = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      requests.push({ path: req.url, authorization: req.headers.authorization, body });
      const prompt = (body.messages ?? [])
        .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
        .join("\n");
      if (!req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      if (prompt.includes("FALLA")) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "falla simulada", type: "server_error" } }));
        return;
      }
      if (prompt.includes("LENTO")) {
        setTimeout(() => res.destroyed || res.end(), 10_000).unref();
        return;
      }
      const rewriting = prompt.includes("consulta de búsqueda");
      const pieces = rewriting
        ? [rewriteOf(prompt, rewrites)]
        : prompt.includes("MUDO")
          ? []
          : answerFor(prompt);
      const base = {
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        created: 1,
        model: body.model,
      };
      if (!body.stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            ...base,
            object: "chat.completion",
            choices: [
              {
                index: 0,
                message: { role: "assistant", content: pieces.join("") },
                finish_reason: "stop",
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const send = (data) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      send({
        ...base,
        choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
      });
      for (const piece of pieces)
        send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
      send({
        ...base,
        choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      });
      res.end("data: [DONE]\n\n");
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}/v1`,
        requests,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv.includes("--port")) {
  const port = Number(process.argv[process.argv.indexOf("--port") + 1]);
  startFakeOpenAI(port).then(({ url }) => console.log(`[fake-openai] ${url}`));
}
