import type { Metadata } from "next";
import { safeAdminNext } from "@/lib/admins/next-path";
import { AuthCard } from "../AuthCard";
import { LoginForm } from "./LoginForm";

export const metadata: Metadata = { title: "Iniciar sesión" };

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  return (
    <AuthCard title="Administración Plataforma Web">
      <LoginForm next={safeAdminNext(typeof next === "string" ? next : null)} />
    </AuthCard>
  );
}
