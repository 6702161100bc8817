import { cn } from "@/components/ui/cn";
import { passwordStrength } from "@/lib/citizens/password-strength";

const BAR_COLORS = ["", "bg-danger", "bg-warning", "bg-accent", "bg-success", "bg-success"];

/** The five-level strength of a password, as bars and as text (never colour alone). */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div id={id} className="flex flex-col gap-1">
      <div aria-hidden className="grid grid-cols-5 gap-1">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn("h-1.5 rounded-full", step <= score ? BAR_COLORS[score] : "bg-border")}
          />
        ))}
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground">
        Fortaleza de la contraseña:{" "}
        <strong className="font-semibold text-foreground">{label}</strong>
      </p>
    </div>
  );
}
