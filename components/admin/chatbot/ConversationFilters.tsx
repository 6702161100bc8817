import { ListFilterForm } from "@/components/admin/ListFilters";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import type { ChatAdminQuery } from "@/lib/chat/admin-schema";
import type { ListAddress } from "@/lib/lists/query";

/** The conversations' filters: each choice lands in the URL. */
export function ConversationFilters({ list, query }: { list: ListAddress; query: ChatAdminQuery }) {
  return (
    <ListFilterForm
      list={list}
      query={query}
      label="Filtrar conversaciones"
      className="mb-4 lg:grid-cols-[2fr_1fr_auto]"
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
    </ListFilterForm>
  );
}
