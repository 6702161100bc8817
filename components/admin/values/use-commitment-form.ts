"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

/** What the create form of a commitment's tab gets. */
export interface CommitmentFormProps {
  compromisoId: number | null;
  onCreated: () => void;
}

/**
 * The create form of a tab that belongs to the selected commitment: the commitment comes from the
 * selector, so the same schema as the server's checks it with the fields. Answers the form and the
 * commitment's own message (none selected).
 */
export function useCommitmentForm<V extends FieldValues, O = V>(
  schema: z.ZodType,
  compromisoId: number | null,
  defaultValues: DefaultValues<V>,
) {
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<V, unknown, O>;
  const form = useForm<V, unknown, O>({
    defaultValues,
    resolver: (values, context, options) =>
      schemaResolver(
        { ...values, compromiso_id: compromisoId ?? undefined } as V,
        context,
        options,
      ),
  });
  const compromisoError = (form.formState.errors as Record<string, { message?: string }>)
    .compromiso_id?.message;
  return { form, compromisoError };
}
