"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FilePlus2, MailPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { SelectField } from "@/components/admin/FormFields";
import {
  callAction,
  isInputProblem,
  showInputErrors,
} from "@/components/admin/landing/call-action";
import { Button } from "@/components/ui/Button";
import { convertContactAction, inviteContactAction } from "@/lib/contact/actions";
import {
  CONVERT_MESSAGES,
  contactProcedureInput,
  type ContactProcedureInput,
} from "@/lib/contact/inbox-schema";

export interface ProcedureOption {
  value: string;
  label: string;
}

/**
 * 'Convertir en gestión' when the sender has an account (matched by e-mail or DPI), otherwise
 * 'Invitar a registrarse': either way the office first picks the procedure.
 */
export function ContactToGestion({
  id,
  citizen,
  procedures,
}: {
  id: number;
  citizen: string | null;
  procedures: ProcedureOption[];
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const form = useForm<ContactProcedureInput>({
    resolver: zodResolver(contactProcedureInput),
    defaultValues: { template_id: "" },
  });
  const convert = Boolean(citizen);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    start(async () => {
      const action = convert ? convertContactAction : inviteContactAction;
      const result = await callAction(() => action({ id, ...values }));
      if (!result.ok) {
        if (!showInputErrors(form.setError, result)) {
          const fallback = convert ? CONVERT_MESSAGES.convertFailed : CONVERT_MESSAGES.inviteFailed;
          setFailure(
            isInputProblem(result.code) || result.status === 409 ? result.message : fallback,
          );
        }
        return;
      }
      toast.success(result.data.message);
      router.refresh();
    });
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={convert ? "Convertir en gestión" : "Invitar a registrarse"}
        className="flex flex-col gap-4"
      >
        <ErrorAlert message={failure} />
        <p className="text-sm">
          {citizen
            ? `Cuenta registrada: ${citizen}. La gestión será suya, con este mensaje como descripción, y se le avisará por correo electrónico.`
            : "Nadie se ha registrado con este correo electrónico ni con este DPI: invita a la persona a crear su cuenta para el trámite que elijas."}
        </p>
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <legend className="sr-only">Trámite</legend>
          <SelectField
            name="template_id"
            label="Trámite"
            required
            options={procedures}
            placeholder="Selecciona un trámite"
          />
        </fieldset>
        <Button type="submit" disabled={pending} className="self-end">
          {convert ? <FilePlus2 aria-hidden /> : <MailPlus aria-hidden />}
          {convert ? "Convertir en gestión" : "Invitar a registrarse"}
        </Button>
      </form>
    </FormProvider>
  );
}
