import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SetupForm } from "@/components/setup/SetupForm";
import { needsSetup } from "@/lib/setup/service";

export const metadata: Metadata = {
  title: "Configuración inicial",
  robots: { index: false, follow: false },
};

/** The first run of an empty platform; once an administrator exists it does not exist. */
export default async function SetupPage() {
  if (!(await needsSetup())) notFound();
  return (
    <main id="contenido" tabIndex={-1} className="min-h-dvh bg-muted px-4 py-10 outline-none sm:py-16">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-primary">Configuración inicial</h1>
          <p className="text-muted-foreground">
            Crea la primera cuenta de administración y di de quién es el sitio. El código de
            configuración está en la variable SETUP_TOKEN del servidor o, si no la definiste, en el
            registro del servidor al iniciar.
          </p>
        </header>
        <SetupForm />
      </div>
    </main>
  );
}
