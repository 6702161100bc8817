import { redirect } from "next/navigation";
import { ADMIN_HOME } from "@/lib/admins/next-path";

/** Product.md §A.2.1: any unknown /admin path goes to the dashboard. */
export default function UnknownAdminPath(): never {
  redirect(ADMIN_HOME);
}
