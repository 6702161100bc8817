import Link from "next/link";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";
import { INBOX_MESSAGES } from "@/lib/contact/inbox-schema";

export default function ContactMessageNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">Mensaje de contacto</h1>
      <Alert variant="destructive" role="alert">
        {INBOX_MESSAGES.notFound}
      </Alert>
      <Link href="/admin/sistema/contacto" className={buttonVariants({ variant: "outline" })}>
        Volver a contacto
      </Link>
    </div>
  );
}
