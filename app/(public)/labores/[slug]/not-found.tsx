import { NotFoundNotice } from "@/components/public/NotFoundNotice";

export default function LaborNotFound() {
  return <NotFoundNotice message="No se encontró la labor." back={{ href: "/labores", label: "Ver todas las labores" }} />;
}
