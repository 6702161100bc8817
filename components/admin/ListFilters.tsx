"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { FilterForm } from "@/components/ui/FilterForm";
import { LIST_PAGE_SIZES } from "@/lib/validation/fields";
import { hrefFor, type ListAddress, type ListValues } from "@/lib/lists/query";
import type { Option } from "./options";

/** Product.md §B.9: a typed search is applied once typing pauses (400 ms, the citizen search's). */
const TYPING_DELAY_MS = 400;

const TYPED_INPUTS = new Set(["text", "search", "number", "email", "tel"]);

/**
 * The form's values as a change of the list's query: an empty field (or an unticked box, which
 * a form does not send) filters nothing.
 */
function formChange(form: HTMLFormElement): ListValues {
  const change: ListValues = {};
  for (const field of form.elements) {
    const name = field.getAttribute("name");
    if (name) change[name] = undefined;
  }
  for (const [name, value] of new FormData(form)) {
    change[name] = typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  }
  return change;
}

/**
 * The filters above an admin list: the list's GET form in the office's look (FilterForm),
 * enhanced so that a select applies at once and typed text once typing pauses,
 * each by `router.replace` in a transition. The server page reads the address again, so the list
 * is always served filtered. When the address changes from outside (Back, 'Limpiar', a pager link)
 * the fields are drawn again from `query`; the form's own changes keep what is being typed (even
 * a value the server refused, shown with its message).
 */
export function ListFilterForm({
  list,
  query,
  label,
  clearLabel,
  dependents = {},
  typingDelayMs = TYPING_DELAY_MS,
  choiceDelayMs = 0,
  className,
  children,
}: {
  list: ListAddress;
  query: ListValues;
  label: string;
  clearLabel?: string;
  /** Fields emptied when another changes (a municipality when the department does). */
  dependents?: Record<string, readonly string[]>;
  /** How long typed text, and a choice (a select, a date), wait before they apply. */
  typingDelayMs?: number;
  choiceDelayMs?: number;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const search = useSearchParams().toString();
  const shown = `${usePathname()}${search ? `?${search}` : ""}`;
  const [sync, setSync] = useState({ shown, requested: [shown], generation: 0 });
  if (sync.shown !== shown) {
    const own = sync.requested.includes(shown);
    setSync({
      shown,
      requested: own ? sync.requested : [shown],
      generation: own ? sync.generation : sync.generation + 1,
    });
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const href = hrefFor(list, query, formChange(form));
    if (href === shown) return;
    setSync((current) => ({ ...current, requested: [...current.requested, href] }));
    startTransition(() => router.replace(href, { scroll: false }));
  };
  const changed = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    for (const name of dependents[field.name] ?? []) {
      const dependent = form.elements.namedItem(name);
      if (dependent instanceof HTMLSelectElement || dependent instanceof HTMLInputElement) {
        dependent.value = "";
      }
    }
    const typed = field instanceof HTMLInputElement && TYPED_INPUTS.has(field.type);
    const delay = typed ? typingDelayMs : choiceDelayMs;
    clearTimeout(timer.current);
    if (delay > 0) timer.current = setTimeout(() => apply(form), delay);
    else apply(form);
  };

  return (
    <FilterForm
      look="admin"
      key={sync.generation}
      path={list.path}
      label={label}
      clearLabel={clearLabel}
      aria-busy={pending || undefined}
      onChange={changed}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className={className}
    >
      {children}
    </FilterForm>
  );
}

/** A select filter; with `anyLabel`, a first option (value "") that filters nothing. */
export function SelectFilter({
  id,
  name,
  label,
  defaultValue,
  options,
  anyLabel,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | number | undefined;
  options: readonly Option[];
  anyLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={defaultValue ?? ""}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** 'Por página': the page sizes the list's screen offers. */
export function PageSizeFilter({
  id,
  value,
  sizes = LIST_PAGE_SIZES,
}: {
  id: string;
  value: number;
  sizes?: readonly number[];
}) {
  return (
    <SelectFilter
      id={id}
      name="pageSize"
      label="Por página"
      defaultValue={value}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
    />
  );
}
