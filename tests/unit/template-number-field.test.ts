import { describe, expect, it } from "vitest";
import { templateDataSchema, templateField } from "@/lib/gestiones/catalog-schema";
import { answersOf } from "@/lib/gestiones/mappers";

// A procedure's count field: digits only, from the form as text and from API
// clients as text or a JSON number, stored as a number, refused with a Spanish message otherwise.

const lamparas = templateField.parse({
  key: "cantidad_lamparas",
  label: "Número de lámparas",
  type: "number",
});
const familias = templateField.parse({
  key: "familias",
  label: "Familias afectadas",
  type: "number",
  required: true,
});
const schema = templateDataSchema([lamparas, familias]);
const messages = (data: unknown) => schema.safeParse(data).error?.issues.map((i) => i.message);

describe("a procedure's number field", () => {
  it("stores digits typed or sent as a number, and leaves an empty optional one out", () => {
    expect(schema.parse({ cantidad_lamparas: " 12 ", familias: "1200" })).toEqual({
      cantidad_lamparas: 12,
      familias: 1200,
    });
    expect(schema.parse({ familias: 30 })).toEqual({ familias: 30 });
    expect(schema.parse({ cantidad_lamparas: "", familias: "7" })).toEqual({ familias: 7 });
  });

  it("refuses letters, fractions, signs, separators and more than nine digits in Spanish", () => {
    const notANumber = "«Familias afectadas»: escribe un número entero, sin puntos ni comas.";
    for (const value of ["doce", "1.5", "-3", "1,200", 2.5, -1]) {
      expect(messages({ familias: value })).toEqual([notANumber]);
    }
    expect(messages({ familias: "1234567890" })).toEqual([
      "«Familias afectadas»: máximo 9 cifras.",
    ]);
  });

  it("asks for a required count that is missing or blank", () => {
    expect(messages({})).toEqual(["Completa «Familias afectadas»."]);
    expect(messages({ familias: "  " })).toEqual(["Completa «Familias afectadas»."]);
  });

  it("shows a stored count with its thousands separated", () => {
    expect(answersOf({ familias: 1200 }, [familias])).toEqual([
      { label: "Familias afectadas", value: "1,200" },
    ]);
  });
});
