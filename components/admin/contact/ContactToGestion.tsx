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

type Choice = "convert" | "invite";

/**
 * 'Convertir en gestión', into the account whose confirmed e-mail is the message's; without one,
 * the screen says why, and the gestión is made without an account (its sender gets a link to
 * claim it) or the sender is invited to register instead ('Invitar a registrarse'). Either way the
 * office first picks the procedure.
 */
export function ContactToGestion({
  id,
  citizen,
  motivo,
  procedures,
}: {
  id: number;
  citizen: string | null;
  /** Why no account would be joined, when none would. */
  motivo: string | null;
  procedures: ProcedureOption[];
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const form = useForm<ContactProcedureInput>({
    resolver: zodResolver(contactProcedureInput),
    defaultValues: { template_id: "" },
  });
  const submit = (choice: Choice) =>
    form.handleSubmit((values) => {
      setFailure(null);
      start(async () => {
        const action = choice === "convert" ? convertContactAction : inviteContactAction;
        const result = await callAction(() => action({ id, ...values }));
        if (!result.ok) {
          if (!showInputErrors(form.setError, result)) {
            const fallback =
              choice === "convert" ? CONVERT_MESSAGES.convertFailed : CONVERT_MESSAGES.inviteFailed;
            setFailure(
              isInputProblem(result.code) || result.status === 409 || result.status === 429
                ? result.message
                : fallback,
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
        onSubmit={submit("convert")}
        noValidate
        aria-label="Convertir en gestión"
        className="flex flex-col gap-4"
      >
        <ErrorAlert message={failure} />
        {citizen ? (
          <p className="text-sm">
            Cuenta registrada con este correo electrónico, confirmado: {citizen}. La gestión será
            suya, con este mensaje como descripción, y se le avisará por correo electrónico.
          </p>
        ) : (
          <div className="flex flex-col gap-2 text-sm">
            <p>
              <span className="font-medium">No se unirá a ninguna cuenta. </span>
              {motivo}
            </p>
            <p>
              Si la conviertes, la gestión quedará sin cuenta y se enviará al correo del mensaje un
              enlace para que la persona la agregue a la suya al iniciar sesión. También puedes
              invitarla a registrarse para el trámite que elijas.
            </p>
          </div>
        )}
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
        <div className="flex flex-wrap justify-end gap-2">
          {!citizen && (
            <Button type="button" variant="outline" disabled={pending} onClick={submit("invite")}>
              <MailPlus aria-hidden />
              Invitar a registrarse
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            <FilePlus2 aria-hidden />
            Convertir en gestión
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
