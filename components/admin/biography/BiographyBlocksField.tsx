"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { flushSync } from "react-dom";
import { useFieldArray, useFormContext } from "react-hook-form";
import { TextField } from "@/components/admin/FormFields";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { Button } from "@/components/ui/Button";
import { BIOGRAPHY_MAX_BLOCKS, type BiographyTextInput } from "@/lib/biography/schema";

/** The controls of a block that take the keyboard focus after a change (`data-control`). */
type Control = "title" | "up" | "down";

interface BlockAction {
  kind: "up" | "down" | "remove";
  label: string;
  Icon: typeof ArrowUp;
  /** Where the block goes (for a removal, the block that takes its place), of `count` blocks. */
  to: (index: number, count: number) => number;
  /** The controls of that block to focus afterwards, the first enabled one. */
  focus: Control[];
}

/** The buttons of a block, in order. */
const ACTIONS: BlockAction[] = [
  { kind: "up", label: "Subir", Icon: ArrowUp, to: (i) => i - 1, focus: ["up", "down"] },
  { kind: "down", label: "Bajar", Icon: ArrowDown, to: (i) => i + 1, focus: ["down", "up"] },
  {
    kind: "remove",
    label: "Quitar",
    Icon: Trash2,
    to: (i, count) => Math.min(i, count - 2),
    focus: ["title"],
  },
];

/**
 * 'Bloques': the extra sections of the public biography, in the order shown here (which is the
 * order sent). After a block moves or goes, the focus stays on a control of the list.
 */
export function BiographyBlocksField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<BiographyTextInput>();
  const { fields, append, move, remove } = useFieldArray({ control, name: "bloques" });
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);

  /** Runs a block's button, then keeps the focus in the list (or on 'Agregar bloque'). */
  const act = ({ kind, to, focus }: BlockAction, index: number) => {
    const target = to(index, fields.length);
    flushSync(() => (kind === "remove" ? remove(index) : move(index, target)));
    const block = list.current?.children[target];
    const next = focus
      .map((name) => block?.querySelector<HTMLElement>(`[data-control="${name}"]:not(:disabled)`))
      .find(Boolean);
    (next ?? add.current)?.focus();
  };

  /** A move that would leave the list. */
  const isDisabled = ({ kind, to }: BlockAction, index: number) => {
    const target = to(index, fields.length);
    return kind !== "remove" && (target < 0 || target >= fields.length);
  };

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <legend className="text-lg font-semibold">Bloques</legend>
      <p className="text-sm text-muted-foreground">
        Secciones que la página pública muestra después de la historia de gestión, en este orden
        (hasta {BIOGRAPHY_MAX_BLOCKS}).
      </p>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">La nueva versión no tendrá bloques.</p>
      )}
      <ol ref={list} className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-md border border-border p-4">
            <fieldset className="grid gap-4">
              <legend className="mb-3 text-base font-medium">Bloque {index + 1}</legend>
              <TextField
                name={`bloques.${index}.titulo`}
                label={`Título del bloque ${index + 1}`}
                required
                maxLength={200}
                data-control="title"
              />
              <TextareaField
                name={`bloques.${index}.contenido`}
                label={`Contenido del bloque ${index + 1}`}
                required
                rows={5}
                maxLength={20000}
              />
              <div className="flex flex-wrap gap-2">
                {ACTIONS.map((action) => (
                  <Button
                    key={action.kind}
                    size="sm"
                    variant="outline"
                    className={
                      action.kind === "remove"
                        ? "border-danger text-danger hover:bg-danger-soft"
                        : undefined
                    }
                    data-control={action.kind === "remove" ? undefined : action.kind}
                    disabled={isDisabled(action, index)}
                    onClick={() => act(action, index)}
                  >
                    <action.Icon aria-hidden />
                    {action.label}
                    <span className="sr-only"> bloque {index + 1}</span>
                  </Button>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        ref={add}
        variant="outline"
        className="self-start"
        disabled={fields.length >= BIOGRAPHY_MAX_BLOCKS}
        onClick={() => append({ titulo: "", contenido: "" })}
      >
        <Plus aria-hidden />
        Agregar bloque
      </Button>
    </fieldset>
  );
}
