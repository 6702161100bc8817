import { sanitizeRichHtml } from "@/lib/html";

// Typography for text written by the office, without a typography plugin.
const PROSE =
  "max-w-none text-base leading-relaxed text-foreground/90 sm:text-lg [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground [&_figure]:my-6 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground [&_h4]:mt-6 [&_h4]:font-semibold [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_.ql-align-center]:text-center [&_.ql-align-right]:text-right [&_.ql-align-justify]:text-justify";

/** Administrator HTML, sanitized again on render with the one allowlist of lib/html. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />;
}

/** Plain text with its line breaks: blank lines separate paragraphs. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={`${PROSE} ${className ?? ""}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

