export interface NavItem {
  href: string;
  label: string;
  /** Other paths that belong to the same section. */
  aliases?: string[];
}

interface SectionToggles {
  mostrar_biografia: boolean;
  mostrar_noticias: boolean;
  mostrar_logros: boolean;
  mostrar_valores: boolean;
  mostrar_contacto: boolean;
  mostrar_transparencia: boolean;
}

/** The public menu; sections switched off in the site settings are left out. */
export function publicNavItems(settings: SectionToggles): NavItem[] {
  const items: (NavItem | false)[] = [
    { href: "/", label: "Inicio" },
    settings.mostrar_biografia && { href: "/biografia", label: "Biografía" },
    settings.mostrar_valores && { href: "/valores", label: "Valores" },
    settings.mostrar_noticias && { href: "/noticias", label: "Noticias" },
    settings.mostrar_logros && { href: "/labores", label: "Labores", aliases: ["/logros"] },
    settings.mostrar_transparencia && { href: "/transparencia", label: "Transparencia" },
    settings.mostrar_contacto && { href: "/contacto", label: "Contacto" },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** Whether `pathname` is the item's page or lies below it ("/" and "/portal" match exactly). */
export function isActive(pathname: string, item: NavItem): boolean {
  return [item.href, ...(item.aliases ?? [])].some((href) =>
    href === "/" || href === "/portal"
      ? pathname === href
      : pathname === href || pathname.startsWith(`${href}/`),
  );
}
