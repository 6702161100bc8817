// The formatting commands of the rich-text editor, over the browser's editing commands
// (document.execCommand: deprecated but implemented by every browser, with native undo/redo).
// The server sanitizes whatever HTML comes out (lib/html.ts), on save and on render.

export type Command =
  | "bold"
  | "italic"
  | "h2"
  | "h3"
  | "insertUnorderedList"
  | "insertOrderedList"
  | "blockquote"
  | "undo"
  | "redo";

const BLOCKS: Partial<Record<Command, string>> = { h2: "h2", h3: "h3", blockquote: "blockquote" };

/** Applies a command to the current selection; a block command applied twice returns to a paragraph. */
export function runCommand(command: Command): void {
  const block = BLOCKS[command];
  if (block) {
    const current = String(document.queryCommandValue("formatBlock")).toLowerCase();
    document.execCommand("formatBlock", false, current === block ? "<p>" : `<${block}>`);
    return;
  }
  document.execCommand(command, false);
}

/** Whether the command is in effect at the selection (for aria-pressed). */
export function isActive(command: Command): boolean {
  const block = BLOCKS[command];
  if (block) return String(document.queryCommandValue("formatBlock")).toLowerCase() === block;
  if (command === "undo" || command === "redo") return false;
  return document.queryCommandState(command);
}

/** Paragraphs, not divs, for new lines. */
export function preferParagraphs(): void {
  document.execCommand("defaultParagraphSeparator", false, "p");
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** Links the selection to `url` (http(s), mailto:, tel: or a path of this site); blank removes the link. */
export function applyLink(url: string): boolean {
  const target = url.trim();
  if (!target) {
    document.execCommand("unlink", false);
    return true;
  }
  if (!SAFE_LINK.test(target)) return false;
  document.execCommand("createLink", false, target);
  return true;
}

const DROPPED_ELEMENTS =
  "script,style,object,embed,link,meta,base,form,input,button,textarea,select";

/**
 * HTML typed in the HTML view, made safe to display inside the editor (parsed inertly; no scripts,
 * event attributes or javascript: URLs). The server's allowlist still decides what is stored.
 */
export function displayableHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  doc.body.querySelectorAll(DROPPED_ELEMENTS).forEach((element) => element.remove());
  doc.body.querySelectorAll("*").forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith("on") || /^(javascript|data|vbscript):/.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  return doc.body.innerHTML;
}

const SEMANTIC: [string, string][] = [
  ["b", "strong"],
  ["i", "em"],
];

/**
 * The editor's HTML as a value: an editor with no text or media is ""; the browser's <b> and <i>
 * become <strong> and <em>.
 */
export function editorValue(element: HTMLElement): string {
  if (!element.textContent?.trim() && !element.querySelector("img,iframe,hr")) return "";
  const copy = element.cloneNode(true) as HTMLElement;
  for (const [from, to] of SEMANTIC) {
    copy.querySelectorAll(from).forEach((node) => {
      const replacement = document.createElement(to);
      replacement.append(...node.childNodes);
      node.replaceWith(replacement);
    });
  }
  return copy.innerHTML;
}

/** An empty editor starts with a paragraph, so that the first line is one too. */
export function startParagraph(element: HTMLElement): void {
  if (element.firstChild) return;
  const paragraph = document.createElement("p");
  paragraph.append(document.createElement("br"));
  element.append(paragraph);
  document.getSelection()?.collapse(paragraph, 0);
}
