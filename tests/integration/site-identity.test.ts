import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/admin/identidad/route";
import { db } from "@/lib/db";
import { enqueueEmail, SIGNATURE_SLOT } from "@/lib/email/outbox";
import { brandContrast, contrast, MIN_CONTRAST } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import { call, expectGuarded, makeCallers, type Callers } from "./support/content-helpers";
import { sentMatch } from "./support/sent-mail";

const IDENTITY = {
  nombre: "Ana Lucía Tzul",
  cargo: "Diputada al Congreso de la República de Guatemala",
  distrito: "Totonicapán",
  partido: "Partido de Prueba",
  descripcion: "Sitio oficial de la diputada Ana Lucía Tzul.",
  color: "#7A1F2B",
};

let callers: Callers;

beforeAll(async () => {
  callers = await makeCallers();
  // The database is shared by every test file: start from an office that has not set it up.
  await db().siteIdentity.deleteMany({});
});

afterAll(async () => {
  await db().siteIdentity.deleteMany({});
});

describe("the legislator's identity", () => {
  it("is read and changed only with the site settings' permission", async () => {
    await expectGuarded(callers, GET, { method: "GET", path: "/api/admin/identidad" });
    await expectGuarded(callers, PUT, {
      method: "PUT",
      path: "/api/admin/identidad",
      json: IDENTITY,
    });
    expect(await db().siteIdentity.count()).toBe(0);
  });

  it("answers the empty identity before the office sets it, then what AdminNivel2 saved, audited", async () => {
    const before = await call(GET, { token: callers.admin1, path: "/api/admin/identidad" });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      identidad: {
        nombre: "",
        cargo: "",
        distrito: "",
        partido: null,
        descripcion: null,
        color: "#1b3c6f",
      },
    });

    const saved = await call(PUT, {
      method: "PUT",
      token: callers.admin2,
      path: "/api/admin/identidad",
      json: IDENTITY,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      ok: true,
      message: "Identidad guardada correctamente.",
      identidad: { ...IDENTITY, color: "#7a1f2b" },
    });
    expect((await getSiteSettings()).identidad.nombre).toBe("Ana Lucía Tzul");
    const entry = await db().auditLog.findFirst({
      where: { action: "site.identity.update" },
      orderBy: { id: "desc" },
    });
    expect(entry?.details).toMatchObject({ nombre: "Ana Lucía Tzul", distrito: "Totonicapán" });
  });

  it("refuses missing fields and a colour without enough contrast, and changes nothing", async () => {
    const before = await db().siteIdentity.findUnique({ where: { id: 1 } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...IDENTITY, nombre: "  " }, "nombre", "Ingresa el nombre."],
      [{ ...IDENTITY, cargo: undefined }, "cargo", "Ingresa el cargo."],
      [{ ...IDENTITY, color: "rojo" }, "color", "El color debe tener la forma #RRGGBB."],
      [
        { ...IDENTITY, color: "#ffd700" },
        "color",
        "Ese color no contrasta lo suficiente con los textos del sitio (mínimo 4,5 a 1). Elige uno más oscuro.",
      ],
    ];
    for (const [json, field, msg] of cases) {
      const result = await call(PUT, {
        method: "PUT",
        token: callers.admin1,
        path: "/api/admin/identidad",
        json,
      });
      expect(result.status, JSON.stringify(json)).toBe(422);
      expect(result.body.errors).toContainEqual({ field, msg });
    }
    expect(await db().siteIdentity.findUnique({ where: { id: 1 } })).toEqual(before);
  });

  it("accepts only brand colours whose every text pair meets WCAG AA", () => {
    expect(brandContrast("#1b3c6f")).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(brandContrast("#2563eb")).toBeLessThan(MIN_CONTRAST);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("signs the office's e-mails with the identity as it is when they leave", async () => {
    const to = `firma-${Date.now()}@example.gt`;
    await enqueueEmail({ to, subject: "Prueba", text: `Hola.\n\n${SIGNATURE_SLOT}` });
    const [signature] = await sentMatch(to, /Oficina de .+$/);
    expect(signature).toBe("Oficina de Ana Lucía Tzul");
  });
});
