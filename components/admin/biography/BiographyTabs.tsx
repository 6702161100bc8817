import Link from "next/link";
import { cn } from "@/components/ui/cn";

const TABS = [
  { key: "versiones", href: "/admin/landing/biografia", label: "Ver Biografías" },
  { key: "crear", href: "/admin/landing/biografia/crear", label: "Crear Nueva Biografía" },
] as const;

/** The two tabs of the biography admin; each is its own address. */
export function BiographyTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Biografía" className="mb-6 border-b border-border">
      <ul className="flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.key === current ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex min-h-11 items-center rounded-t-md border border-transparent px-4 text-sm font-medium text-muted-foreground hover:text-foreground",
                tab.key === current && "border-border border-b-muted bg-muted text-primary",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
