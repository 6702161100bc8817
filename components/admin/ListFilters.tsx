"use client";

import type { ReactNode } from "react";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import type { Option } from "./options";

/**
 * The search form above an admin list: 'Buscar' (ids from `idPrefix`), then the other filters,
 * side by side and applied as they change.
 */
export function FilterForm({
  label,
  idPrefix,
  search,
  searchPlaceholder,
  onSearch,
  children,
}: {
  label: string;
  idPrefix: string;
  search: string;
  searchPlaceholder: string;
  onSearch: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-q`}>Buscar</Label>
        <Input
          id={`${idPrefix}-q`}
          type="search"
          value={search}
          maxLength={200}
          placeholder={searchPlaceholder}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {children}
    </form>
  );
}

/** A select filter; with `anyLabel`, a first option (value "") that filters nothing. */
export function SelectFilter({
  id,
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number;
  options: readonly Option[];
  anyLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
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
