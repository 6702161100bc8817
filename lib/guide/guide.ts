import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { slugify } from "@/lib/content/slug";

// The office's guide has one source, docs/guia-de-la-oficina.md: whoever installs the platform reads
// it in the repository, the office at /admin/ayuda. This reads the few kinds of Markdown it uses —
// headings, paragraphs, lists, bold, code and links — into blocks a page renders, each heading with
// the id its screens link to. The build traces the file into the server (next.config.ts).

const GUIDE_FILE = path.join(process.cwd(), "docs", "guia-de-la-oficina.md");

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; id: string; text: string }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) parts.push({ kind: "text", text: text.slice(at, match.index) });
    if (match[1] !== undefined) parts.push({ kind: "strong", text: match[1] });
    else if (match[2] !== undefined) parts.push({ kind: "code", text: match[2] });
    else parts.push({ kind: "link", text: match[3]!, href: match[4]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

const LIST_ITEM = /^(?:(-)|\d+\.) (.*)$/;

/** The guide's Markdown as blocks; consecutive lines make one paragraph or one list item. */
export function parseGuide(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", content: inline(paragraph.join(" ")) });
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(inline) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = line.match(/^(#{1,3}) (.+)$/);
    const item = line.match(LIST_ITEM);
    if (!line) flush();
    else if (heading) {
      flush();
      const text = heading[2]!;
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ kind: "heading", level, id: slugify(text), text });
    } else if (item) {
      const ordered = item[1] === undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[2]!);
    } else if (list) list.items[list.items.length - 1] += ` ${line}`;
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

let guide: Block[] | null = null;

/** The guide as the page shows it, read from its file once per server process. */
export function readGuide(): Block[] {
  guide ??= parseGuide(readFileSync(GUIDE_FILE, "utf8"));
  return guide;
}
