import { redirect } from "next/navigation";
import { ADMIN_HOME } from "@/lib/admins/next-path";

export default function AdminIndex(): never {
  redirect(ADMIN_HOME);
}
