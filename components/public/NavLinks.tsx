"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActive, type NavItem } from "./nav";

/** A menu list marking the current section with aria-current. */
export function NavLinks({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={isActive(pathname, item) ? "page" : undefined}
            className={linkClassName}
            onClick={onNavigate}
          >
            {item.label}
            {item.badge && (
              <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-bold text-white">
                <span aria-hidden>{item.badge.text}</span>
                <span className="sr-only">{`, ${item.badge.label}`}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// One class, defined in app/globals.css: the menus' seven links each carried the whole list, on
// every page, in the header and again in the phone menu.
export const navLinkClass = "nav-link";
