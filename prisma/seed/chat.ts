// Demo chatbot sessions (by their fixed id) with questions, answers and cited sources.
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { AccountIds } from "./accounts";
import { CHAT_SESSIONS } from "./data/chat";
import { addHours, guatemalaDate, must, type SectionResult } from "./util";

interface Source {
  i: number;
  title: string;
  url: string;
  date: string | null;
}

export async function seedChat(db: PrismaClient, ids: AccountIds): Promise<SectionResult> {
  const now = new Date();
  const slugs = CHAT_SESSIONS.flatMap((s) => s.turns.flatMap((t) => t.sources));
  const news = new Map(
    (
      await db.news.findMany({
        where: { slug: { in: slugs } },
        select: { slug: true, titulo: true, fecha_publicacion: true },
      })
    ).map((n) => [n.slug, n]),
  );
  let created = 0;
  for (const session of CHAT_SESSIONS) {
    const exists = await db.chatSession.findUnique({
      where: { id: session.id },
      select: { id: true },
    });
    if (exists) continue;
    const started = addHours(now, -session.startedHoursAgo);
    let minute = 0;
    const messages: Prisma.ChatMessageCreateWithoutSessionInput[] = [];
    for (const turn of session.turns) {
      const found = turn.sources.length > 0;
      const sources: Source[] = turn.sources.map((slug, index) => {
        const item = must(news.get(slug), `noticia ${slug}`);
        return {
          i: index + 1,
          title: item.titulo,
          url: `/noticias/${slug}`,
          date: item.fecha_publicacion ? guatemalaDate(item.fecha_publicacion) : null,
        };
      });
      // `found` is recorded on both halves of the exchange, so either can be queried.
      messages.push({
        role: "user",
        content: turn.question,
        found,
        created_at: addHours(started, (minute += 1) / 60),
      });
      messages.push({
        role: "assistant",
        content: turn.answer,
        sources: sources as unknown as Prisma.InputJsonValue,
        found,
        created_at: addHours(started, (minute += 0.2) / 60),
      });
      minute += 1;
    }
    const last = messages[messages.length - 1]?.created_at ?? started;
    await db.chatSession.create({
      data: {
        id: session.id,
        citizen_id: session.citizen
          ? must(ids.citizens.get(session.citizen), `ciudadano ${session.citizen}`)
          : null,
        created_at: started,
        expires_at: addHours(started, 24),
        last_activity_at: last,
        messages: { create: messages },
      },
    });
    created += 1;
  }
  return { section: "Chatbot", created, existing: CHAT_SESSIONS.length - created, images: 0 };
}
