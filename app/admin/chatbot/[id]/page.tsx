import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/admin/PageHeading";
import { ExchangeList } from "@/components/admin/chatbot/ExchangeList";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getChatConversation } from "@/lib/chat/admin-queries";
import { formatDateTime } from "@/lib/format/display";

export const metadata: Metadata = { title: "Conversación del ChatBot" };

type Props = { params: Promise<{ id: string }> };

/** One conversation with the assistant: who asked, when, and every question with its answer. */
export default async function ChatConversationPage({ params }: Props) {
  const actor = await requireAdminPage("chatbot.read");
  const conversation = await getChatConversation(actor, (await params).id);
  if (!conversation) notFound();
  return (
    <>
      <PageHeading
        help="chatbot"
        title="Conversación"
        backHref="/admin/chatbot"
        backLabel="Volver al ChatBot"
      />
      <dl className="mb-6 grid gap-x-6 gap-y-2 rounded-lg border border-border bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Persona</dt>
          <dd className="font-medium">{conversation.ciudadano ?? "Visitante"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Inicio</dt>
          <dd className="font-medium">{formatDateTime(conversation.created_at)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Última actividad</dt>
          <dd className="font-medium">{formatDateTime(conversation.last_activity_at)}</dd>
        </div>
      </dl>
      <ExchangeList exchanges={conversation.exchanges} />
    </>
  );
}
