import Link from "next/link";
import type { Block, Inline } from "@/lib/guide/guide";

// The office's guide as the page shows it: each heading keeps its id (the screens' 'Ayuda' links
// point at it), and a contents list of its parts comes first.

const LINK = "font-medium text-primary underline underline-offset-4";

function Text({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.kind === "strong") return <strong key={index}>{part.text}</strong>;
    if (part.kind === "code") {
      return (
        <code key={index} className="rounded bg-muted px-1 text-[0.95em] break-all">
          {part.text}
        </code>
      );
    }
    if (part.kind === "link") {
      return (
        <Link key={index} href={part.href} className={LINK}>
          {part.text}
        </Link>
      );
    }
    return part.text;
  });
}

const HEADING = {
  1: "text-2xl font-bold",
  2: "mt-6 scroll-mt-4 border-t border-border pt-6 text-xl font-bold sm:text-2xl",
  3: "mt-2 scroll-mt-4 text-lg font-semibold",
} as const;

function BlockView({ block }: { block: Block }) {
  if (block.kind === "heading") {
    const Tag = `h${block.level}` as const;
    return (
      <Tag id={block.id} tabIndex={-1} className={`${HEADING[block.level]} outline-none`}>
        {block.text}
      </Tag>
    );
  }
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List className={`flex flex-col gap-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
        {block.items.map((item, index) => (
          <li key={index}>
            <Text parts={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <p>
      <Text parts={block.content} />
    </p>
  );
}

/** The guide under the page's own title (its first heading, the file's title, is that title). */
export function GuideArticle({ blocks }: { blocks: Block[] }) {
  const rest = blocks[0]?.kind === "heading" && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  const parts = rest.filter((block) => block.kind === "heading" && block.level === 2);
  return (
    <article className="flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-white p-4 leading-relaxed shadow-sm sm:p-8">
      {rest[0] && <BlockView block={rest[0]} />}
      <nav aria-label="Partes de la guía">
        <ul className="flex flex-col gap-1 pl-6 list-disc">
          {parts.map(
            (heading) =>
              heading.kind === "heading" && (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className={`${LINK} inline-flex min-h-8 items-center`}>
                    {heading.text}
                  </a>
                </li>
              ),
          )}
        </ul>
      </nav>
      {rest.slice(1).map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </article>
  );
}
