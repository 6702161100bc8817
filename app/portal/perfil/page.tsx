import type { Metadata } from "next";
import Link from "next/link";
import { AccountDetails, accountRows } from "@/components/portal/AccountDetails";
import { ChannelPreferences } from "@/components/portal/ChannelPreferences";
import { DataDownload } from "@/components/portal/DataDownload";
import { DeleteAccount } from "@/components/portal/DeleteAccount";
import { EmailConfirmation } from "@/components/portal/EmailConfirmation";
import { PortalPanel } from "@/components/portal/PortalPanel";
import { ProfileForm } from "@/components/portal/ProfileForm";
import { ActiveSessions } from "@/components/sessions/ActiveSessions";
import { listOwnSessions } from "@/lib/auth/session-list";
import { SESSION_MESSAGES } from "@/lib/auth/session-schema";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { getOwnAccount } from "@/lib/citizens/account-service";
import { getOwnChannels } from "@/lib/citizens/channel-preferences";
import {
  deleteAccountAction,
  requestEmailConfirmationAction,
  updateChannelsAction,
  updateProfileAction,
} from "@/lib/citizens/actions";

export const metadata: Metadata = { title: "Mi perfil" };

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/**
 * /portal/perfil: read-only identity, editable contact data and password, how the office writes,
 * open sessions, data download, deletion (#eliminar).
 */
export default async function ProfilePage() {
  const actor = await requireCitizenPage();
  const [profile, channels, sessions] = await Promise.all([
    getOwnAccount(actor),
    getOwnChannels(actor),
    listOwnSessions(actor),
  ]);
  const identity = accountRows(profile).filter(([label]) =>
    ["Nombres", "Apellidos", "DPI"].includes(label),
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Mi perfil</h1>
        <p className="text-muted-foreground">
          Revisa tus datos y actualiza tu información de contacto.
        </p>
      </header>

      <PortalPanel id="perfil-identidad" title="Datos personales">
        <AccountDetails rows={identity} />
        <p className="text-sm text-muted-foreground">
          Tus nombres, apellidos y DPI no se pueden cambiar desde el portal. Si hay un error,{" "}
          <Link href="/contacto" className={linkClass}>
            escríbenos
          </Link>
          .
        </p>
      </PortalPanel>

      <PortalPanel id="perfil-editable" title="Contacto, ubicación y contraseña">
        {profile.correo && !profile.correo_confirmado && !profile.correo_pendiente && (
          <EmailConfirmation action={requestEmailConfirmationAction} />
        )}
        <ProfileForm profile={profile} action={updateProfileAction} />
      </PortalPanel>

      <PortalPanel id="perfil-canales" title="Cómo te avisa la oficina">
        <p className="text-sm text-muted-foreground">
          Te escribimos cuando recibimos tu gestión, cuando la oficina responde o cambia su estado.
        </p>
        <ChannelPreferences channels={channels} action={updateChannelsAction} />
      </PortalPanel>

      <PortalPanel id="perfil-sesiones" title="Sesiones activas">
        <p className="text-sm text-muted-foreground">{SESSION_MESSAGES.intro}</p>
        <ActiveSessions list={sessions} />
      </PortalPanel>

      <PortalPanel id="perfil-datos" title="Descargar mis datos">
        <p className="text-sm text-muted-foreground">
          Obtén una copia de tu perfil y de tus gestiones, con sus mensajes y cambios de estado, en
          un archivo JSON.
        </p>
        <DataDownload />
      </PortalPanel>

      <PortalPanel id="eliminar" title="Eliminar cuenta" className="scroll-mt-6 border-danger/40">
        <p className="text-sm text-muted-foreground">
          Se borrarán tus datos personales y se cerrarán todas tus sesiones. Tus gestiones se
          conservarán sin tu identidad para el registro de la oficina.
        </p>
        <DeleteAccount action={deleteAccountAction} />
      </PortalPanel>

      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link href="/politicas" className={linkClass}>
          Política de privacidad
        </Link>
        <Link href="/condiciones" className={linkClass}>
          Condiciones de uso
        </Link>
      </p>
    </div>
  );
}
