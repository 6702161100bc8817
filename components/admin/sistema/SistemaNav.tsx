"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

const SECTIONS = [
  { href: "/admin/sistema/ciudadanos", label: "Ciudadanos" },
  { href: "/admin/sistema/gestiones", label: "Gestiones" },
  { href: "/admin/sistema/contacto", label: "Contacto" },
  { href: "/admin/sistema/gestiones/configuracion", label: "Configuración de gestiones" },
] as const;

const AUDIT = { href: "/admin/sistema/auditoria", label: "Auditoría" } as const;

const CONTACT = "/admin/sistema/contacto";

/** How many contact messages nobody has opened: a count beside 'Contacto', read out in words. */
function NewBadge({ count }: { count: number }) {
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-semibold text-white">
      <span aria-hidden>{count}</span>
      <span className="sr-only">
        {count === 1 ? " (1 mensaje nuevo)" : ` (${count} mensajes nuevos)`}
      </span>
    </span>
  );
}

/**
 * The sub-navigation of the internal platform, the current section marked; `nuevos` (null for
 * those who may not read the contact inbox) badges 'Contacto'; 'Auditoría' only for those who may
 * read the audit log.
 */
export function SistemaNav({ nuevos, audit }: { nuevos: number | null; audit: boolean }) {
  const pathname = usePathname();
  const sections = audit ? [...SECTIONS, AUDIT] : SECTIONS;
  const current = [...sections]
    .sort((a, b) => b.href.length - a.href.length)
    .find((section) => pathname === section.href || pathname.startsWith(`${section.href}/`))?.href;
  return (
    <nav aria-label="Secciones de la plataforma interna" className="mb-6 overflow-x-auto">
      <ul className="flex gap-1 border-b border-border">
        {sections.map((section) => (
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
              {section.href === CONTACT && nuevos ? <NewBadge count={nuevos} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
