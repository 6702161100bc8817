import type { Editor } from "@tiptap/react";

// The formatting commands of the rich-text editor, over Tiptap's. The server sanitizes whatever
// HTML comes out (lib/content/html.ts), on save and on render.

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

/** Applies a command to the current selection; a block command applied twice returns to a paragraph. */
export function runCommand(editor: Editor, command: Command): void {
  const chain = editor.chain().focus();
  const commands: Record<Command, () => typeof chain> = {
    bold: () => chain.toggleBold(),
    italic: () => chain.toggleItalic(),
    h2: () => chain.toggleHeading({ level: 2 }),
    h3: () => chain.toggleHeading({ level: 3 }),
    insertUnorderedList: () => chain.toggleBulletList(),
    insertOrderedList: () => chain.toggleOrderedList(),
    blockquote: () => chain.toggleBlockquote(),
    undo: () => chain.undo(),
    redo: () => chain.redo(),
  };
  commands[command]().run();
}

/** Whether the command is in effect at the selection (for aria-pressed). */
export function isActive(editor: Editor, command: Command): boolean {
  switch (command) {
    case "h2":
      return editor.isActive("heading", { level: 2 });
    case "h3":
      return editor.isActive("heading", { level: 3 });
    case "insertUnorderedList":
      return editor.isActive("bulletList");
    case "insertOrderedList":
      return editor.isActive("orderedList");
    case "undo":
    case "redo":
      return false;
    default:
      return editor.isActive(command);
  }
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/**
 * Links the selection to `url` (http(s), mailto:, tel: or a path of this site); blank removes the
 * link; with nothing selected, the address itself is inserted as the link's text.
 */
export function applyLink(editor: Editor, url: string): boolean {
  const target = url.trim();
  const chain = editor.chain().focus().extendMarkRange("link");
  if (!target) {
    chain.unsetLink().run();
    return true;
  }
  if (!SAFE_LINK.test(target)) return false;
  if (editor.state.selection.empty && !editor.isActive("link")) {
    chain
      .insertContent({
        type: "text",
        text: target,
        marks: [{ type: "link", attrs: { href: target } }],
      })
      .run();
  } else {
    chain.setLink({ href: target }).run();
  }
  return true;
}

/** The address of the link at the selection, if any. */
export function currentLink(editor: Editor): string {
  return String(editor.getAttributes("link").href ?? "");
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

/** The editor's HTML as a value: an editor with no text and no media, rule or kept element is "". */
export function editorValue(editor: Editor): string {
  const { doc } = editor.state;
  let visible = doc.textContent.trim() !== "";
  doc.descendants((node) => {
    if (node.isAtom && !node.isText && node.type.name !== "hardBreak") visible = true;
    return !visible;
  });
  return visible ? editor.getHTML() : "";
}
