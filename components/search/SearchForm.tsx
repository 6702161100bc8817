import { Icon } from "@/components/public/icons";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { cn } from "@/components/ui/cn";

/**
 * A plain GET search form (no client code): the words go to `action` as `?q=`. `name` names the
 * search landmark; the field's label is shown only when `visibleLabel` is given.
 */
export function SearchForm({
  action,
  id,
  name,
  visibleLabel,
  defaultValue,
  placeholder = "Buscar en el sitio…",
  className,
}: {
  action: string;
  id: string;
  name: string;
  visibleLabel?: string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={name}
      className={cn("flex flex-col gap-1.5", className)}
    >
      <Label htmlFor={id} className={visibleLabel ? undefined : "sr-only"}>
        {visibleLabel ?? "Buscar"}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
        />
        <Button type="submit" variant="outline" size="icon" aria-label="Buscar">
          <Icon name="search" />
        </Button>
      </div>
    </form>
  );
}
