import { sanitizeRichHtml } from "@/lib/content/html";

// Text written by the office, typeset by the `rich-text` utility of app/globals.css.

/** Administrator HTML, sanitized again on render with the one allowlist of lib/html. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-text ${className ?? ""}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}

/** Plain text with its line breaks: blank lines separate paragraphs. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={`rich-text ${className ?? ""}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
