import Link from "next/link";
import { buttonVariants } from "@/components/ui/Button";

/** The 404 of a detail page: what was not found and where to go instead. */
export function NotFoundNotice({ message, back }: { message: string; back: { href: string; label: string } }) {
  return (
    <div className="container-page flex flex-col items-start gap-4 py-20">
      <p className="text-sm font-semibold text-primary">Error 404</p>
      <h1 className="text-3xl font-bold sm:text-4xl">{message}</h1>
      <p className="max-w-prose text-muted-foreground">Puede que haya cambiado de dirección o que ya no esté publicada.</p>
      <Link href={back.href} className={buttonVariants({ size: "lg" })}>
        {back.label}
      </Link>
    </div>
  );
}
