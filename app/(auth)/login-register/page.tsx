import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";
import { LazyRegisterForm } from "@/components/auth/LazyRegisterForm";
import { SignInLinkForm } from "@/components/auth/SignInLinkForm";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";
import { currentActor } from "@/lib/auth/actor";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import {
  ACCOUNT_DELETED_MESSAGE,
  RECOVERY_MESSAGES,
  SESSION_EXPIRED_MESSAGE,
} from "@/lib/citizens/messages";
import {
  loginAction,
  loginLinkAction,
  registerAction,
  verifyPhoneAction,
} from "@/lib/citizens/actions";
import { PORTAL_HOME, citizenDestination, destinationQuery } from "@/lib/citizens/next-path";
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";
import { linkToken } from "@/lib/http/link-token";

export const metadata: Metadata = {
  title: "Ingresar o registrarse",
  description:
    "Ingresa al portal ciudadano con tu correo o DPI, o crea tu cuenta para presentar gestiones.",
  alternates: { canonical: "/login-register" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The notice a redirect to this screen asks for, if any. */
function noticeFor(params: Record<string, string | string[] | undefined>) {
  if (params.from === "reset" && params.msg === "reset_ok")
    return { variant: "success", text: RECOVERY_MESSAGES.resetDone } as const;
  if (params.expired === "1") return { variant: "warning", text: SESSION_EXPIRED_MESSAGE } as const;
  if (params.cuenta === "eliminada")
    return { variant: "info", text: ACCOUNT_DELETED_MESSAGE } as const;
  return null;
}

/** Why this screen stands between the person and the page they were going to, if it does. */
function reasonFor(destination: string): string | null {
  if (destination.startsWith(NEW_GESTION_PATH))
    return "Para presentar tu gestión necesitas una cuenta: así recibes un folio, la sigues en línea y te avisamos de cada respuesta. Al entrar te llevamos directo al formulario.";
  if (destination !== PORTAL_HOME)
    return "Esa página es de tu portal ciudadano, donde están tus datos: inicia sesión y te llevamos a ella.";
  return null;
}

/**
 * Sign-in and registration ('Completa tu perfil'), and `?enlace=…`, the e-mailed sign-in link. Both lead to the page the person was going to (`next`,
 * or the form of `tramite`), as does the screen itself for a citizen already signed in.
 */
export default async function LoginRegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const [actor, params] = await Promise.all([currentActor(), searchParams]);
  const destination = citizenDestination(params.next, params.tramite);
  if (actor?.kind === "citizen") redirect(destination);
  const notice = noticeFor(params);
  const reason = reasonFor(destination);
  const keep = destinationQuery(destination);
  const reasonNote = reason && (
    <Alert variant="info" data-testid="motivo-ingreso">
      {reason}
    </Alert>
  );

  const link = linkToken(params.enlace);
  if (link) {
    return (
      <AuthCard
        titleId="titulo-ingreso"
        title="Ingresar con el enlace"
        intro={<p>{SIGN_IN_LINK_MESSAGES.intro}</p>}
      >
        <SignInLinkForm token={link} action={loginLinkAction} destination={destination} />
        <p className="text-center text-sm">
          <Link
            href="/login-register"
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            Iniciar sesión con tu contraseña
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (params.modo === "registro") {
    return (
      <AuthCard
        titleId="titulo-registro"
        title="Completa tu perfil"
        wide
        intro={
          <p>
            Crea tu cuenta del portal ciudadano. ¿Ya tienes una?{" "}
            <Link
              href={keep ? `/login-register?${keep}` : "/login-register"}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              Inicia sesión
            </Link>
          </p>
        }
      >
        {reasonNote}
        <LazyRegisterForm
          action={registerAction}
          verifyAction={verifyPhoneAction}
          destination={destination}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      titleId="titulo-ingreso"
      title="Iniciar sesión"
      intro={<p>Ingresa con tu correo electrónico o tu DPI.</p>}
    >
      {notice && (
        <Alert variant={notice.variant} role="status">
          {notice.text}
        </Alert>
      )}
      {reasonNote}
      <LoginForm action={loginAction} destination={destination} />
      <div className="flex flex-col items-center gap-3 border-t border-border pt-5 text-sm">
        <p className="text-muted-foreground">¿Aún no tienes cuenta?</p>
        <Link
          href={`/login-register?modo=registro${keep ? `&${keep}` : ""}`}
          className={buttonVariants({ variant: "outline", className: "w-full" })}
        >
          Registrarse
        </Link>
        <Link
          href="/activar-cuenta"
          className="text-primary underline underline-offset-4 hover:no-underline"
        >
          ¿La oficina registró tu gestión? Activa tu cuenta
        </Link>
      </div>
    </AuthCard>
  );
}
