// A duplicate value is told apart by its column, however Prisma's driver adapter reports it: the
// gestiones service draws a new folio only when the folio collided.
import { describe, expect, it } from "vitest";
import { db, isUniqueViolation } from "@/lib/db";
import { citizenCaller, createCatalog } from "./support/gestiones-fixtures";

describe("isUniqueViolation", () => {
  it("names the column of the unique index a write hit", async () => {
    const { categoria, template } = await createCatalog();
    const { citizen } = await citizenCaller();
    const data = {
      folio: `GES-2026-${Date.now().toString().slice(-6)}`,
      citizen_id: citizen.id,
      categoria_id: categoria.id,
      template_id: template.id,
      titulo: "Duplicada",
      data: {},
    };
    await db().gestion.create({ data });
    const error = await db()
      .gestion.create({ data })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, "folio")).toBe(true);
    expect(isUniqueViolation(error, "dpi")).toBe(false);
    expect(isUniqueViolation(new Error("folio"), "folio")).toBe(false);
  });
});
