"use client";

import dynamic from "next/dynamic";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { SelectField, TextField } from "@/components/admin/FormFields";
import { labelledOptions } from "@/components/admin/options";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";

// The fields news and labores share (product.md §B.5), inside the react-hook-form of their editor.

/** The editor's code comes with the first form that shows it, never with a page's first load. */
const RichTextEditor = dynamic(
  () => import("@/components/admin/editor/RichTextEditor").then((module) => module.RichTextEditor),
  {
    ssr: false,
    loading: () => <div aria-hidden className="min-h-60 rounded-md border border-input bg-white" />,
  },
);

/** A news or labor category, as the admin pages read them for the editor. */
export interface Category {
  id: number;
  nombre: string;
}

/** Título (required), Subtítulo and Resumen, each across the form's two columns. */
export function HeadlineFields() {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const resumenError = getFieldState("resumen", formState).error?.message;
  return (
    <>
      <div className="sm:col-span-2">
        <TextField name="titulo" label="Título" required maxLength={300} />
      </div>
      <div className="sm:col-span-2">
        <TextField name="subtitulo" label="Subtítulo" maxLength={300} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={id}>Resumen</Label>
        <Textarea
          id={id}
          rows={3}
          maxLength={1000}
          aria-invalid={resumenError ? true : undefined}
          {...register("resumen")}
        />
        {resumenError && <p className="text-sm text-danger">{resumenError}</p>}
      </div>
    </>
  );
}

/** The rich text of an item (its HTML), across both columns; its label focuses the editor. */
export function RichTextField({
  name,
  label,
  disabled,
}: {
  name: string;
  label: string;
  disabled: boolean;
}) {
  const id = useId();
  const { control, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Label id={`${id}-label`} onClick={() => document.getElementById(id)?.focus()}>
        {label}
      </Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            labelId={`${id}-label`}
            value={field.value as string}
            onChange={field.onChange}
            invalid={Boolean(error)}
            disabled={disabled}
          />
        )}
      />
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

/** The 'Estado' select, each state by its name. */
export function StateField<S extends string>({
  states,
  labels,
}: {
  states: readonly S[];
  labels: Record<S, string>;
}) {
  return <SelectField name="estado" label="Estado" options={labelledOptions(states, labels)} />;
}

/** 'Categoría': one of the module's categories by name, or 'Sin categoría' (sent as null). */
export function CategoryField({ categories }: { categories: readonly Category[] }) {
  return (
    <SelectField
      name="categoria_id"
      label="Categoría"
      placeholder="Sin categoría"
      options={categories.map((category) => ({
        value: String(category.id),
        label: category.nombre,
      }))}
    />
  );
}

/** The 'Destacada' checkbox. */
export function FeaturedField({ className }: { className: string }) {
  const { register } = useFormContext();
  return (
    <label className={cn("flex min-h-10 items-center gap-2 text-sm font-medium", className)}>
      <input type="checkbox" className="size-4 accent-primary" {...register("destacado")} />
      Destacada
    </label>
  );
}
