import { Alert } from "@/components/ui/Alert";

/** The outcome of a form's last save: a success (read out politely) or a failure. */
export interface Notice {
  ok: boolean;
  text: string;
}

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert variant={notice.ok ? "success" : "destructive"} role={notice.ok ? "status" : "alert"}>
      {notice.text}
    </Alert>
  );
}

/** An error box, shown only while there is a message. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      {message}
    </Alert>
  );
}
