import { describe, expect, it } from "vitest";
import { everydayShare, isVerbForm } from "@/lib/search/everyday-spanish";

describe("how common a word is in everyday Spanish", () => {
  it("ranks how people talk above what they ask about, and knows no place or regional word", () => {
    const share = (word: string) => everydayShare(word, 40) ?? 0;
    expect(share("quiero")).toBeGreaterThan(share("francia"));
    expect(share("francia")).toBeGreaterThan(share("drenaje"));
    expect(share("bien")).toBeGreaterThan(0.05);
    for (const word of ["xela", "patojo", "presupeusto"])
      expect(everydayShare(word, 40)).toBeNull();
  });

  it("reads the list folded, and a longer passage is likelier to hold a word", () => {
    expect(everydayShare("manana", 40)).not.toBeNull();
    expect(everydayShare("quiero", 80)!).toBeGreaterThan(everydayShare("quiero", 40)!);
  });

  it("reads a verb form by its infinitive, and a noun or a place with a verb's ending as none", () => {
    const verbs = ["arreglaron", "trabajan", "estudian", "entregaran", "pueden", "tienen", "piden"];
    const irregular = ["hicieron", "hizo", "dijeron", "pusieron", "obtuvo"];
    const onlyVerbs = ["goteaban", "pavimentaron"];
    for (const word of [...verbs, ...irregular, ...onlyVerbs])
      expect(isVerbForm(word), word).toBe(true);
    const nouns = [
      ...["plan", "permiso", "clase", "base", "camara", "secretaria", "joven", "examen"],
      ...["enfermeria", "ferreteria"],
    ];
    const places = ["huitan", "cabrican", "totonicapan", "juan", "turquesamwxyan"];
    for (const word of [...nouns, ...places]) expect(isVerbForm(word), word).toBe(false);
  });
});
