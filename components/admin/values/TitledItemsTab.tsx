"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState, useTransition } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { ErrorAlert, NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { TextField } from "@/components/admin/FormFields";
import { callAction, showInputErrors } from "@/components/admin/landing/call-action";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Card, CardContent } from "@/components/ui/Card";
import type { ValorItem } from "@/lib/values/schema";
import { ItemCard } from "./ItemCard";
import type { TitledItemsConfig } from "./titled-items";
import { useCommitmentForm, type CommitmentFormProps } from "./use-commitment-form";
import { ValuesTab, type CommitmentTabProps } from "./ValuesTab";

interface TitledValues {
  titulo: string;
  descripcion: string;
}

const EMPTY: TitledValues = { titulo: "", descripcion: "" };

/** The tab of ethical values or of formal commitments of the selected commitment. */
export function TitledItemsTab({
  config,
  compromisoId,
  items,
  failed,
  onChanged,
}: CommitmentTabProps<ValorItem> & { config: TitledItemsConfig }) {
  return (
    <ValuesTab
      form={
        <CreateForm
          key={compromisoId ?? 0}
          config={config}
          compromisoId={compromisoId}
          onCreated={onChanged}
        />
      }
      listId={`${config.owner}-lista`}
      heading={config.heading}
      noCommitment={compromisoId === null}
      items={items}
      failure={failed ? config.readFailure : null}
      emptyText={config.emptyText}
      renderItem={(item) => <TitledItemCard config={config} item={item} onChanged={onChanged} />}
    />
  );
}

/** Título and Descripción of a value or formal commitment. */
function TitledFields({ legend }: { legend: string }) {
  return (
    <>
      <legend className="sr-only">{legend}</legend>
      <TextField name="titulo" label="Título" required maxLength={200} />
      <TextareaField name="descripcion" label="Descripción" rows={4} maxLength={5000} />
    </>
  );
}

function CreateForm({
  config,
  compromisoId,
  onCreated,
}: CommitmentFormProps & { config: TitledItemsConfig }) {
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { form, compromisoError } = useCommitmentForm<TitledValues>(
    config.createSchema,
    compromisoId,
    EMPTY,
  );

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    startTransition(async () => {
      const result = await callAction(() => config.create(values));
      if (result.ok) {
        form.reset(EMPTY);
        setNotice({ ok: true, text: "Agregado correctamente." });
        onCreated();
        return;
      }
      if (!showInputErrors(form.setError, result))
        setNotice({ ok: false, text: config.createError });
    });
  });

  return (
    <Card>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">{config.createTitle}</h2>
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <TitledFields legend={config.createTitle} />
            </fieldset>
            <ErrorAlert message={compromisoError} />
            <NoticeAlert notice={notice} />
            <SubmitButton pending={pending} label={config.addLabel} icon={<Plus aria-hidden />} />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function TitledItemCard({
  config,
  item,
  onChanged,
}: {
  config: TitledItemsConfig;
  item: ValorItem;
  onChanged: () => void;
}) {
  const label = config.itemLabel(item);
  return (
    <ItemCard
      summary={
        <>
          <h3 className="font-semibold break-words">{item.titulo}</h3>
          {item.descripcion && (
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {item.descripcion}
            </p>
          )}
        </>
      }
      editLabel={`Editar ${label}`}
      editTitle={config.editTitle}
      remove={{
        label: `Eliminar ${label}`,
        title: config.deleteTitle,
        question: config.deleteQuestion(item),
        failure: config.deleteError,
        run: () => config.remove({ id: item.id }),
      }}
      editForm={(onSaved) => <EditForm config={config} item={item} onSaved={onSaved} />}
      images={{ owner: config.owner, ownerId: item.id, ownerLabel: label, initial: item.images }}
      onChanged={onChanged}
    />
  );
}

function EditForm({
  config,
  item,
  onSaved,
}: {
  config: TitledItemsConfig;
  item: ValorItem;
  onSaved: () => void;
}) {
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TitledValues>({
    defaultValues: { titulo: item.titulo, descripcion: item.descripcion ?? "" },
    resolver: zodResolver(config.updateSchema as never) as unknown as Resolver<TitledValues>,
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      const result = await callAction(() => config.update({ id: item.id, values }));
      if (result.ok) return onSaved();
      if (!showInputErrors(form.setError, result, "values.")) setFailure("No se pudo actualizar.");
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <TitledFields legend={config.editTitle} />
        </fieldset>
        <ErrorAlert message={failure} />
        <SubmitButton pending={pending} label="Guardar cambios" />
      </form>
    </FormProvider>
  );
}
