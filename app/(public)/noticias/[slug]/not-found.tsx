import { NotFoundNotice } from "@/components/public/NotFoundNotice";

export default function NewsNotFound() {
  return <NotFoundNotice message="No encontrada" back={{ href: "/noticias", label: "Ver todas las noticias" }} />;
}
