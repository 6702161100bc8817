import Link from "next/link";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";
import { CITIZEN_ADMIN_MESSAGES } from "@/lib/citizens/admin-schema";

export default function CitizenNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">Ciudadano</h1>
      <Alert variant="destructive" role="alert">
        {CITIZEN_ADMIN_MESSAGES.notFound}
      </Alert>
      <Link href="/admin/sistema/ciudadanos" className={buttonVariants({ variant: "outline" })}>
        Volver a ciudadanos
      </Link>
    </div>
  );
}
