import { Filter } from "lucide-react";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/Button";

/** The end of a list's GET filter form: 'Filtrar' submits it, 'Limpiar' opens the list unfiltered. */
export function FilterButtons({
  clearHref,
  clearLabel = "Limpiar",
}: {
  clearHref: string;
  clearLabel?: string;
}) {
  return (
    <div className="flex items-end gap-2">
      <Button type="submit">
        <Filter aria-hidden />
        Filtrar
      </Button>
      <Link href={clearHref} className={buttonVariants({ variant: "ghost" })}>
        {clearLabel}
      </Link>
    </div>
  );
}
