import { Spinner } from "@/components/ui/Spinner";

export default function ContactInboxLoading() {
  return (
    <div className="flex justify-center py-16 text-primary">
      <Spinner label="Cargando mensajes…" />
    </div>
  );
}
