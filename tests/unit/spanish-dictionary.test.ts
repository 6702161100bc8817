import { describe, expect, it } from "vitest";
import { isSpanishVerbForm, spanishWord, undiminished } from "@/lib/search/spanish-dictionary";
import { synonymsOf } from "@/lib/search/synonyms";
import { sentencesOf } from "@/lib/search/text";

describe("Spanish as the dictionary knows it", () => {
  it("knows a word typed without its accents or its ñ, and the word a diminutive is made of", async () => {
    expect(await spanishWord("sabados")).toBe("sabados");
    expect(await spanishWord("cunado")).toBe("cunado");
    expect(await spanishWord("escuelita")).toBe("escuela");
    expect(undiminished("arbolitos")).toContain("arboles");
    for (const nobody of ["pucha", "ishtos", "xq", "zzqx"]) expect(await spanishWord(nobody)).toBeNull();
  }, 30_000);

  it("reads the forms of a verb, and a noun or a name as none", async () => {
    for (const verb of ["dice", "quieren", "revento", "mandaron", "conseguirlo", "aguanta"]) {
      expect(await isSpanishVerbForm(verb), verb).toBe(true);
    }
    for (const other of ["presidente", "pasaporte", "martes", "chiquirichapa"]) {
      expect(await isSpanishVerbForm(other), other).toBe(false);
    }
  });

  it("has the thesaurus's synonyms of a word the site does not write, as the site's stems", () => {
    expect(synonymsOf("reunion")).toContain("audienci");
    expect(synonymsOf("zzqx")).toEqual([]);
  });

  it("ends every sentence in its mark, and does not end one at an abbreviation", () => {
    expect(sentencesOf("Avance del 85 %\nLa 9a. Avenida 9-44 zona 1. La Lic. Tzunún vino.")).toEqual(
      ["Avance del 85 %.", "La 9a. Avenida 9-44 zona 1.", "La Lic. Tzunún vino."],
    );
  });
});
