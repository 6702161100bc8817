import type { ReactNode } from "react";
import { ListState } from "./ListState";

/**
 * What a tab of the selected commitment is given: the commitment, its items (null while read), whether
 * the server could not read them, a refresh.
 */
export interface CommitmentTabProps<T> {
  compromisoId: number | null;
  items: T[] | null;
  failed?: boolean;
  onChanged: () => void;
}

/**
 * A values tab: its create form beside the list of what it holds. Every tab but Compromiso lists
 * the items of the selected commitment, and asks for one first when there is none.
 */
export function ValuesTab<T extends { id: number }>({
  form,
  listId,
  heading,
  noCommitment = false,
  items,
  failure,
  emptyText,
  listClassName = "flex flex-col gap-4",
  renderItem,
  children,
}: {
  form: ReactNode;
  listId: string;
  heading: string;
  noCommitment?: boolean;
  items: T[] | null;
  failure?: string | null;
  emptyText: string;
  listClassName?: string;
  renderItem: (item: T) => ReactNode;
  /** After the list (a lightbox). */
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      {form}
      <section aria-labelledby={listId} className="flex flex-col gap-4">
        <h2 id={listId} className="text-lg font-semibold">
          {heading}
        </h2>
        {noCommitment ? (
          <p className="text-muted-foreground">
            Primero crea un compromiso en la pestaña Compromiso.
          </p>
        ) : (
          <ListState items={items} failure={failure} emptyText={emptyText}>
            {(list) => (
              <ul className={listClassName}>
                {list.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
            )}
          </ListState>
        )}
      </section>
      {children}
    </div>
  );
}
