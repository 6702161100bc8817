import { Node } from "@tiptap/react";

// Elements the server's allowlist keeps (lib/content/html.ts) but the toolbar does not make: a table, a
// figure, an embedded video, an image or inline markup pasted in the HTML view. The editor's schema
// has no place for them, and parsing would drop them: each is kept whole as one element that the
// rich view shows and moves but does not edit inside (the HTML view does).

const BLOCKS = ["table", "figure", "iframe"];
const INLINES = ["img", "sub", "sup", "mark", "small", "q", "cite"];

/** One node type that keeps the elements `tags` as they came, in the `group` given. */
function preserved(name: string, tags: string[], inline: boolean) {
  return Node.create({
    name,
    group: inline ? "inline" : "block",
    inline,
    atom: true,
    selectable: true,
    addAttributes() {
      return { html: { default: "", parseHTML: (element: HTMLElement) => element.outerHTML } };
    },
    parseHTML() {
      return tags.map((tag) => ({ tag }));
    },
    renderHTML({ node }) {
      const template = document.createElement("template");
      template.innerHTML = String(node.attrs.html);
      return template.content.firstElementChild ?? ["span"];
    },
  });
}

export const PreservedBlock = preserved("preservedBlock", BLOCKS, false);
export const PreservedInline = preserved("preservedInline", INLINES, true);
