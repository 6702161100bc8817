import { CheckCircle2, XCircle } from "lucide-react";
import { Progress } from "./Progress";
import type { UploadState } from "./use-upload-queue";

/** 'Subiendo n de m archivos' and each file with its progress bar, then its result. */
export function UploadProgressList({ states, busy }: { states: UploadState[]; busy: boolean }) {
  if (!states.length) return null;
  const finished = states.filter((state) => state.done).length;
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-sm font-medium">
        {busy
          ? `Subiendo ${Math.min(finished + 1, states.length)} de ${states.length} archivos`
          : `${finished} de ${states.length} archivos procesados`}
      </p>
      <ul className="flex flex-col gap-2">
        {states.map((state, index) => (
          <li key={`${state.name}-${index}`} className="flex flex-col gap-1 text-sm">
            <span className="flex items-center gap-1.5 break-all">
              {state.done && !state.error && (
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
              )}
              {state.error && <XCircle aria-hidden className="size-4 shrink-0 text-danger" />}
              {state.name}
              {state.done && !state.error && <span className="sr-only"> (subido)</span>}
            </span>
            {!state.done && <Progress value={state.progress} label={`Progreso de ${state.name}`} />}
            {state.error && <span className="text-danger">{state.error}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
