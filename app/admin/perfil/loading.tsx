import { Spinner } from "@/components/ui/Spinner";

export default function ProfileLoading() {
  return (
    <div className="flex justify-center py-16 text-primary">
      <Spinner label="Cargando perfil…" />
    </div>
  );
}
