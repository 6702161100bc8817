// Types for fake-openai.mjs (tsconfig has allowJs off).

export interface FakeOpenAIRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface FakeOpenAI {
  /** Base URL to give as AI_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeOpenAIRequest[];
  close(): Promise<void>;
}

export function startFakeOpenAI(
  port?: number,
  options?: { rewrites?: Record<string, string> },
): Promise<FakeOpenAI>;
