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

// Plain strings: client code on public pages stays free of class-merging libraries.
export const navLinkClass =
  "flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-foreground hover:bg-primary-soft hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary";
