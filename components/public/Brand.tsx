import Link from "next/link";
import { siteName, type Identity } from "@/lib/site/identity-schema";
import { ContentImage } from "./ContentImage";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("");
}

/** Logo (or initials) with the legislator's name and title, linking home. */
export function Brand({
  identity,
  logoUrl,
  href = "/",
}: {
  identity: Identity;
  logoUrl: string | null;
  href?: string;
}) {
  const name = siteName(identity);
  return (
    <Link href={href} className="flex min-w-0 items-center gap-3 rounded-md">
      {logoUrl ? (
        <ContentImage src={logoUrl} alt="" width={44} height={44} className="size-11 rounded-full object-contain" />
      ) : (
        <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-white">
          {initials(name)}
        </span>
      )}
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-base font-bold text-primary sm:text-lg">{name}</span>
        {identity.cargo && <span className="text-xs text-muted-foreground">{identity.cargo}</span>}
      </span>
    </Link>
  );
}
