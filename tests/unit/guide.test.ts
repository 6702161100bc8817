// The office's guide is one text, docs/guia-de-la-oficina.md, shown at /admin/ayuda: every part a
// screen links to is one of its headings, and every back-office screen links to a part of it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseGuide, readGuide } from "@/lib/guide/guide";
import { GUIDE_SECTIONS } from "@/lib/guide/sections";

const anchors = readGuide().flatMap((block) => (block.kind === "heading" ? [block.id] : []));

/** Every page.tsx under `dir`. */
function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name === "page.tsx" ? [full] : [];
  });
}

/** The guide's parts a file names, itself or in the components it imports from components/. */
function linkedSections(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const imported = [...source.matchAll(/from "@\/(components\/[^"]+)"/g)].flatMap(([, module]) =>
    [`${module}.tsx`, `${module}.ts`].filter((candidate) =>
      statSync(candidate, { throwIfNoEntry: false }),
    ),
  );
  return [source, ...imported.map((module) => readFileSync(module, "utf8"))].flatMap((text) =>
    [...text.matchAll(/\b(?:help|section)="([a-z-]+)"/g)].map(([, section]) => section!),
  );
}

describe("the office's guide", () => {
  it("gives each heading its own id, and has every part a screen links to", () => {
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(GUIDE_SECTIONS.filter((section) => !anchors.includes(section))).toEqual([]);
  });

  it("reads headings, paragraphs, lists, bold, code and links", () => {
    const blocks = parseGuide(
      "# Guía\n\nUna línea\nque sigue.\n\n## Atender una gestión\n\n1. **Llega** a `/admin`.\n2. Se lee\n   en [la lista](/admin/sistema/gestiones).\n- Otra lista",
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 1, id: "guia", text: "Guía" },
      { kind: "paragraph", content: [{ kind: "text", text: "Una línea que sigue." }] },
      { kind: "heading", level: 2, id: "atender-una-gestion", text: "Atender una gestión" },
      {
        kind: "list",
        ordered: true,
        items: [
          [
            { kind: "strong", text: "Llega" },
            { kind: "text", text: " a " },
            { kind: "code", text: "/admin" },
            { kind: "text", text: "." },
          ],
          [
            { kind: "text", text: "Se lee en " },
            { kind: "link", text: "la lista", href: "/admin/sistema/gestiones" },
            { kind: "text", text: "." },
          ],
        ],
      },
      { kind: "list", ordered: false, items: [[{ kind: "text", text: "Otra lista" }]] },
    ]);
  });

  // A screen behind the sign-in (its page checks a permission) links to the guide; the sign-in
  // screens and redirects have no part of their own.
  const screens = pages("app/admin").filter(
    (file) =>
      readFileSync(file, "utf8").includes("requireAdminPage(") &&
      file !== path.join("app", "admin", "ayuda", "page.tsx"),
  );

  it.each(screens)("%s links to a part of the guide", (file) => {
    const sections = linkedSections(file);
    expect(sections, "an 'Ayuda' link").not.toEqual([]);
    expect(sections.filter((section) => !anchors.includes(section))).toEqual([]);
  });
});
