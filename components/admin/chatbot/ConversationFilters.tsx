import { FilterButtons } from "@/components/admin/FilterButtons";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import type { ChatConversationFilters } from "@/lib/chat/admin-schema";

/** The conversations' filters as a plain GET form: each choice lands in the URL. */
export function ConversationFilters({ query }: { query: ChatConversationFilters }) {
  return (
    <form
      role="search"
      aria-label="Filtrar conversaciones"
      action="/admin/chatbot"
      className="mb-4 grid gap-3 rounded-lg border border-border bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="chat-q">Buscar en las preguntas</Label>
        <Input id="chat-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="chat-resultado">Resultado</Label>
        <Select id="chat-resultado" name="resultado" defaultValue={query.resultado ?? ""}>
          <option value="">Todas</option>
          <option value="sin-respuesta">Con preguntas sin respuesta</option>
          <option value="no-util">Con respuestas no útiles</option>
        </Select>
      </div>
      <FilterButtons clearHref="/admin/chatbot" />
    </form>
  );
}
