"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { createBiographyAction } from "@/app/admin/landing/biografia/actions";
import { TextField } from "@/components/admin/FormFields";
import { callAction, isInputProblem } from "@/components/admin/landing/call-action";
import { formLevelError, TextareaField } from "@/components/admin/landing/TextareaField";
import { applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import {
  BIOGRAPHY_MESSAGES,
  biographyTextInput,
  type BiographyDetail,
  type BiographyText,
  type BiographyTextInput,
} from "@/lib/biography/schema";

type Values = Record<
  | "introduccion"
  | "biografia_texto"
  | "slogan"
  | "trayectoria"
  | "mision"
  | "valores"
  | "historia_gestion"
  | "mensaje_final"
  | "video_url",
  string
>;

function defaults(active: BiographyDetail | null): Values {
  return {
    introduccion: active?.introduccion ?? "",
    biografia_texto: active?.biografia_texto ?? "",
    slogan: active?.slogan ?? "",
    trayectoria: active?.trayectoria ?? "",
    mision: active?.mision ?? "",
    valores: active?.valores ?? "",
    historia_gestion: active?.historia_gestion ?? "",
    mensaje_final: active?.mensaje_final ?? "",
    video_url: active?.video_url ?? "",
  };
}

/**
 * 'Crear Nueva Biografía': the text of a new version (it becomes the active one), prefilled with
 * the active version; images and gallery are carried over and changed on the next screen.
 */
export function BiographyForm({ active }: { active: BiographyDetail | null }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BiographyTextInput, unknown, BiographyText>({
    resolver: zodResolver(biographyTextInput),
    defaultValues: defaults(active),
  });
  const wholeFormError = formLevelError(form.formState.errors);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      const result = await callAction(() => createBiographyAction(values));
      if (result.ok) {
        toast.success(BIOGRAPHY_MESSAGES.created);
        router.push(`/admin/landing/biografia/${result.data.id}/imagenes`);
        return;
      }
      if (isInputProblem(result.status)) applyServerErrors(form.setError, result.errors);
      setFailure("Error al crear biografía");
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {active && (
          <p className="text-sm text-muted-foreground">
            El formulario trae el texto de la versión activa (Versión {active.version}). La nueva
            versión conserva sus imágenes y su galería, y pasa a ser la activa.
          </p>
        )}
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
        {wholeFormError && (
          <Alert variant="destructive" role="alert">
            {wholeFormError}
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
            {pending ? "Creando..." : "Crear biografía"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
