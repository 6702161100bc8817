import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";
import { RegisterForm } from "@/components/auth/RegisterForm";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";
import { currentActor } from "@/lib/auth/actor";
import {
  ACCOUNT_DELETED_MESSAGE,
  RECOVERY_MESSAGES,
  SESSION_EXPIRED_MESSAGE,
} from "@/lib/citizens/messages";
import { loginAction, registerAction } from "@/lib/citizens/actions";

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

/** Sign-in and registration ('Completa tu perfil'); a signed-in citizen goes straight to the portal. */
export default async function LoginRegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const [actor, params] = await Promise.all([currentActor(), searchParams]);
  if (actor?.kind === "citizen") redirect("/portal");
  const notice = noticeFor(params);

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
              href="/login-register"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              Inicia sesión
            </Link>
          </p>
        }
      >
        <RegisterForm action={registerAction} />
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
      <LoginForm action={loginAction} />
      <div className="flex flex-col items-center gap-3 border-t border-border pt-5 text-sm">
        <p className="text-muted-foreground">¿Aún no tienes cuenta?</p>
        <Link
          href="/login-register?modo=registro"
          className={buttonVariants({ variant: "outline", className: "w-full" })}
        >
          Registrarse
        </Link>
      </div>
    </AuthCard>
  );
}
