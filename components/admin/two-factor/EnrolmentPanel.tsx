"use client";

import type { ReactNode } from "react";
import type { EnrolmentView } from "@/lib/admins/two-factor-schema";
import { CodeForm } from "./CodeForm";
import { QrCode } from "./QrCode";

/** The secret in groups of four characters, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Adding a new secret to an authenticator app: scan the QR code, open the link on this device, or
 * type the key; then the app's first code confirms it (`onConfirm` answers the error, or null).
 */
export function EnrolmentPanel({
  view,
  onConfirm,
  children,
}: {
  view: EnrolmentView;
  onConfirm: (code: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>
          Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Microsoft
          Authenticator, Authy u otra compatible).
          <div className="mt-3 flex justify-center">
            <QrCode qr={view.qr} label="Código QR para la aplicación de autenticación" />
          </div>
        </li>
        <li>
          Si no puedes escanearlo,{" "}
          <a
            href={view.otpauth_uri}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            ábrelo en la aplicación de este dispositivo
          </a>{" "}
          o escribe esta clave en ella:
          <p className="mt-2 rounded-md bg-muted px-3 py-2 text-center font-mono text-base break-all">
            <span className="sr-only">Clave: </span>
            <span data-testid="clave-totp">{grouped(view.secret)}</span>
          </p>
        </li>
        <li>Escribe el código de 6 dígitos que muestra la aplicación.</li>
      </ol>
      <CodeForm
        kind="enrolment"
        label="Código de verificación"
        submitLabel="Verificar y activar"
        pendingLabel="Verificando..."
        focusFirst={false}
        onSubmit={onConfirm}
      >
        {children}
      </CodeForm>
    </div>
  );
}
