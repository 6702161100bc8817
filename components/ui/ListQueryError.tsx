/** Why the list's address was refused (the list is shown unfiltered below it). */
export function ListQueryError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="mb-3 text-sm text-danger">
      {error}
    </p>
  );
}
