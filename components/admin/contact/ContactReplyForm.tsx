"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import {
  callAction,
  isInputProblem,
  showInputErrors,
} from "@/components/admin/landing/call-action";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { Button } from "@/components/ui/Button";
import { replyContactAction } from "@/lib/contact/actions";
import {
  INBOX_MESSAGES,
  REPLY_MAX,
  contactReplyInput,
  type ContactReplyInput,
} from "@/lib/contact/inbox-schema";

/**
 * The reply to a contact message, e-mailed to its sender; once sent the page shows it in place of
 * this form.
 */
export function ContactReplyForm({ id, email }: { id: number; email: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const form = useForm<ContactReplyInput>({
    resolver: zodResolver(contactReplyInput),
    defaultValues: { respuesta: "" },
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    start(async () => {
      const result = await callAction(() => replyContactAction({ id, ...values }));
      if (!result.ok) {
        if (!showInputErrors(form.setError, result)) {
          setFailure(isInputProblem(result.code) ? result.message : INBOX_MESSAGES.replyFailed);
        }
        return;
      }
      toast.success(result.data.message);
      router.refresh();
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Responder" className="flex flex-col gap-4">
        <ErrorAlert message={failure} />
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <legend className="sr-only">Responder por correo</legend>
          <TextareaField
            name="respuesta"
            label="Respuesta"
            required
            rows={6}
            maxLength={REPLY_MAX}
            hint={`Se enviará por correo electrónico a ${email}.`}
          />
        </fieldset>
        <Button type="submit" disabled={pending} className="self-end">
          <Send aria-hidden />
          {pending ? "Enviando..." : "Enviar respuesta"}
        </Button>
      </form>
    </FormProvider>
  );
}
