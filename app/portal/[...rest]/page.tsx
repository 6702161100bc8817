import { redirect } from "next/navigation";

/** Unknown portal paths go to the dashboard (spec 03 §2). */
export default function UnknownPortalPath(): never {
  redirect("/portal");
}
