import Link from "next/link";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";
import { BIOGRAPHY_MESSAGES } from "@/lib/biography/schema";

export default function BiographyNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">Imágenes de la biografía</h1>
      <Alert variant="destructive" role="alert">
        {BIOGRAPHY_MESSAGES.notFound}
      </Alert>
      <Link href="/admin/landing/biografia" className={buttonVariants({ variant: "outline" })}>
        Volver a biografías
      </Link>
    </div>
  );
}
