import type { ReactNode } from "react";
import { Alert } from "@/components/ui/Alert";

/**
 * What a page opened from a link shows: its form for the link's token, or — for an address without
 * one — why it cannot go on, announced.
 */
export function LinkTokenGate({
  token,
  refusal,
  children,
}: {
  token: string;
  refusal: ReactNode;
  children: (token: string) => ReactNode;
}) {
  if (token) return children(token);
  return (
    <Alert variant="destructive" role="alert">
      {refusal}
    </Alert>
  );
}
