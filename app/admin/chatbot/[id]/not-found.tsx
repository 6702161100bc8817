import { AdminNotFoundNotice } from "@/components/admin/NotFoundNotice";

export default function ChatConversationNotFound() {
  return (
    <AdminNotFoundNotice
      title="Conversación"
      message="La conversación no existe."
      backHref="/admin/chatbot"
      backLabel="Volver al ChatBot"
    />
  );
}
