"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { ChatScreen } from "./ChatScreen";

/**
 * The assistant for visitors of the public site, in a dialog; the conversation is kept in this
 * browser. Following a source closes it, so that the page it opens is the one in view; opened
 * again, it shows the conversation where it was.
 */
export function AssistantDialog({
  open,
  onOpenChange,
  greeting,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  greeting: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-2xl flex-col gap-3 p-4 sm:p-6">
        <DialogTitle>Asistente de la oficina</DialogTitle>
        <DialogDescription>
          Pregunta sobre noticias, labores, la biografía, los valores o cómo hacer una gestión. Cada
          respuesta cita lo publicado en el sitio.
        </DialogDescription>
        <div className="min-h-0 flex-1">
          <ChatScreen
            storageKey="asistente:visitante"
            greeting={greeting}
            onLeave={() => onOpenChange(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
