import Link from "next/link";
import { breadcrumbList, JsonLd, type Crumb } from "./seo";

/** A visible breadcrumb trail from the home page (also given to search engines as JSON-LD). */
export function Breadcrumbs({ trail, tone = "light" }: { trail: Crumb[]; tone?: "light" | "dark" }) {
  const crumbs = [{ name: "Inicio", path: "/" }, ...trail];
  return (
    <nav aria-label="Ruta de navegación" className="text-sm">
      <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${tone === "dark" ? "text-on-dark-muted" : "text-muted-foreground"}`}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page" className={tone === "dark" ? "text-white" : "text-foreground"}>
                {crumb.name}
              </span>
            </li>
          ) : (
            <li key={crumb.path} className="flex items-center gap-2">
              <Link href={crumb.path} className="inline-flex min-h-6 items-center rounded-sm underline-offset-4 hover:underline">
                {crumb.name}
              </Link>
              <span aria-hidden>›</span>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbList(trail)} />
    </nav>
  );
}
