import { useEffect, useRef } from "react";

/**
 * The heading of a login step after the password, with its explanation. With `focus` it takes the
 * focus when the step appears (a step whose form comes after long instructions), so a screen reader
 * starts there; otherwise the step's field takes it.
 */
export function StepHeading({
  title,
  intro,
  focus = false,
}: {
  title: string;
  intro?: string;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="flex flex-col gap-1 text-center">
      <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
    </div>
  );
}
