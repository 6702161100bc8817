import sanitizeHtml from "sanitize-html";
import { VIDEO_HOSTS } from "@/lib/content/video-hosts";

// The one allowlist for HTML written by administrators (news `contenido_html`, labor `descripcion`).
// Services sanitize on save and the public pages run the same function on render.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "small",
    "blockquote",
    "q",
    "cite",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "frameborder"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    "*": ["class"],
  },
  allowedClasses: {
    "*": [
      "text-left",
      "text-center",
      "text-right",
      "text-justify",
      "ql-align-center",
      "ql-align-right",
      "ql-align-justify",
    ],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const external = attribs.target === "_blank";
      return {
        tagName,
        attribs: { ...attribs, ...(external ? { rel: "noopener noreferrer" } : {}) },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** Rich text reduced to the allowlist: no scripts, no event attributes, no javascript: URLs. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Sanitized rich text, or null when nothing visible is left. */
export function sanitizeOptionalHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeRichHtml(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, "") || /<(img|iframe|hr)\b/i.test(clean)
    ? clean
    : null;
}
