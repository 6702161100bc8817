import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";

// Visitors reach the form through the sign-in, which brings them back to it.
export const GESTION_CTA_LABEL = "Solicita una gestión";
export const GESTION_EXPLAINER =
  "Una gestión es tu solicitud a la oficina: recibes un folio, la sigues en línea y tiene una fecha de respuesta.";

/**
 * The site's main call to action: the request service, with the one line that says what a gestión is.
 * `tone` follows the background it sits on.
 */
export function GestionCallToAction({
  id,
  tone = "light",
  className,
  onNavigate,
}: {
  id: string;
  tone?: "light" | "dark";
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Link
        href={NEW_GESTION_PATH}
        // For a visitor the form is a redirect to the sign-in: nothing worth fetching ahead.
        prefetch={false}
        aria-describedby={`${id}-explicacion`}
        onClick={onNavigate}
        className={cn(
          "inline-flex min-h-12 items-center justify-center rounded-md px-6 text-base font-semibold transition-colors",
          tone === "dark"
            ? "bg-white text-primary hover:bg-primary-soft"
            : "bg-primary text-white hover:bg-primary-hover",
        )}
      >
        {GESTION_CTA_LABEL}
      </Link>
      <p
        id={`${id}-explicacion`}
        className={cn("text-sm", tone === "dark" ? "text-on-dark-muted" : "text-muted-foreground")}
      >
        {GESTION_EXPLAINER}
      </p>
    </div>
  );
}
