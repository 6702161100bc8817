"use client";

import { useId, useRef, useState, useTransition } from "react";
import { saveSiteSettingsAction } from "@/lib/site/actions";
import { NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { acceptFor, fileProblem } from "@/components/ui/file-rules";
import { uploadWithProgress } from "@/components/ui/request";
import { UploadProgress } from "@/components/ui/UploadProgress";
import { LOGO_RULES } from "@/lib/site/limits";
import { SETTINGS_SAVED, type AdminSiteSettings } from "@/lib/site/schema";
import { callAction, uploadFailure } from "./call-action";
import { CARD_TITLE } from "./styles";

/** The site's logo: preview, upload (POST /api/admin/site-settings/logo, with progress), removal. */
export function LogoSettings({ initialUrl }: { initialUrl: string | null }) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const busy = pending || progress !== null;

  const upload = async () => {
    setNotice(null);
    const file = fileInput.current?.files?.[0];
    if (!file) return setNotice({ ok: false, text: "Selecciona una imagen primero." });
    const problem = fileProblem(file, LOGO_RULES);
    if (problem) return setNotice({ ok: false, text: problem });
    const form = new FormData();
    form.append("file", file);
    setProgress({ name: file.name, percent: 0 });
    try {
      const { settings } = await uploadWithProgress<{ settings: AdminSiteSettings }>(
        "/api/admin/site-settings/logo",
        form,
        (percent) => setProgress({ name: file.name, percent }),
      );
      setUrl(settings.logo_url);
      if (fileInput.current) fileInput.current.value = "";
      setNotice({ ok: true, text: SETTINGS_SAVED });
    } catch (error) {
      setNotice({ ok: false, text: uploadFailure(error, "No se pudo subir el logo.") });
    } finally {
      setProgress(null);
    }
  };

  const remove = () =>
    startTransition(async () => {
      const result = await callAction(() => saveSiteSettingsAction({ logo_url: null }));
      setConfirming(false);
      if (result.ok) {
        setUrl(null);
        setNotice({ ok: true, text: SETTINGS_SAVED });
      } else setNotice({ ok: false, text: result.message || "No se pudo quitar el logo." });
    });

  return (
    <Card>
      <CardHeader>
        <h2 className={CARD_TITLE}>Logo</h2>
        <CardDescription>
          Se muestra en el encabezado del sitio público y en la barra inferior de contacto. Imagen
          de hasta 5 MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex min-h-24 items-center justify-center rounded-md border border-dashed border-border bg-muted p-3">
          {url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored upload of any size
            <img src={url} alt="Logo actual del sitio" className="max-h-24 w-auto object-contain" />
          ) : (
            <p className="text-sm text-muted-foreground">
              Sin logo: se muestra el nombre del sitio.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Nuevo logo</Label>
          <Input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={acceptFor(LOGO_RULES)}
            disabled={busy}
            onChange={() => setNotice(null)}
            className="py-1.5"
          />
        </div>
        {progress && <UploadProgress label={progress.name} percent={progress.percent} />}
        <NoticeAlert notice={notice} />
        <div className="flex flex-wrap justify-end gap-2">
          {url && (
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
              Quitar logo
            </Button>
          )}
          <Button disabled={busy} onClick={() => void upload()}>
            {progress ? "Subiendo..." : "Subir logo"}
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Quitar logo"
        description="¿Quitar el logo del sitio? En su lugar se mostrará el nombre del sitio."
        confirmLabel="Quitar logo"
        pendingLabel="Quitando..."
        destructive
        pending={pending}
        onConfirm={remove}
      />
    </Card>
  );
}
