import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, emailTransport, parseEnv } from "@/lib/env";

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
      parseEnv({
        DATABASE_URL: "mysql://x",
        AUTH_SECRET: "short",
        SITE_URL: "not a url",
        DATABASE_POOL_MAX: "0",
      });
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

  it("reads OFFICE_NETWORKS as a list of CIDR networks, and names a wrong one", () => {
    expect(parseEnv({}).OFFICE_NETWORKS).toEqual([]);
    expect(
      parseEnv({ OFFICE_NETWORKS: " 190.56.10.0/24, 2803:d100::/32,10.0.0.7 " }).OFFICE_NETWORKS,
    ).toEqual([
      { address: "190.56.10.0", prefix: 24, family: "ipv4" },
      { address: "2803:d100::", prefix: 32, family: "ipv6" },
      { address: "10.0.0.7", prefix: 32, family: "ipv4" },
    ]);
    for (const wrong of ["190.56.10.0/33", "oficina", "10.0.0.0/8,", "2803::/129", "10.0.0.0/x"]) {
      expect(() => parseEnv({ OFFICE_NETWORKS: wrong }), wrong).toThrow(
        /OFFICE_NETWORKS: debe ser una lista de redes CIDR/,
      );
    }
  });

  it("requires SITE_URL in production, where links sent by e-mail are built from it", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://u:p@localhost:5432/app",
      AUTH_SECRET: "x".repeat(32),
      EMAIL_TRANSPORT: "file",
    };
    for (const unset of [production, { ...production, SITE_URL: " " }]) {
      expect(() => parseEnv(unset)).toThrow(
        /SITE_URL: es obligatoria en producción: la dirección pública del sitio/,
      );
    }
    const complete = { ...production, SITE_URL: "https://diputado.gt", CRON_SECRET: "s" };
    expect(parseEnv(complete).SITE_URL).toBe("https://diputado.gt");
    expect(parseEnv({ NODE_ENV: "test" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("requires CRON_SECRET in production, where retries, scheduled publishing and pruning need it, but not while next build runs", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://u:p@localhost:5432/app",
      AUTH_SECRET: "x".repeat(32),
      EMAIL_TRANSPORT: "file",
      SITE_URL: "https://diputado.gt",
    };
    for (const unset of [production, { ...production, CRON_SECRET: "  " }]) {
      expect(() => parseEnv(unset)).toThrow(
        /CRON_SECRET: es obligatoria en producción: sin ella no corren los reintentos de correo/,
      );
    }
    expect(parseEnv({ ...production, CRON_SECRET: "secreto" }).CRON_SECRET).toBe("secreto");
    // `next build` imports the route modules and prerenders pages: it runs no scheduled work.
    expect(
      parseEnv({ ...production, NEXT_PHASE: "phase-production-build" }).CRON_SECRET,
    ).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "development" }).CRON_SECRET).toBeUndefined();
  });

  it("gives SITE_URL without its trailing slash, and is the only reader of it", () => {
    expect(parseEnv({ SITE_URL: "https://diputado.gt/" }).SITE_URL).toBe("https://diputado.gt");
    const sources = ["app", "components", "lib"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const readers = [...sources, "middleware.ts", "next.config.ts"].filter((file) =>
      readFileSync(file, "utf8").includes("process.env.SITE_URL"),
    );
    expect(readers).toEqual([]);
  });

  it("cuts a stalled body after BODY_IDLE_TIMEOUT_SECONDS, 30 by default, 1 to 300", () => {
    expect(parseEnv({}).BODY_IDLE_TIMEOUT_SECONDS).toBe(30);
    expect(parseEnv({ BODY_IDLE_TIMEOUT_SECONDS: "5" }).BODY_IDLE_TIMEOUT_SECONDS).toBe(5);
    for (const wrong of ["0", "301", "x"]) {
      expect(() => parseEnv({ BODY_IDLE_TIMEOUT_SECONDS: wrong })).toThrow(
        /BODY_IDLE_TIMEOUT_SECONDS/,
      );
    }
  });

  it("treats blank optional keys as absent", () => {
    expect(
      parseEnv({ UPLOADTHING_TOKEN: "  ", RESEND_API_KEY: "" }).UPLOADTHING_TOKEN,
    ).toBeUndefined();
  });

  describe("e-mail transport", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://u:p@localhost:5432/app",
      AUTH_SECRET: "x".repeat(32),
      SITE_URL: "https://diputado.gt",
      CRON_SECRET: "secreto-del-programador",
    };

    it("prints to the log only outside production: production needs Resend, or files on purpose", () => {
      expect(emailTransport(parseEnv({ NODE_ENV: "development" }))).toBe("log");
      expect(() => parseEnv(production)).toThrow(
        /RESEND_API_KEY: es obligatoria en producción \(EMAIL_TRANSPORT=file solo en servidores de prueba\)/,
      );
      expect(() => parseEnv({ ...production, EMAIL_TRANSPORT: "log" })).toThrow(/RESEND_API_KEY/);
      expect(emailTransport(parseEnv({ ...production, RESEND_API_KEY: "re_123" }))).toBe("resend");
      expect(emailTransport(parseEnv({ ...production, EMAIL_TRANSPORT: "file" }))).toBe("file");
    });

    it("refuses Resend without its key and an unknown transport", () => {
      expect(() => parseEnv({ EMAIL_TRANSPORT: "resend" })).toThrow(
        /RESEND_API_KEY: es obligatoria con EMAIL_TRANSPORT=resend/,
      );
      expect(() => parseEnv({ EMAIL_TRANSPORT: "smtp" })).toThrow(
        /EMAIL_TRANSPORT: debe ser resend, log o file/,
      );
    });
  });
});
