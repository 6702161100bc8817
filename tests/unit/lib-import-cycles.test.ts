// The files of lib/ import each other without circles: a file's imports, followed from file to
// file, never lead back to it. Read here from the sources (milliseconds) rather than by a lint rule
// that resolves every import of every file again (most of the lint's time).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIB = path.join(ROOT, "lib");
const SOURCE = /\.(ts|tsx|mjs)$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourcesUnder(full);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file an import names, when it is a file of lib/. */
function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base?.startsWith(`${LIB}${path.sep}`)) return null;
  const candidates = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"].map((end) => base + end);
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

// `import … from`, `export … from`, `import "…"` and `import("…")`; type-only ones bring no code.
const STATIC = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm;
const BARE = /^\s*import\s*["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers: string[] = [];
  for (const [, , typeOnly, clause, specifier] of source.matchAll(STATIC)) {
    const names = clause!.match(/^\{([\s\S]*)\}$/)?.[1]?.split(",").map((name) => name.trim());
    const allTypes = names?.filter(Boolean).every((name) => name.startsWith("type "));
    if (!typeOnly && !allTypes) specifiers.push(specifier!);
  }
  for (const [, specifier] of source.matchAll(BARE)) specifiers.push(specifier!);
  for (const [, specifier] of source.matchAll(DYNAMIC)) specifiers.push(specifier!);
  return specifiers.map((specifier) => resolved(file, specifier)).filter((found) => found !== null);
}

/** The groups of files that reach each other (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(ROOT, member));
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file);
    if (group.length > 1 || selfImport) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("lib/", () => {
  it("has no circle of imports between its files", () => {
    const graph = new Map(sourcesUnder(LIB).map((file) => [file, importsOf(file)]));
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(graph.size > 200 && edges > 3 * graph.size).toBe(true);
    expect(circles(graph)).toEqual([]);
  });

  it("would see one: two files that import each other", () => {
    const a = path.join(LIB, "a.ts");
    const b = path.join(LIB, "b.ts");
    expect(circles(new Map([[a, [b]], [b, [a]], [path.join(LIB, "c.ts"), [a]]]))).toEqual([
      ["lib/a.ts", "lib/b.ts"],
    ]);
  });
});
