import { isIP } from "node:net";
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
const EMAIL_TRANSPORTS = ["resend", "log", "file"] as const;
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

/** One network of OFFICE_NETWORKS: an address and its prefix length (the whole address without one). */
interface Network {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

function parseNetwork(entry: string): Network | null {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return null;
  const bits = version === 4 ? 32 : 128;
  const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(length >= 0 && length <= bits)) return null;
  return { address, prefix: length, family: version === 4 ? "ipv4" : "ipv6" };
}

const OFFICE_NETWORKS_MESSAGE =
  "debe ser una lista de redes CIDR separadas por comas, como 190.56.10.0/24,2803:d100::/32";

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
    SITE_URL: z.preprocess(
      blankAsUnset,
      z.url("debe ser una URL completa, como https://diputado.gt").optional(),
    ),
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
    // WhatsApp Business Cloud API and Twilio's Messages API (lib/channels/senders.ts): without
    // their credentials, messages are written as files under MESSAGES_DIR.
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_API_BASE: z.preprocess(
      blankAsUnset,
      z
        .url("debe ser la URL de la API de WhatsApp, como https://graph.facebook.com/v23.0")
        .default("https://graph.facebook.com/v23.0"),
    ),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_BASE: z.preprocess(
      blankAsUnset,
      z
        .url("debe ser la URL de la API de Twilio, como https://api.twilio.com")
        .default("https://api.twilio.com"),
    ),
    MESSAGES_DIR: z.string().default(".data/messages"),
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
    // A request body that sends nothing for this long is answered 408 (lib/http/body.ts).
    BODY_IDLE_TIMEOUT_SECONDS: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(1).max(300).default(30),
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
    OFFICE_NETWORKS: z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform((value, ctx) => {
          const entries = value.split(",").map((entry) => entry.trim());
          const networks = entries.map(parseNetwork);
          if (networks.every((network) => network !== null)) return networks;
          ctx.addIssue({ code: "custom", message: OFFICE_NETWORKS_MESSAGE });
          return z.NEVER;
        })
        .default([]),
    ),
    VERCEL: optionalText,
    /** Set by `next build` while it runs (and in the workers it starts). */
    NEXT_PHASE: optionalText,
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
    if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
      ctx.addIssue({
        code: "custom",
        path: ["WHATSAPP_PHONE_NUMBER_ID"],
        message: "WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID van juntas",
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_FROM"],
        message: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN y TWILIO_FROM van juntas",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (env.WHATSAPP_TOKEN && !env.WHATSAPP_APP_SECRET) {
      // Without it, anyone could post replies in a citizen's name to the webhook.
      ctx.addIssue({
        code: "custom",
        path: ["WHATSAPP_APP_SECRET"],
        message: "es obligatoria en producción con WHATSAPP_TOKEN: verifica los avisos de WhatsApp",
      });
    }
    for (const key of ["DATABASE_URL", "AUTH_SECRET"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "es obligatoria en producción" });
    }
    if (!env.SITE_URL) {
      // Reset and confirmation links, canonical URLs and the Origin check are built from it.
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message:
          "es obligatoria en producción: la dirección pública del sitio, como https://diputado.gt",
      });
    }
    // Outbox retries, scheduled publishing and retention pruning run only when the scheduler can
    // call them. The build runs none of them and is often made without the deployment's secrets
    // (a Docker image), so it alone goes without.
    if (!env.CRON_SECRET && env.NEXT_PHASE !== "phase-production-build") {
      ctx.addIssue({
        code: "custom",
        path: ["CRON_SECRET"],
        message:
          "es obligatoria en producción: sin ella no corren los reintentos de correo, la publicación programada ni la depuración de datos",
      });
    }
  })
  // Without its trailing slash, so that `${SITE_URL}/path` is one address.
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  }));

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
