import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_NAMES,
  auditActionName,
  auditChangeLines,
  auditEntityName,
} from "@/lib/audit/labels";

// The audit log in plain Spanish: every action the code writes has a name, and
// no change is ever shown as JSON.

const LIB = path.resolve(import.meta.dirname, "../../lib");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

const CODE = /["`](\$\{[\w.]+\}|[a-z_]+)((?:\.[a-z_]+)+)["`]/g;

/**
 * The codes the source writes: the literals of each `action:` expression, and those given to the
 * helpers that take an action as an argument; `${x.kind}.y` stands for both kinds of account.
 */
function writtenCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources(LIB)) {
    const text = readFileSync(file, "utf8");
    const places = [
      ...text.matchAll(/\baction:\s*([^,\n]+)/g),
      ...text.matchAll(/\b(?:audited|changeState)\(([^;]*?)\)/gs),
    ];
    for (const [, expression] of places) {
      for (const [, head, tail] of expression!.matchAll(CODE)) {
        const heads = head!.startsWith("${") ? ["admin", "citizen"] : [head!];
        for (const kind of heads) codes.add(`${kind}${tail}`);
      }
    }
  }
  return codes;
}

describe("audit action names", () => {
  it("name in Spanish every action the code base writes", () => {
    const codes = writtenCodes();
    expect(codes.size).toBeGreaterThan(80);
    expect(codes).toContain("gestion.status");
    expect(codes).toContain("citizen.session_end");
    expect(codes).toContain("news.publish");
    const unnamed = [...codes].filter((code) => !Object.hasOwn(AUDIT_ACTION_NAMES, code));
    expect(unnamed).toEqual([]);
  });

  it("read a code nobody named as words, never as the code", () => {
    expect(auditActionName("gestion.status")).toBe("Cambio de estado de gestión");
    expect(auditActionName("news.media_archive")).toBe("News media archive");
    expect(auditActionName("constructor")).toBe("Constructor");
  });

  it("name what an entry acted on, with its id", () => {
    expect(auditEntityName("news", "7")).toBe("Noticia #7");
    expect(auditEntityName("contact_message", null)).toBe("Mensaje de contacto");
    expect(auditEntityName("some_thing", "3")).toBe("Some thing #3");
    expect(auditEntityName(null, null)).toBe("—");
  });
});

describe("audit change lines", () => {
  it("show a status change as 'Estado: Nuevo → En progreso' through the status labels", () => {
    expect(auditChangeLines({ from: "new", to: "in_progress", preset_id: 3 })).toEqual([
      "Estado: Nuevo → En progreso",
      "Mensaje predefinido (id): 3",
    ]);
  });

  it("translate field names, lists of fields, flags and nested filters", () => {
    expect(
      auditChangeLines({
        campos: ["primer_nombre", "telefono"],
        password_changed: false,
        filtros: { estado: "resolved", q: "agua" },
        filas: 4,
      }),
    ).toEqual([
      "Campos: Primer nombre, Telefono",
      "Contraseña cambiada: No",
      "Filtros: Estado: Resuelto; Q: agua",
      "Filas: 4",
    ]);
  });

  it("never render JSON, whatever the details hold", () => {
    const samples: unknown[] = [
      { status: 403, reason: "Sin permiso.", pagina: "/admin" },
      { items: [{ id: 1, orden: 2 }], media_ids: [4, 5] },
      { nested: { deeper: { deepest: [1, { x: null }] } }, empty: [] },
      { to: "resolved" },
      ["a", { b: 1 }],
      "texto",
      42,
    ];
    for (const details of samples) {
      const lines = auditChangeLines(details);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/[{}"[\]]/);
    }
    expect(auditChangeLines(null)).toEqual([]);
  });
});
