import Link from "next/link";
import { buttonVariants } from "@/components/ui/Button";
import { siteName, type Identity } from "@/lib/site/identity-schema";

/** The top of the home page: the legislator's name, office and slogan. */
export function Hero({
  identity,
  slogan,
  links,
}: {
  identity: Identity;
  slogan: string | null;
  links: { href: string; label: string }[];
}) {
  return (
    <section aria-labelledby="inicio-titulo" className="on-dark bg-linear-to-br from-primary-strong to-primary text-white">
      <div className="container-page py-14 sm:py-20">
        {identity.cargo && (
          <p className="text-sm font-semibold tracking-wide text-on-dark-muted uppercase">{identity.cargo}</p>
        )}
        <h1 id="inicio-titulo" className="mt-3 text-4xl font-bold sm:text-5xl">
          {siteName(identity)}
        </h1>
        <span aria-hidden className="mt-5 block h-1 w-20 rounded-full bg-accent" />
        {slogan && <p className="mt-5 max-w-2xl text-xl text-on-dark-muted sm:text-2xl">«{slogan}»</p>}
        {links.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {links.map((link, index) => (
              <Link
                key={link.href}
                href={link.href}
                className={buttonVariants({
                  size: "lg",
                  className:
                    index === 0
                      ? "bg-white text-primary hover:bg-primary-soft"
                      : "border border-white bg-transparent text-white hover:bg-white/10",
                })}
              >
                {link.label}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
