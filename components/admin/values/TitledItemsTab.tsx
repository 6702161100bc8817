"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus } from "lucide-react";
import { useState, useTransition } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { TextField } from "@/components/admin/FormFields";
import { callAction, isInputProblem } from "@/components/admin/landing/call-action";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { useRemoteData } from "@/components/ui/use-remote-data";
import type { ValorItem } from "@/lib/values/schema";
import { DeleteButton } from "./DeleteButton";
import { FormDialog } from "./FormDialog";
import { ImageManager } from "./ImageManager";
import { ListState } from "./ListState";
import type { TitledItemsConfig } from "./titled-items";

interface TitledValues {
  titulo: string;
  descripcion: string;
}

const EMPTY: TitledValues = { titulo: "", descripcion: "" };

/** The tab of ethical values or of formal commitments of the selected commitment. */
export function TitledItemsTab({
  config,
  compromisoId,
}: {
  config: TitledItemsConfig;
  compromisoId: number | null;
}) {
  const url = compromisoId ? `${config.listUrl}?compromiso_id=${compromisoId}` : "";
  const { data, error, reload } = useRemoteData<{ data: ValorItem[] } | null>(url, null, "");

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <CreateForm
        key={compromisoId ?? 0}
        config={config}
        compromisoId={compromisoId}
        onCreated={reload}
      />
      <section aria-labelledby={`${config.owner}-lista`} className="flex flex-col gap-4">
        <h2 id={`${config.owner}-lista`} className="text-lg font-semibold">
          {config.heading}
        </h2>
        {compromisoId === null ? (
          <p className="text-muted-foreground">
            Primero crea un compromiso en la pestaña Compromiso.
          </p>
        ) : (
          <ListState
            items={data?.data ?? null}
            error={error}
            errorText={config.loadError}
            emptyText={config.emptyText}
          >
            {(items) => (
              <ul className="flex flex-col gap-4">
                {items.map((item) => (
                  <li key={item.id}>
                    <ItemCard config={config} item={item} onChanged={reload} />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        )}
      </section>
    </div>
  );
}

function CreateForm({
  config,
  compromisoId,
  onCreated,
}: {
  config: TitledItemsConfig;
  compromisoId: number | null;
  onCreated: () => void;
}) {
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // The commitment comes from the selector: the same schema as the server checks it with the rest.
  const schemaResolver = zodResolver(
    config.createSchema as never,
  ) as unknown as Resolver<TitledValues>;
  const form = useForm<TitledValues>({
    defaultValues: EMPTY,
    resolver: (values, context, options) =>
      schemaResolver(
        { ...values, compromiso_id: compromisoId ?? undefined } as TitledValues,
        context,
        options,
      ),
  });
  const compromisoError = (form.formState.errors as Record<string, { message?: string }>)
    .compromiso_id?.message;

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
      if (isInputProblem(result.status) && result.errors?.length) {
        applyServerErrors(form.setError, result.errors);
      } else setNotice({ ok: false, text: config.createError });
    });
  });

  return (
    <Card>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">{config.createTitle}</h2>
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="sr-only">{config.createTitle}</legend>
              <TextField name="titulo" label="Título" required maxLength={200} />
              <TextareaField name="descripcion" label="Descripción" rows={4} maxLength={5000} />
            </fieldset>
            {compromisoError && (
              <Alert variant="destructive" role="alert">
                {compromisoError}
              </Alert>
            )}
            {notice && (
              <Alert
                variant={notice.ok ? "success" : "destructive"}
                role={notice.ok ? "status" : "alert"}
              >
                {notice.text}
              </Alert>
            )}
            <Button type="submit" disabled={pending} className="self-end">
              <Plus aria-hidden />
              {pending ? "Guardando..." : config.addLabel}
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function ItemCard({
  config,
  item,
  onChanged,
}: {
  config: TitledItemsConfig;
  item: ValorItem;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const label = config.itemLabel(item);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{item.titulo}</h3>
            {item.descripcion && (
              <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                {item.descripcion}
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Editar ${label}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              Editar
            </Button>
            <DeleteButton
              label={`Eliminar ${label}`}
              title={config.deleteTitle}
              question={config.deleteQuestion(item)}
              failure={config.deleteError}
              run={() => config.remove({ id: item.id })}
              onDeleted={onChanged}
            />
          </div>
        </div>
        <ImageManager
          key={item.images.map((image) => image.id).join(",")}
          owner={config.owner}
          ownerId={item.id}
          ownerLabel={label}
          initial={item.images}
        />
      </CardContent>
      <FormDialog open={editing} onOpenChange={setEditing} title={config.editTitle}>
        <EditForm
          config={config}
          item={item}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      </FormDialog>
    </Card>
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
      if (isInputProblem(result.status) && result.errors?.length) {
        applyServerErrors(form.setError, result.errors, "values.");
      } else setFailure("No se pudo actualizar.");
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <legend className="sr-only">{config.editTitle}</legend>
          <TextField name="titulo" label="Título" required maxLength={200} />
          <TextareaField name="descripcion" label="Descripción" rows={4} maxLength={5000} />
        </fieldset>
        {failure && (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" disabled={pending} className="self-end">
          {pending ? "Guardando..." : "Guardar cambios"}
        </Button>
      </form>
    </FormProvider>
  );
}
