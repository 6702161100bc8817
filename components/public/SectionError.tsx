"use client";

/**
 * What a public section shows when its content could not be read, with a way to try again; `detail`
 * says which read failed and how.
 */
export function SectionError({
  message,
  detail,
  reset,
}: {
  message: string;
  detail?: string;
  reset: () => void;
}) {
  return (
    <div className="container-page py-16">
      <div role="alert" className="max-w-xl rounded-lg border border-danger/30 bg-danger-soft p-6 text-danger">
        <p className="font-semibold">{message}</p>
        {detail && <p className="mt-1 text-sm">{detail}</p>}
        <button
          type="button"
          onClick={reset}
          className="mt-4 inline-flex min-h-10 items-center rounded-md border border-danger px-4 text-sm font-medium hover:bg-white"
        >
          Intentar de nuevo
        </button>
      </div>
    </div>
  );
}
