"use client";

import { useRouter } from "next/navigation";
import {
  useEffect,
  useState,
  useTransition,
  type ComponentProps,
  type FormEventHandler,
  type ReactNode,
} from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { AdminPersonFields } from "@/components/admin/AdminPersonFields";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";

/**
 * The state of an account form's save: running, done (the page then moves on to `next` after
 * `delayMs`) or failed with a message.
 */
export function useAccountSave(next: string, delayMs: number) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      router.replace(next);
      router.refresh();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [done, next, delayMs, router]);

  return { pending, startTransition, done, setDone, failure, setFailure };
}

/**
 * The form of an administrator account (create, team edit, own profile): the outcome above a card
 * with the person's fields and a second group (`legend`, `children`), the submit button below.
 * Once done, the fields stay locked.
 */
export function AccountForm<T extends FieldValues>({
  form,
  onSubmit,
  save,
  doneText,
  submitLabel,
  pendingLabel = "Guardando...",
  person,
  legend,
  children,
}: {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  save: Pick<ReturnType<typeof useAccountSave>, "pending" | "done" | "failure">;
  doneText: string;
  submitLabel: string;
  pendingLabel?: string;
  person: ComponentProps<typeof AdminPersonFields>;
  legend: string;
  children: ReactNode;
}) {
  const locked = save.pending || save.done;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {save.done && (
          <Alert variant="success" role="status">
            {doneText}
          </Alert>
        )}
        <ErrorAlert message={save.failure} />
        <Card>
          <CardContent>
            <fieldset disabled={locked} className="flex flex-col gap-6">
              <AdminPersonFields {...person} />
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-base font-semibold">{legend}</legend>
                {children}
              </fieldset>
            </fieldset>
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={locked} className="w-full sm:w-auto">
            {save.pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
