import { describe, expect, it } from "vitest";
import {
  asksProcedure,
  factKindOf,
  leansOnEarlier,
  statesFact,
  withoutFrame,
} from "@/lib/search/question-kind";

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe("how a question asks", () => {
  it("leaves out the interrogative frame and keeps what it is about", () => {
    expect(words(withoutFrame("cuántas familias tienen agua"))).toEqual([
      "familias",
      "tienen",
      "agua",
    ]);
    expect(words(withoutFrame("no tenemos agua potable en el caserio como hago"))).toEqual([
      "no",
      "tenemos",
      "agua",
      "potable",
      "en",
      "el",
      "caserio",
    ]);
    expect(words(withoutFrame("¿Qué puedo hacer si no llega el agua?"))).toEqual([
      "¿",
      "si",
      "no",
      "llega",
      "el",
      "agua?",
    ]);
  });

  it("leaves out how people greet, soften and join what they ask", () => {
    expect(words(withoutFrame("buenas tardes, fíjese que en mi calle no hay luz x fa"))).toEqual([
      ",",
      "que",
      "en",
      "mi",
      "calle",
      "no",
      "hay",
      "luz",
    ]);
    expect(withoutFrame("va, y a q hora atienden")).not.toMatch(/\bva\b/);
    expect(withoutFrame("cuando va a ser la proxima")).toMatch(/\bva\b/);
  });

  it("tells a question that leans on the one before from one that names its own subject", () => {
    expect(leansOnEarlier("y quien la opera")).toBe("continues");
    expect(leansOnEarlier("que datos me piden para eso")).toBe("refers");
    expect(leansOnEarlier("oiga y la planta de Salcajá ya funciona")).toBeNull();
  });

  it("keeps the verbs that name the action a procedure names", () => {
    expect(withoutFrame("como pido una beca")).toContain("pido");
    expect(withoutFrame("donde reporto un bache")).toContain("reporto");
  });

  it("reads the kind of fact asked for", () => {
    expect(factKindOf("¿Cuántas familias recibieron agua?")).toBe("number");
    expect(factKindOf("cuanto dinero costo el puente")).toBe("amount");
    expect(factKindOf("cuando inauguran el puente")).toBe("date");
    expect(factKindOf("a que hora abren la oficina")).toBe("hour");
    expect(factKindOf("horario de atencion")).toBe("hour");
    expect(factKindOf("¿Qué día empieza la feria?")).toBe("day");
    expect(factKindOf("de donde es el diputado")).toBe("place");
    expect(factKindOf("quien es la esposa del diputado")).toBe("person");
    expect(factKindOf("la biografía del diputado")).toBeNull();
  });

  it("tells a how-to or a problem report from a question about content", () => {
    expect(asksProcedure("como hago para pedir una beca")).toBe(true);
    expect(asksProcedure("en mi calle no hay luz")).toBe(true);
    expect(asksProcedure("qué hizo el diputado en Cantel")).toBe(false);
  });
});

describe("a sentence that states the fact asked", () => {
  it("counts a number, not a year", () => {
    expect(statesFact("12 audiencias públicas con más de 1,400 participantes.", "number")).toBe(
      true,
    );
    expect(statesFact("Se entregaron tres pozos.", "number")).toBe(true);
    expect(statesFact("El informe del primer semestre de 2026.", "number")).toBe(false);
    expect(statesFact("El informe del primer semestre de 2026.", "date")).toBe(true);
  });

  it("counts a time of day for an hour, not a date", () => {
    expect(statesFact("Lunes a viernes de 8:00 a 16:00 horas.", "hour")).toBe(true);
    expect(statesFact("La audiencia empieza a las nueve.", "hour")).toBe(true);
    expect(statesFact("Abre a las 9 a. m. en la cabecera.", "hour")).toBe(true);
    expect(statesFact("Vendió en el mercado La Democracia desde 1998.", "hour")).toBe(false);
  });

  it("counts a day for a day, not a year or a month alone", () => {
    expect(statesFact("La feria empieza el 15 de septiembre.", "day")).toBe(true);
    expect(statesFact("Atendemos los sábados en Quetzaltenango.", "day")).toBe(true);
    expect(statesFact("El presupuesto de 2027 amplía los programas sociales.", "day")).toBe(false);
    expect(statesFact("En septiembre se entregan las becas.", "day")).toBe(false);
  });
});
