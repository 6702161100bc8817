import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DetailSection } from "@/components/admin/DetailSection";
import { PageHeading } from "@/components/admin/PageHeading";
import { ChatSummary } from "@/components/admin/chatbot/ChatSummary";
import { ChatViewTabs } from "@/components/admin/chatbot/ChatViewTabs";
import { ConversationFilters } from "@/components/admin/chatbot/ConversationFilters";
import { ConversationList } from "@/components/admin/chatbot/ConversationList";
import { FeedbackView } from "@/components/admin/chatbot/FeedbackView";
import { TopicList } from "@/components/admin/chatbot/TopicList";
import { UnansweredList } from "@/components/admin/chatbot/UnansweredList";
import { VocabularyForm } from "@/components/admin/chatbot/VocabularyForm";
import { VocabularyList } from "@/components/admin/chatbot/VocabularyList";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";
import type { AdminActor } from "@/lib/auth/sessions";
import {
  getChatFeedback,
  getChatSummary,
  getTopTopics,
  listChatConversations,
  listUnansweredQuestions,
} from "@/lib/chat/admin-queries";
import type { ChatPage } from "@/lib/chat/dto";
import { chatAdminQuery, type ChatAdminQuery } from "@/lib/chat/admin-schema";
import { listVocabulary } from "@/lib/chat/vocabulary";
import { hrefFor, listAddress, parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "ChatBot" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CHATBOT = listAddress("/admin/chatbot", chatAdminQuery);

function Paged({ query, page }: { query: ChatAdminQuery; page: ChatPage<unknown> }) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return pages > 1 ? (
    <Pager
      page={page.page}
      totalPages={pages}
      hrefFor={(target) => hrefFor(CHATBOT, query, { page: target })}
    />
  ) : null;
}

async function section(actor: AdminActor, query: ChatAdminQuery): Promise<ReactNode> {
  switch (query.vista) {
    case "sin-respuesta": {
      const page = await listUnansweredQuestions(actor, query);
      return (
        <DetailSection id="chatbot-sin-respuesta" title="Preguntas sin respuesta">
          <p className="mb-2 text-sm text-muted-foreground">
            Lo que la ciudadanía preguntó y no encontró en lo publicado: temas para nuevas noticias,
            labores o trámites.
          </p>
          <UnansweredList items={page.items} canTeach={can(actor, "chatbot.vocabulary")} />
          <Paged query={query} page={page} />
        </DetailSection>
      );
    }
    case "vocabulario": {
      const canWrite = can(actor, "chatbot.vocabulary");
      return (
        <DetailSection id="chatbot-vocabulario" title="Vocabulario">
          <p className="mb-4 text-sm text-muted-foreground">
            Las palabras de la región y lo que significan en el sitio: el asistente las usa desde la
            próxima pregunta.
          </p>
          {canWrite ? (
            <div className="mb-6">
              <VocabularyForm palabra={query.palabra} />
            </div>
          ) : null}
          <VocabularyList items={await listVocabulary(actor)} canWrite={canWrite} />
        </DetailSection>
      );
    }
    case "temas":
      return (
        <DetailSection id="chatbot-temas" title="Temas más consultados">
          <TopicList topics={await getTopTopics(actor)} />
        </DetailSection>
      );
    case "opiniones": {
      const feedback = await getChatFeedback(actor, query);
      return (
        <>
          <FeedbackView feedback={feedback} />
          <Paged query={query} page={feedback} />
        </>
      );
    }
    default: {
      const page = await listChatConversations(actor, query);
      return (
        <>
          <ConversationFilters list={CHATBOT} query={query} />
          <p className="mb-3 text-sm text-muted-foreground">
            {page.total === 1 ? "1 conversación" : `${page.total} conversaciones`}
          </p>
          <ConversationList items={page.items} />
          <Paged query={query} page={page} />
        </>
      );
    }
  }
}

/**
 * /admin/chatbot (docs/decisions/0008-product-gaps.md): what citizens asked the assistant, what it answered with which
 * sources, the questions that found nothing, the most asked topics and the citizens' verdicts.
 * Read-only; the section, filters and page live in the URL.
 */
export default async function ChatbotAdminPage({ searchParams }: Props) {
  const actor = await requireAdminPage("chatbot.read");
  const { query } = parseListQuery(chatAdminQuery, await searchParams);
  const [summary, content] = await Promise.all([getChatSummary(actor), section(actor, query)]);
  return (
    <>
      <PageHeading
        help="chatbot"
        title="ChatBot"
        backHref="/admin/sistema"
        backLabel="Volver a la plataforma"
      />
      <ChatSummary summary={summary} />
      <ChatViewTabs current={query.vista} />
      {content}
    </>
  );
}
