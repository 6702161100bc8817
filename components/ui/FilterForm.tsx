import { Filter } from "lucide-react";
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { Button, buttonVariants } from "./Button";
import { cn } from "./cn";
import { Input } from "./Input";
import { Label } from "./Label";

// The filters above a list, in the office, the portal and the public site: a plain GET form to the
// list's address, so the filters end up in a URL that can be shared and reloaded, and it works
// before and without JavaScript. The office's look is a white card ending in 'Filtrar' and
// 'Limpiar' (components/admin/ListFilters.tsx applies it as one types); the public look is the
// page's own grid ending in 'Aplicar' and, once filtered, 'Limpiar filtros'.

type Look =
  | { look: "admin"; clearLabel?: string; active?: never; actionsClassName?: never }
  | { look: "public"; active: boolean; actionsClassName?: string; clearLabel?: never };

type FormProps = Omit<
  ComponentProps<"form">,
  "action" | "method" | "role" | "aria-label" | "className" | "children"
>;

export function FilterForm({
  path,
  label,
  className,
  children,
  look,
  active,
  clearLabel = "Limpiar",
  actionsClassName = "",
  ...form
}: {
  /** The list's address, where the form is sent and 'Limpiar' goes back to. */
  path: string;
  label: string;
  className?: string;
  children: ReactNode;
} & Look &
  FormProps) {
  const admin = look === "admin";
  return (
    <form
      {...form}
      role="search"
      aria-label={label}
      action={path}
      method="get"
      className={
        admin
          ? cn(
              "grid gap-3 rounded-lg border border-border bg-white p-4 sm:grid-cols-2 lg:grid-cols-4",
              className,
            )
          : className
      }
    >
      {children}
      {admin ? (
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Filter aria-hidden />
            Filtrar
          </Button>
          <Link href={path} className={buttonVariants({ variant: "ghost" })}>
            {clearLabel}
          </Link>
        </div>
      ) : (
        <div className={`flex flex-wrap items-center gap-3 ${actionsClassName}`.trim()}>
          <Button type="submit" className="w-full sm:w-auto">
            Aplicar
          </Button>
          {active && (
            <Link
              href={path}
              className="inline-flex min-h-10 items-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              Limpiar filtros
            </Link>
          )}
        </div>
      )}
    </form>
  );
}

/** 'Buscar' (or `label`): a search field named `q` unless told. */
export function SearchFilter({
  id,
  label = "Buscar",
  name = "q",
  defaultValue,
  placeholder,
  maxLength = 200,
  className,
}: {
  id: string;
  label?: string;
  name?: string;
  defaultValue?: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue ?? ""}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </div>
  );
}
