import { redirect } from "next/navigation";

/** Unknown portal paths go to the dashboard (product.md §C.2). */
export default function UnknownPortalPath(): never {
  redirect("/portal");
}
