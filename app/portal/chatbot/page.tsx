import type { Metadata } from "next";
import { ChatScreen } from "@/components/chat/ChatScreen";
import { chatGreeting } from "@/lib/chat/schema";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { officeName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

export const metadata: Metadata = { title: "ChatBot" };

/** /portal/chatbot (product.md §C.2): the assistant, answering from what the office has published. */
export default async function ChatbotPage() {
  const [actor, { identidad }] = await Promise.all([requireCitizenPage(), getSiteSettings()]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">ChatBot</h1>
        <p className="text-muted-foreground">
          Pregunta sobre noticias, labores, la biografía, los valores o cómo hacer una gestión. Cada
          respuesta cita lo publicado en el sitio.
        </p>
      </header>
      <ChatScreen
        storageKey={`asistente:${actor.id}`}
        greeting={chatGreeting(officeName(identidad))}
      />
    </div>
  );
}
