"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { createBiographyAction } from "@/lib/biography/actions";
import { BiographyBlocksField } from "@/components/admin/biography/BiographyBlocksField";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { TextField } from "@/components/admin/FormFields";
import { callAction, showInputErrors } from "@/components/admin/landing/call-action";
import { formLevelError, TextareaField } from "@/components/admin/landing/TextareaField";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Card, CardContent } from "@/components/ui/Card";
import {
  BIOGRAPHY_MESSAGES,
  BIOGRAPHY_TEXT_FIELDS,
  biographyTextInput,
  type BiographyDraft,
  type BiographyText,
  type BiographyTextInput,
} from "@/lib/biography/schema";

const TEXT_FIELDS = [...BIOGRAPHY_TEXT_FIELDS, "video_url"] as const;

/** The active version's values as the form's strings and blocks; empty without a version. */
function defaults(draft: BiographyDraft | null): BiographyTextInput {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, draft?.[field] ?? ""])),
    bloques: draft?.bloques.map(({ titulo, contenido }) => ({ titulo, contenido })) ?? [],
  };
}

/**
 * 'Crear Nueva Biografía': the text and blocks of a new version (it becomes the active one),
 * prefilled with the active version; images and gallery are carried over and changed on the next
 * screen. The blocks are always sent, so removing them all leaves the new version without any.
 */
export function BiographyForm({ draft }: { draft: BiographyDraft | null }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BiographyTextInput, unknown, BiographyText>({
    resolver: zodResolver(biographyTextInput),
    defaultValues: defaults(draft),
  });
  const wholeFormError = formLevelError(form.formState.errors);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      const payload = { ...values, bloques: values.bloques ?? [] };
      const result = await callAction(() => createBiographyAction(payload));
      if (result.ok) {
        toast.success(BIOGRAPHY_MESSAGES.created);
        router.push(`/admin/landing/biografia/${result.data.id}/imagenes`);
        return;
      }
      showInputErrors(form.setError, result);
      setFailure("Error al crear biografía");
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          {draft
            ? `El formulario parte de la versión activa (Versión ${draft.version}). La nueva versión conserva sus imágenes y su galería, y pasa a ser la activa.`
            : "Aún no hay versiones: el formulario parte vacío."}
        </p>
        <Card>
          <CardContent>
            <fieldset disabled={pending} className="grid gap-5">
              <legend className="sr-only">Texto de la biografía</legend>
              <TextField name="slogan" label="Eslogan" maxLength={300} />
              <TextareaField name="introduccion" label="Introducción" rows={4} maxLength={5000} />
              <TextareaField name="biografia_texto" label="Biografía" rows={10} />
              <TextareaField name="trayectoria" label="Trayectoria" rows={6} />
              <TextareaField name="mision" label="Misión" rows={4} maxLength={10000} />
              <TextareaField name="valores" label="Valores" rows={4} maxLength={10000} />
              <TextareaField name="historia_gestion" label="Historia de gestión" rows={6} />
              <TextareaField
                name="mensaje_final"
                label="Mensaje final"
                rows={4}
                maxLength={10000}
              />
              <TextField
                name="video_url"
                label="URL del video"
                type="url"
                inputMode="url"
                maxLength={2000}
                hint="Enlace de YouTube, Vimeo o un archivo .mp4 (opcional)."
              />
            </fieldset>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <BiographyBlocksField disabled={pending} />
          </CardContent>
        </Card>
        <ErrorAlert message={wholeFormError} />
        <ErrorAlert message={failure} />
        <SubmitButton pending={pending} label="Crear biografía" />
      </form>
    </FormProvider>
  );
}
