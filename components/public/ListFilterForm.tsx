import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";

/**
 * A public list's filters: a plain GET form (so the filters end up in a shareable URL) with a
 * keyword search first, the list's own fields, then "Aplicar" and, once filtered, "Limpiar filtros".
 */
export function ListFilterForm({
  path,
  label,
  idPrefix,
  q,
  active,
  className,
  searchClassName = "",
  actionsClassName = "",
  children,
}: {
  path: string;
  label: string;
  idPrefix: string;
  q: string | undefined;
  active: boolean;
  className: string;
  searchClassName?: string;
  actionsClassName?: string;
  children: ReactNode;
}) {
  return (
    <form action={path} method="get" role="search" aria-label={label} className={className}>
      <div className={`flex flex-col gap-1.5 ${searchClassName}`.trim()}>
        <Label htmlFor={`${idPrefix}-q`}>Buscar</Label>
        <Input id={`${idPrefix}-q`} name="q" type="search" defaultValue={q ?? ""} placeholder="Palabras clave" maxLength={200} />
      </div>
      {children}
      <div className={`flex flex-wrap items-center gap-3 ${actionsClassName}`.trim()}>
        <Button type="submit" className="w-full sm:w-auto">
          Aplicar
        </Button>
        {active && (
          <Link href={path} className="inline-flex min-h-10 items-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline">
            Limpiar filtros
          </Link>
        )}
      </div>
    </form>
  );
}
