import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, streamText } from "ai";
import { env } from "@/lib/env";
import type { PassageHit } from "@/lib/search/queries";
import { log } from "@/lib/log";

// The optional language model (docs/architecture.md §7): any OpenAI-compatible service chosen by environment.
// It sees only the retrieved passages and must cite them; any failure or a timeout answers null,
// and the caller falls back to the answer built from the passages.

/** The words the model is told to answer with when the passages hold no answer. */
export const MODEL_NOT_FOUND = "No encontré información publicada sobre eso.";

const SYSTEM = [
  "Eres el asistente virtual de la oficina de un diputado al Congreso de Guatemala.",
  "Respondes en español claro y breve (máximo 120 palabras), tratando de tú a quien pregunta.",
  "Usa SOLO la información de los pasajes numerados que te da el sistema; no agregues datos de otras fuentes ni supongas nada.",
  "Después de cada dato escribe el número de su pasaje entre corchetes, por ejemplo [1].",
  `Si los pasajes no responden la pregunta, responde exactamente: ${MODEL_NOT_FOUND}`,
].join(" ");

const REWRITE_SYSTEM = [
  "Reescribes preguntas de ciudadanos de Guatemala como una consulta de búsqueda para el sitio de la oficina de un diputado.",
  "Usa las palabras formales que usaría el sitio (por ejemplo municipalidad, alumbrado público, drenaje, transporte), conserva los nombres de lugares y personas,",
  "y si la pregunta continúa una conversación, incluye el tema de las preguntas anteriores.",
  "Responde solo con la consulta, en una línea, sin explicaciones.",
].join(" ");

/** The configured model, or null when none is (AI_BASE_URL and AI_MODEL unset). */
function configuredModel() {
  const config = env();
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  const provider = createOpenAICompatible({
    name: "asistente",
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
  });
  return { model: provider.chatModel(config.AI_MODEL), timeoutMs: config.AI_TIMEOUT_MS };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The question rewritten by the model in the site's words, for the search to read beside the
 * citizen's own; null without a model, on failure or timeout, or when it adds nothing.
 */
export async function modelSearchRewrite(
  question: string,
  earlier: string[] = [],
): Promise<string | null> {
  const configured = configuredModel();
  if (!configured) return null;
  try {
    const { text } = await generateText({
      model: configured.model,
      system: REWRITE_SYSTEM,
      prompt: [
        ...earlier.map((text, index) => `Pregunta anterior ${index + 1}: ${text}`),
        `Pregunta: ${question}`,
      ].join("\n"),
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(configured.timeoutMs),
    });
    const rewritten = text.trim().split("\n")[0]!.trim().slice(0, 300);
    return rewritten && rewritten.toLowerCase() !== question.trim().toLowerCase()
      ? rewritten
      : null;
  } catch (error) {
    log().error({ reason: reasonOf(error) }, "assistant model did not rewrite the question");
    return null;
  }
}

function passagesPrompt(question: string, hits: PassageHit[]): string {
  const passages = hits
    .map(
      (hit, index) =>
        `[${index + 1}] ${hit.title} (${hit.url}${hit.date ? `, ${hit.date.slice(0, 10)}` : ""})\n${hit.body}`,
    )
    .join("\n\n");
  return `Pasajes publicados:\n\n${passages}\n\nPregunta del ciudadano: ${question}`;
}

/**
 * The model's answer from the passages, its text handed to `onDelta` as it arrives; null when no
 * model is configured, it fails, it times out, or it answers nothing.
 */
export async function modelAnswer(
  question: string,
  hits: PassageHit[],
  onDelta: (text: string) => void = () => undefined,
): Promise<string | null> {
  const configured = configuredModel();
  if (!configured) return null;
  let failed = false;
  try {
    const result = streamText({
      model: configured.model,
      system: SYSTEM,
      prompt: passagesPrompt(question, hits),
      temperature: 0.2,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(configured.timeoutMs),
      onError: ({ error }) => {
        failed = true;
        log().error({ reason: reasonOf(error) }, "assistant model failed");
      },
    });
    let text = "";
    for await (const delta of result.textStream) {
      text += delta;
      onDelta(delta);
    }
    return failed || !text.trim() ? null : text.trim();
  } catch (error) {
    log().error({ reason: reasonOf(error) }, "assistant model did not answer");
    return null;
  }
}
