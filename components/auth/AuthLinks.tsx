import Link from "next/link";

/** The ways on from a sign-in or recovery screen, centred under its form. */
export function AuthLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className="text-primary underline underline-offset-4 hover:no-underline"
        >
          {link.label}
        </Link>
      ))}
    </p>
  );
}
