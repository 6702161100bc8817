import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, type LegalSection } from "@/components/public/LegalPage";
import { pageMetadata } from "@/components/public/seo";
import { officeName, type Identity } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

// Static text but for the office's identity (tag "site").
export const revalidate = false;

const UPDATED = "2026-11-22";
export async function generateMetadata(): Promise<Metadata> {
  const { identidad } = await getSiteSettings();
  return pageMetadata({
    title: "Condiciones de uso",
    description: `Las reglas para usar el sitio y el portal ciudadano de la ${officeName(identidad)}: cuentas, gestiones, asistente virtual y contenidos.`,
    path: "/condiciones",
  });
}

const sectionsOf = (identidad: Identity): LegalSection[] => [
  {
    id: "aceptacion",
    title: "Aceptación",
    body: (
      <p>
        Al navegar por este sitio, crear una cuenta en el portal ciudadano o enviar un mensaje aceptas estas condiciones y
        las <Link href="/politicas">políticas de privacidad</Link>. Si no estás de acuerdo con ellas, no uses el portal.
      </p>
    ),
  },
  {
    id: "servicio",
    title: "Qué ofrece el sitio",
    body: (
      <>
        <p>
          Es el sitio de la {officeName(identidad)}
          {identidad.cargo ? `, ${identidad.cargo}` : ""}. Publica información sobre su trabajo legislativo y de
          fiscalización, y ofrece a la ciudadanía un portal para presentar gestiones, darles seguimiento y consultar a un
          asistente virtual.
        </p>
        <p>
          No es el sitio oficial del Congreso de la República ni sustituye los trámites, plazos o recursos que establecen
          las leyes ante otras instituciones. Presentar una gestión aquí no interrumpe ni amplía ningún plazo legal.
        </p>
      </>
    ),
  },
  {
    id: "cuenta",
    title: "Tu cuenta en el portal ciudadano",
    body: (
      <ul>
        <li>Para crear una cuenta necesitas un DPI propio y vigente; cada persona puede tener una sola cuenta.</li>
        <li>Los datos que registres deben ser verdaderos y tuyos. Registrar datos de otra persona está prohibido.</li>
        <li>
          Cuida tu contraseña y cierra sesión en equipos compartidos. Eres responsable de lo que se haga con tu cuenta;
          si sospechas que alguien más la usa, cambia la contraseña y avísanos.
        </li>
        <li>
          Puedes eliminar tu cuenta cuando quieras desde <Link href="/portal/perfil#eliminar">Mi perfil</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "uso",
    title: "Uso aceptable",
    body: (
      <>
        <p>Al usar el sitio te comprometes a no:</p>
        <ul>
          <li>hacerte pasar por otra persona o institución;</li>
          <li>enviar contenido ilícito, amenazante, difamatorio, discriminatorio u obsceno;</li>
          <li>enviar publicidad, cadenas o mensajes masivos, ni automatizar envíos;</li>
          <li>intentar acceder a cuentas, datos o secciones que no te corresponden, ni afectar el funcionamiento del sitio;</li>
          <li>adjuntar archivos con programas maliciosos o que no tengas derecho a compartir.</li>
        </ul>
        <p>
          El sitio limita los intentos de acceso y los envíos repetidos desde una misma conexión. La oficina puede
          suspender o cerrar las cuentas que incumplan estas reglas y, si hubiera un delito, informar a las autoridades.
        </p>
      </>
    ),
  },
  {
    id: "gestiones",
    title: "Gestiones y mensajes",
    body: (
      <>
        <p>
          La oficina atiende cada gestión y cada mensaje y responde por correo electrónico y en el portal. Los plazos de
          respuesta que se muestran dependen de la categoría y son compromisos de servicio de la oficina, no plazos legales.
          Atender una gestión no garantiza un resultado: muchas dependen de decisiones de otras instituciones.
        </p>
        <p>
          Si una gestión requiere la intervención de otra institución, la oficina te lo dirá antes de trasladarla. Presentar
          denuncias a sabiendas de que son falsas puede tener consecuencias legales.
        </p>
      </>
    ),
  },
  {
    id: "asistente",
    title: "Asistente virtual",
    body: (
      <p>
        El asistente responde de forma automática con la información publicada en este sitio e indica sus fuentes. Puede
        equivocarse o no tener la respuesta: no es asesoría legal ni una respuesta oficial de la oficina. Para un caso
        concreto, presenta una gestión.
      </p>
    ),
  },
  {
    id: "contenidos",
    title: "Contenidos del sitio",
    body: (
      <>
        <p>
          Los textos, fotografías y videos publicados por la oficina pueden reproducirse con fines informativos, educativos
          o de control ciudadano, sin alterarlos y citando la fuente con un enlace a la página original. El nombre, la
          imagen y los logotipos no pueden usarse para sugerir un respaldo de la oficina.
        </p>
        <p>
          Los enlaces a redes sociales, videos y sitios de terceros se ofrecen como referencia; la oficina no responde por
          sus contenidos ni por sus prácticas de privacidad.
        </p>
      </>
    ),
  },
  {
    id: "disponibilidad",
    title: "Disponibilidad y cambios",
    body: (
      <p>
        Procuramos que el sitio esté disponible siempre, pero puede interrumpirse por mantenimiento o causas ajenas a la
        oficina. Podemos cambiar sus secciones y estas condiciones; la versión vigente es la publicada en esta página, con
        su fecha de actualización.
      </p>
    ),
  },
  {
    id: "ley",
    title: "Ley aplicable",
    body: (
      <p>
        Estas condiciones se rigen por las leyes de la República de Guatemala, incluida la Ley de Acceso a la Información
        Pública (Decreto 57-2008). Cualquier controversia se someterá a los tribunales competentes de la ciudad de Guatemala.
      </p>
    ),
  },
  {
    id: "contacto",
    title: "Contacto",
    body: (
      <p>
        Si tienes dudas sobre estas condiciones, escríbenos desde la página de <Link href="/contacto">contacto</Link>.
      </p>
    ),
  },
];

export default async function TermsPage() {
  const { identidad } = await getSiteSettings();
  return (
    <LegalPage
      title="Condiciones de uso"
      path="/condiciones"
      updated={UPDATED}
      intro={<p>Estas condiciones explican las reglas para usar este sitio y el portal ciudadano de la {officeName(identidad)}.</p>}
      sections={sectionsOf(identidad)}
    />
  );
}
