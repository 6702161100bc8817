"use client";

import { useEffect, useState } from "react";
import { badgeVariants } from "@/components/ui/Badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/Tooltip";

/**
 * 'Sesión activa • {rol}' with the minutes left in a tooltip. The server has just checked the
 * session; while the page stays open the badge turns to 'Token expirado' once its expiry passes.
 * The badge names the role as the office knows it too (the description's words before its colon,
 * 'Atención ciudadana'); the tooltip says what the role lets the person do.
 */
export function SessionBadge({
  expiresAt,
  role,
  roleDescription,
}: {
  expiresAt: string;
  role: string;
  roleDescription: string;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const left = now === null ? null : Date.parse(expiresAt) - now;
  const active = left === null || left > 0;
  const minutes = Math.max(1, Math.round((left ?? 0) / 60_000));
  const roleName = roleNameOf(roleDescription);
  return (
    <Tooltip onOpenChange={(open) => open && setNow(Date.now())}>
      <TooltipTrigger
        type="button"
        className={badgeVariants({
          variant: active ? "success" : "destructive",
          // The role's name can be long: on a phone the badge wraps instead of widening the page.
          className: "min-h-8 max-w-full px-3 text-left whitespace-normal",
        })}
      >
        <span
          aria-hidden
          className={`size-2 rounded-full ${active ? "bg-success" : "bg-danger"}`}
        />
        {active ? "Sesión activa" : "Token expirado"} • {role}
        {roleName && ` (${roleName})`}
      </TooltipTrigger>
      <TooltipContent className="max-w-xs">
        <p>
          {active
            ? `Sesión válida • expira en ~${minutes} min`
            : "La sesión expiró. Vuelve a iniciar sesión."}
        </p>
        {roleDescription && <p className="mt-1">{roleDescription}</p>}
      </TooltipContent>
    </Tooltip>
  );
}

/** 'Coordinación' of 'Coordinación: todo menos…'; null for a description without such a name. */
function roleNameOf(description: string): string | null {
  const [name, rest] = description.split(/:\s/, 2);
  return rest && name && name.length <= 40 ? name : null;
}
