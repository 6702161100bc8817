import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/lib/env";

describe("environment validation", () => {
  it("accepts an empty local configuration with defaults", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.UPLOAD_DIR).toBe(".data/uploads");
    expect(env.DATABASE_POOL_MAX).toBe(5);
    expect(env.RESEND_API_KEY).toBeUndefined();
  });

  it("refuses a bad configuration naming every offending variable", () => {
    const attempt = () =>
      parseEnv({ DATABASE_URL: "mysql://x", AUTH_SECRET: "short", SITE_URL: "not a url", DATABASE_POOL_MAX: "0" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Configuración inválida:/);
      expect(message).toContain("DATABASE_URL: debe ser una URL postgresql://");
      expect(message).toContain("AUTH_SECRET: debe tener al menos 32 caracteres");
      expect(message).toContain("SITE_URL: debe ser una URL completa");
      expect(message).toContain("DATABASE_POOL_MAX");
      expect(message).toContain(".env.example");
    }
  });

  it("requires the database and the secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /DATABASE_URL: es obligatoria en producción[\s\S]*AUTH_SECRET: es obligatoria en producción/,
    );
  });

  it("treats blank optional keys as absent", () => {
    expect(parseEnv({ UPLOADTHING_TOKEN: "  ", RESEND_API_KEY: "" }).UPLOADTHING_TOKEN).toBeUndefined();
  });
});
