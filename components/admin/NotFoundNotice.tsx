import Link from "next/link";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";

/** The not-found screen of a back-office detail: its title, what is missing, and the way back. */
export function AdminNotFoundNotice({
  title,
  message,
  backHref,
  backLabel,
}: {
  title: string;
  message: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Alert variant="destructive" role="alert">
        {message}
      </Alert>
      <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
        {backLabel}
      </Link>
    </div>
  );
}
