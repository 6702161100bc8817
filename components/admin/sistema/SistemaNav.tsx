"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

const SECTIONS = [
  { href: "/admin/sistema/gestiones", label: "Gestiones" },
  { href: "/admin/sistema/gestiones/configuracion", label: "Configuración de gestiones" },
] as const;

/** The sub-navigation of the internal platform, the current section marked. */
export function SistemaNav() {
  const pathname = usePathname();
  const current = [...SECTIONS]
    .sort((a, b) => b.href.length - a.href.length)
    .find((section) => pathname === section.href || pathname.startsWith(`${section.href}/`))?.href;
  return (
    <nav aria-label="Secciones de la plataforma interna" className="mb-6 overflow-x-auto">
      <ul className="flex gap-1 border-b border-border">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={current === section.href ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap",
                current === section.href
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
