import { AccessRestricted } from "@/components/admin/AccessRestricted";

/** Rendered (401) when a page finds no live administrator session behind the cookie. */
export default function AdminUnauthorized() {
  return <AccessRestricted />;
}
