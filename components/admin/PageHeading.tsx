import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/Button";
import type { GuideSection } from "@/lib/guide/sections";
import { HelpLink } from "./HelpLink";

/** A screen's title, its back button, its main actions and its part of the guide ('Ayuda'). */
export function PageHeading({
  title,
  backHref,
  backLabel,
  help,
  children,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  help?: GuideSection;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:mb-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col items-start gap-2">
        <Link
          href={backHref}
          className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3" })}
        >
          <ArrowLeft aria-hidden />
          {backLabel}
        </Link>
        <h1 className="text-xl font-bold sm:text-3xl">{title}</h1>
      </div>
      {(children || help) && (
        <div className="flex flex-wrap gap-2">
          {children}
          {help && <HelpLink section={help} />}
        </div>
      )}
    </div>
  );
}
