import type { Metadata } from "next";
import { safeAdminNext } from "@/lib/admins/next-path";
import { AuthCard } from "@/components/admin/sign-in/AuthCard";
import { LoginForm } from "@/components/admin/sign-in/LoginForm";

export const metadata: Metadata = { title: "Iniciar sesión" };

/** /admin/login, and /admin/login?enlace=… for an e-mailed sign-in link. */
export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; enlace?: string | string[] }>;
}) {
  const { next, enlace } = await searchParams;
  const link = typeof enlace === "string" && enlace.trim() ? enlace.trim() : undefined;
  return (
    <AuthCard title="Administración Plataforma Web">
      <LoginForm next={safeAdminNext(typeof next === "string" ? next : null)} link={link} />
    </AuthCard>
  );
}
