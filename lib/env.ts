import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** An empty variable (as .env.example leaves them) is an unset one. */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" ? value.trim() || undefined : value;

/** How e-mail leaves the application (lib/email/senders.ts). */
export const EMAIL_TRANSPORTS = ["resend", "log", "file"] as const;
export type EmailTransport = (typeof EMAIL_TRANSPORTS)[number];

/**
 * The transport in use: EMAIL_TRANSPORT, else Resend when its key is set, else the server log —
 * except in production, where links must never reach a log: there it is Resend, or `file` set on
 * purpose (test and CI servers), and anything else is a configuration error.
 */
export function emailTransport(env: {
  NODE_ENV: string;
  RESEND_API_KEY?: string;
  EMAIL_TRANSPORT?: EmailTransport;
}): EmailTransport | null {
  const transport = env.EMAIL_TRANSPORT ?? (env.RESEND_API_KEY ? "resend" : "log");
  if (transport === "resend" && !env.RESEND_API_KEY) return null;
  if (transport === "log" && env.NODE_ENV === "production") return null;
  return transport;
}

const HOPS_MESSAGE = "debe ser vercel o un número entero de 0 a 10";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "debe ser una URL postgresql://usuario:clave@host:puerto/base")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(50).default(5),
    AUTH_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
    SITE_URL: z
      .url("debe ser una URL completa, como https://diputado.gt")
      .default("http://localhost:3000"),
    UPLOADTHING_TOKEN: optionalText,
    UPLOAD_DIR: z.string().default(".data/uploads"),
    RESEND_API_KEY: optionalText,
    EMAIL_TRANSPORT: z.preprocess(
      blankAsUnset,
      z.enum(EMAIL_TRANSPORTS, { error: "debe ser resend, log o file" }).optional(),
    ),
    EMAIL_DIR: z.string().default(".data/mail"),
    EMAIL_FROM: z.string().default("Oficina <no-responder@localhost>"),
    CRON_SECRET: optionalText,
    AI_BASE_URL: z.preprocess(
      blankAsUnset,
      z
        .url("debe ser la URL de un servicio compatible con OpenAI, como https://api.openai.com/v1")
        .optional(),
    ),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_MS: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(1000).max(120_000).default(15_000),
    ),
    TRUSTED_PROXY_HOPS: z.preprocess(
      blankAsUnset,
      z
        .union(
          [
            z.literal("vercel"),
            z.coerce.number().int(HOPS_MESSAGE).min(0, HOPS_MESSAGE).max(10, HOPS_MESSAGE),
          ],
          {
            error: HOPS_MESSAGE,
          },
        )
        .optional(),
    ),
    VERCEL: optionalText,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: "AI_BASE_URL y AI_MODEL van juntas",
      });
    }
    if (!emailTransport(env)) {
      ctx.addIssue({
        code: "custom",
        path: ["RESEND_API_KEY"],
        message:
          env.EMAIL_TRANSPORT === "resend"
            ? "es obligatoria con EMAIL_TRANSPORT=resend"
            : "es obligatoria en producción (EMAIL_TRANSPORT=file solo en servidores de prueba)",
      });
    }
    if (env.NODE_ENV !== "production") return;
    for (const key of ["DATABASE_URL", "AUTH_SECRET"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "es obligatoria en producción" });
    }
  });

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(
      `Configuración inválida:\n${problems.map((p) => `  - ${p}`).join("\n")}\nRevise .env.example.`,
    );
    this.name = "ConfigError";
  }
}

/** Validates a set of variables; throws ConfigError naming every offending variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  );
}

let cached: Env | undefined;

/** The validated environment, read on first use (never at import: `next build` imports routes). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
