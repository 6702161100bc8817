import { CircleHelp } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/Button";
import { GUIDE_PATH, type GuideSection } from "@/lib/guide/sections";

/** A screen's way to its part of the office's guide ('Ayuda'). */
export function HelpLink({ section }: { section: GuideSection }) {
  return (
    <Link
      href={`${GUIDE_PATH}#${section}`}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <CircleHelp aria-hidden />
      Ayuda
      <span className="sr-only">: guía de la oficina sobre esta pantalla</span>
    </Link>
  );
}
