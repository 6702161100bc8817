import { cn } from "./cn";
import { Progress } from "./Progress";

/** The progress of one upload: the file's name, the share sent (0–100) and its bar. */
export function UploadProgress({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-1 text-sm", className)}>
      <div className="flex justify-between gap-3">
        <span className="min-w-0 truncate">{label}</span>
        <span aria-hidden className="tabular-nums">
          {Math.round(percent)} %
        </span>
      </div>
      <Progress value={percent} label={`Subiendo ${label}`} />
    </div>
  );
}
