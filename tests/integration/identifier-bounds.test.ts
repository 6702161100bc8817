// Identifiers past PostgreSQL's `integer`: found by a long fuzz run, anonymous
// `GET /api/valores/mensajes?compromiso_id=1234567890101` answered 500 (ValueOutOfRange). Every
// path, query and body identifier is bounded by one shared schema (lib/validation/fields.ts), so a number
// past the column's range is a 422 with the field's own message, or "not found" for a slug-or-id.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/admin/auditoria/route";
import { GET as laborBySlug } from "@/app/api/labores/[slug]/route";
import { GET as newsBySlug } from "@/app/api/noticias/[id]/route";
import { POST as rateAnswer } from "@/app/api/portal/chat/opinion/route";
import { GET as valueMessages } from "@/app/api/valores/mensajes/route";
import { GET as valueVisuals } from "@/app/api/valores/visuales/route";
import { GET as adminById } from "@/app/api/auth/admin/[id]/route";
import { coercedId, idFromSegment, MAX_DATABASE_INT, requiredRef } from "@/lib/validation/fields";
import { VALUES_MESSAGES } from "@/lib/values/schema";

import { call, makeCallers, type Callers } from "./support/content-helpers";
import { randomIp } from "../support/citizen-data";

const PAST_INT4 = ["2147483648", "1234567890101", "99999999999999999999", "1e300"];

describe("the shared identifier schema", () => {
  it("accepts 1 to 2,147,483,647 and refuses the rest with its message", () => {
    const id = coercedId("Mal.");
    expect(id.parse("1")).toBe(1);
    expect(id.parse(String(MAX_DATABASE_INT))).toBe(MAX_DATABASE_INT);
    for (const value of [...PAST_INT4, "0", "-1", "1.5", "abc", ""]) {
      expect(id.safeParse(value).error?.issues[0]?.message, value).toBe("Mal.");
    }
    expect(requiredRef("Falta.").safeParse(MAX_DATABASE_INT + 1).error?.issues[0]?.message).toBe(
      "Falta.",
    );
  });

  it("reads a slug-or-id segment as an id only within the range", () => {
    expect(idFromSegment("42")).toBe(42);
    expect(idFromSegment("2147483647")).toBe(MAX_DATABASE_INT);
    expect(idFromSegment("2147483648")).toBeNull();
    expect(idFromSegment("0")).toBeNull();
    expect(idFromSegment("informe-2025")).toBeNull();
  });
});

describe("identifiers past the int4 range through the real route handlers", () => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await makeCallers();
  });

  it("GET /api/valores/mensajes and /visuales?compromiso_id=… answer 422, not 500", async () => {
    for (const handler of [valueMessages, valueVisuals]) {
      for (const value of PAST_INT4) {
        const result = await call(handler, { path: `/?compromiso_id=${value}` });
        expect([value, result.status, result.body.message]).toEqual([
          value,
          422,
          VALUES_MESSAGES.selectCompromiso,
        ]);
      }
    }
  });

  it("a news or labor path past the range is a slug that does not exist: 404", async () => {
    for (const value of ["2147483648", "9999999999"]) {
      expect((await call(newsBySlug, { params: { id: value } })).status).toBe(404);
      expect((await call(laborBySlug, { params: { slug: value } })).status).toBe(404);
    }
  });

  it("an administrator's id, the audit log's actor and an answer's id past the range: 4xx", async () => {
    const admin = await call(adminById, { params: { id: "2147483648" }, token: callers.admin1 });
    expect([admin.status, admin.body.message]).toEqual([422, "Administrador no encontrado."]);
    const audit = await call(auditLog, {
      path: "/?actor_id=1234567890101",
      token: callers.admin1,
    });
    expect([audit.status, audit.body.message]).toEqual([422, "Actor no válido."]);
    const feedback = await call(rateAnswer, {
      method: "POST",
      json: { session_id: crypto.randomUUID(), message_id: 1234567890101, useful: true },
      headers: { "x-forwarded-for": randomIp() },
    });
    expect([feedback.status, feedback.body.message]).toEqual([422, "Identificador no válido."]);
  });
});
