import { SMALL_GROUP_LIMIT } from "@/lib/transparency/schema";
import { Section } from "./Section";

// How the figures of /transparencia are made and what they cannot say: the rules of
// lib/transparency/release.ts, in words for the people who read them (docs/security.md has the
// same for whoever checks them).

const LIMIT = SMALL_GROUP_LIMIT;

export function Method() {
  return (
    <Section id="transparencia-metodo" title="Cómo se calculan estas cifras">
      <div className="flex max-w-3xl flex-col gap-3">
        <p>
          Las cifras se publican una vez al mes, el día 1, con lo ocurrido hasta el último día del
          mes anterior. Durante el mes, esta página y los datos abiertos no cambian, aunque lleguen
          gestiones nuevas.
        </p>
        <p>
          Ninguna cifra de gestiones publicada está entre 1 y {LIMIT - 1}: un grupo tan pequeño
          podría señalar a una persona. Por eso:
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            Un mes con menos de {LIMIT} gestiones recibidas se publica junto con los siguientes,
            como un solo periodo (por ejemplo, «septiembre – octubre de 2026»).
          </li>
          <li>
            Las resueltas y las rechazadas de un periodo, si son menos de {LIMIT}, se publican con
            el periodo siguiente.
          </li>
          <li>
            En cada periodo, las categorías, los canales de llegada y los municipios con menos de{" "}
            {LIMIT} gestiones se suman en «Otros»; si «Otros» quedara con menos de {LIMIT}, se le
            suman también los grupos más pequeños.
          </li>
        </ul>
        <p>
          Cada total es la suma de los periodos publicados, y un periodo publicado no se vuelve a
          repartir. Así, comparar dos publicaciones solo muestra periodos nuevos completos, que
          cumplen las mismas reglas: no se puede deducir un grupo de menos de {LIMIT}.
        </p>
        <p>
          Los días hábiles cuentan de lunes a viernes, sin los asuetos nacionales, desde el día
          siguiente al envío.
        </p>
        <h3 className="text-lg font-semibold">Lo que estas cifras no dicen</h3>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            Una categoría, un canal o un municipio cuenta solo los periodos en que tuvo al menos{" "}
            {LIMIT} gestiones; las demás están en «Otros».
          </li>
          <li>Las gestiones más recientes pueden esperar al mes siguiente, hasta sumar {LIMIT}.</li>
          <li>
            El canal es el de llegada que quedó registrado con la gestión: el portal, el formulario
            de contacto, o el que anotó la oficina al registrarla por la persona (teléfono, en la
            oficina, WhatsApp o correo).
          </li>
          <li>
            El municipio es el de residencia que la persona tiene registrado al calcular la
            publicación.
          </li>
          <li>
            Las medianas y el porcentaje dentro del plazo se publican con al menos {LIMIT}{" "}
            gestiones, pero uno solo de esos casos puede moverlos.
          </li>
          <li>
            Si después se corrige un registro (la categoría de una gestión, el municipio de una
            persona) o se elimina una cuenta, la publicación siguiente ya lo cuenta así, también en
            los periodos anteriores.
          </li>
        </ul>
      </div>
    </Section>
  );
}
