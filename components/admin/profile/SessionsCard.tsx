import { MonitorSmartphone } from "lucide-react";
import { ActiveSessions } from "@/components/sessions/ActiveSessions";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { SESSION_MESSAGES, type SessionList } from "@/lib/auth/session-schema";

/** /admin/perfil's 'Sesiones activas': where the account is signed in, and ending those sessions. */
export function SessionsCard({ list }: { list: SessionList }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-snug font-semibold">
          <MonitorSmartphone aria-hidden className="size-5 text-primary" />
          Sesiones activas
        </h2>
        <CardDescription>{SESSION_MESSAGES.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ActiveSessions list={list} />
      </CardContent>
    </Card>
  );
}
