"use client";

import { useId } from "react";
import { useFormContext } from "react-hook-form";
import type { AdminRoleName } from "@/lib/admins/schema";

export interface RoleChoice {
  rol: AdminRoleName;
  descripcion: string;
}

/**
 * The role of the create and team-edit screens: only the roles the caller may assign, each with
 * what it lets the person do, so nobody has to know what a code such as UserAdminNivel2 means.
 */
export function RoleField({ roles }: { roles: readonly RoleChoice[] }) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState("rol", formState).error?.message;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        Rol
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      {roles.map((role) => (
        <label
          key={role.rol}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input
            type="radio"
            value={role.rol}
            className="mt-1 size-4 shrink-0 accent-primary"
            {...register("rol")}
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{role.rol}</span>
            <span className="text-sm text-muted-foreground">{role.descripcion}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
