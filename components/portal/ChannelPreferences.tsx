"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { FormAction } from "@/components/auth/types";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Switch } from "@/components/ui/Switch";
import {
  CHANNEL_MESSAGES,
  NOTICE_CHANNEL_LABELS,
  type ChannelPreferences as Preferences,
  type NoticeChannel,
  type OwnChannels,
} from "@/lib/citizens/channels-schema";
import { fieldErrorMap } from "@/lib/citizens/messages";
import { portalAction } from "./portal-client";

const isOn = (channels: OwnChannels, canal: "whatsapp" | "sms") =>
  !channels.opciones.find((option) => option.canal === canal)?.detenido;

/**
 * 'Cómo te avisa la oficina': the channel the office writes on, among the confirmed ones, and
 * WhatsApp and SMS on or stopped (as answering BAJA does).
 */
export function ChannelPreferences({
  channels,
  action,
}: {
  channels: OwnChannels;
  action: FormAction<Preferences, OwnChannels>;
}) {
  const id = useId();
  const router = useRouter();
  const [chosen, setChosen] = useState<NoticeChannel | null>(channels.canal_en_uso);
  const [on, setOn] = useState({
    whatsapp: isOn(channels, "whatsapp"),
    sms: isOn(channels, "sms"),
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phone = channels.opciones.filter((option) => option.canal !== "email");

  if (!channels.opciones.length) {
    return (
      <p className="text-sm text-muted-foreground">
        Aún no tienes un correo confirmado ni un celular verificado: la oficina no puede escribirte.
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(CHANNEL_MESSAGES.choose);
      return;
    }
    setPending(true);
    setError(null);
    const result = await portalAction(action, { canal_preferido: chosen, ...on }).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      setError(fieldErrorMap(result?.errors).canal_preferido ?? CHANNEL_MESSAGES.failed);
      return;
    }
    toast.success(CHANNEL_MESSAGES.saved);
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="perfil-canales"
    >
      <fieldset
        disabled={pending}
        className="flex flex-col gap-1"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="mb-2 font-semibold">¿Por dónde quieres que te escribamos?</legend>
        {channels.opciones.map((option) => (
          <label key={option.canal} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="canal_preferido"
              value={option.canal}
              checked={chosen === option.canal}
              onChange={() => setChosen(option.canal)}
              className="size-4"
            />
            <span>
              {NOTICE_CHANNEL_LABELS[option.canal]}{" "}
              <span className="text-muted-foreground">({option.destino})</span>
            </span>
          </label>
        ))}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
      {phone.length > 0 && (
        <fieldset disabled={pending} className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">Mensajes al celular</legend>
          {phone.map((option) => {
            const canal = option.canal as "whatsapp" | "sms";
            return (
              <div key={canal} className="flex min-h-11 items-center justify-between gap-4">
                <Label htmlFor={`${id}-${canal}`} className="text-sm font-normal">
                  Recibir mensajes por {NOTICE_CHANNEL_LABELS[canal]}
                </Label>
                <Switch
                  id={`${id}-${canal}`}
                  checked={on[canal]}
                  onCheckedChange={(checked) => setOn((all) => ({ ...all, [canal]: checked }))}
                />
              </div>
            );
          })}
          <p className="text-sm text-muted-foreground">
            También puedes responder BAJA a cualquier mensaje nuestro para detenerlos.
          </p>
        </fieldset>
      )}
      {channels.canal_en_uso === null && (
        <Alert variant="destructive" role="status">
          Detuviste todos tus medios: la oficina no puede avisarte de tus gestiones.
        </Alert>
      )}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Guardando…" : "Guardar preferencias"}
      </Button>
    </form>
  );
}
