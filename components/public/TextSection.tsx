import type { ReactNode } from "react";
import { looksLikeHtml } from "@/lib/format/display";
import { PlainText, RichHtml } from "./RichText";

/** A titled block of text written by the office (plain text or HTML), with an optional aside. */
export function TextSection({
  id,
  title,
  text,
  aside,
}: {
  id: string;
  title: string;
  text: string;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
      <div className={aside ? "" : "md:col-span-2"}>
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <span aria-hidden className="mt-3 block h-1 w-12 rounded-full bg-accent" />
        {looksLikeHtml(text) ? <RichHtml html={text} className="mt-2" /> : <PlainText text={text} className="mt-2" />}
      </div>
      {aside}
    </section>
  );
}
