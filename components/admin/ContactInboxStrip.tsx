import { StatFigure, StatStrip } from "@/components/admin/DashboardStats";

/** On the dashboard, for those who answer the contact form: how many messages nobody has opened. */
export function ContactInboxStrip({ nuevos }: { nuevos: number }) {
  return (
    <StatStrip id="contacto-resumen" title="Mensajes de contacto">
      <StatFigure
        href="/admin/sistema/contacto?estado=nuevo"
        value={nuevos}
        label={nuevos === 1 ? "Nuevo" : "Nuevos"}
        alert
      />
    </StatStrip>
  );
}
