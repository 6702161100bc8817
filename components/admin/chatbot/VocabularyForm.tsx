"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { TextField } from "@/components/admin/FormFields";
import {
  callAction,
  isInputProblem,
  showInputErrors,
} from "@/components/admin/landing/call-action";
import { Button } from "@/components/ui/Button";
import { addVocabularyAction } from "@/lib/chat/actions";
import {
  VOCABULARY_MEANING_MAX,
  VOCABULARY_WORD_MAX,
  vocabularyInput,
  type VocabularyInput,
} from "@/lib/chat/vocabulary-schema";

const FAILED = "No se pudo agregar la palabra. Intenta de nuevo.";

/** 'Palabra' and 'Significa': a word citizens use and the site's words it means. */
export function VocabularyForm({ palabra = "" }: { palabra?: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const form = useForm<VocabularyInput>({
    resolver: zodResolver(vocabularyInput),
    defaultValues: { palabra, significa: "" },
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    start(async () => {
      const result = await callAction(() => addVocabularyAction(values));
      if (!result.ok) {
        if (!showInputErrors(form.setError, result)) {
          setFailure(isInputProblem(result.code) ? result.message : FAILED);
        }
        return;
      }
      toast.success(result.data.message);
      form.reset({ palabra: "", significa: "" });
      router.refresh();
    });
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Agregar palabra"
        className="flex flex-col gap-4"
      >
        <ErrorAlert message={failure} />
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Nueva palabra</legend>
          <TextField
            name="palabra"
            label="Palabra"
            required
            maxLength={VOCABULARY_WORD_MAX}
            hint="Como la dicen los ciudadanos, por ejemplo: muni, aguas negras."
          />
          <TextField
            name="significa"
            label="Significa"
            required
            maxLength={VOCABULARY_MEANING_MAX}
            hint="Las palabras del sitio, por ejemplo: municipalidad, drenajes."
          />
        </fieldset>
        <Button type="submit" disabled={pending} className="self-start">
          <Plus aria-hidden />
          {pending ? "Agregando..." : "Agregar"}
        </Button>
      </form>
    </FormProvider>
  );
}
