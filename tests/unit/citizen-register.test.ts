import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GESTION_CATEGORIES, PRESET_MESSAGES } from "@/prisma/seed/data/gestiones";

// One register for citizens: what a citizen reads by e-mail, and the texts the
// office's preset messages and procedures put in front of them, speak to them as "tú", say
// "correo electrónico" (or "correo"), never "email".

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Files whose string literals are the e-mails a citizen or a visitor receives. */
const CITIZEN_EMAIL_SOURCES = [
  "lib/citizens/emails.ts",
  "lib/gestiones/service.ts",
  "lib/contact/inbox-service.ts",
  "lib/contact/service.ts",
  "lib/contact/convert-service.ts",
];

/** The usted register and English for e-mail: words a text for citizens never uses. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: "usted", pattern: /\b(usted|ustedes)\b/i },
  { name: "possessive 'Su'", pattern: /(^|[.:!?¿¡«"]\s*)Sus?\s/ },
  {
    name: "'su' of the reader's own things",
    pattern:
      /\bsus?\s+(gestión|gestiones|cuenta|correo|contraseña|mensaje|datos|perfil|DPI|situación|comunidad)\b/i,
  },
  { name: "'le' as 'you'", pattern: /(^|[.:!?¿¡]\s*)(Le|Les)\s/ },
  {
    name: "usted imperative",
    pattern:
      /\b(Ingrese|Escriba|Seleccione|Elija|Explique|Describa|Indique|Adjunte|Responda|Verifique|Revise|Comuníquese|deje|sabe)\b/,
  },
  { name: "'email'", pattern: /\be-?mail\b/i },
];

function literals(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join("\n");
  return [...text.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)]
    .map((match) => (match[1] ?? match[2]!).replace(/\$\{[^}]*\}/g, "…"))
    .filter((literal) => /\s/.test(literal) && /[a-záéíóúñ]/i.test(literal));
}

function offences(texts: string[]): string[] {
  return texts.flatMap((text) =>
    FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${name}: ${text}`),
  );
}

describe("the tú register in what citizens read", () => {
  it("finds usted forms and 'email' when they are there (the check checks)", () => {
    expect(offences(["Su gestión fue trasladada.", "Escriba su email.", "Tu gestión."])).toEqual([
      "possessive 'Su': Su gestión fue trasladada.",
      "'su' of the reader's own things: Su gestión fue trasladada.",
      "usted imperative: Escriba su email.",
      "'email': Escriba su email.",
    ]);
  });

  for (const file of CITIZEN_EMAIL_SOURCES) {
    it(`speaks as tú in the e-mails of ${file}`, () => {
      expect(offences(literals(file))).toEqual([]);
    });
  }

  it("speaks as tú in the preset messages and the procedures' fields", () => {
    const texts = [
      ...PRESET_MESSAGES.map((preset) => preset.body),
      ...GESTION_CATEGORIES.flatMap((category) =>
        category.templates.flatMap((template) => [
          template.descripcion,
          ...template.fields.flatMap((field) => [field.label, field.help ?? ""]),
        ]),
      ),
    ];
    expect(offences(texts)).toEqual([]);
  });
});
