import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import { env } from "@/lib/env";
import type { PassageHit } from "@/lib/search/queries";
import { log } from "@/lib/log";

// The optional language model (docs/architecture.md §7): any OpenAI-compatible service chosen by environment.
// It sees only the retrieved passages and must cite them; any failure or a timeout answers null,
// and the caller falls back to the answer built from the passages.

const SYSTEM = [
  "Eres el asistente virtual de la oficina de un diputado al Congreso de Guatemala.",
  "Respondes en español claro y breve (máximo 120 palabras), tratando a la persona de tú, con respeto, como el resto del portal.",
  "Usa SOLO la información de los pasajes numerados que te da el sistema; no agregues datos de otras fuentes ni supongas nada.",
  "Después de cada dato escribe el número de su pasaje entre corchetes, por ejemplo [1].",
  "Si los pasajes no responden la pregunta, responde exactamente: No encontré información publicada sobre eso.",
].join(" ");

export function modelConfigured(): boolean {
  const config = env();
  return Boolean(config.AI_BASE_URL && config.AI_MODEL);
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
  const config = env();
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  const provider = createOpenAICompatible({
    name: "asistente",
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
  });
  let failed = false;
  try {
    const result = streamText({
      model: provider.chatModel(config.AI_MODEL),
      system: SYSTEM,
      prompt: passagesPrompt(question, hits),
      temperature: 0.2,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.AI_TIMEOUT_MS),
      onError: ({ error }) => {
        failed = true;
        log().error(
          { reason: error instanceof Error ? error.message : String(error) },
          "assistant model failed",
        );
      },
    });
    let text = "";
    for await (const delta of result.textStream) {
      text += delta;
      onDelta(delta);
    }
    return failed || !text.trim() ? null : text.trim();
  } catch (error) {
    log().error(
      { reason: error instanceof Error ? error.message : String(error) },
      "assistant model did not answer",
    );
    return null;
  }
}
