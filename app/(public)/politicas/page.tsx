import type { Metadata } from "next";
import Link from "next/link";
import { ANALYTICS_ENABLED } from "@/components/analytics/events";
import { LegalPage, type LegalSection } from "@/components/public/LegalPage";
import { pageMetadata } from "@/components/public/seo";
import { officeName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

// Prerendered; the office's contact details come from the site settings (tag "site").

const UPDATED = "2026-11-22";
export async function generateMetadata(): Promise<Metadata> {
  const { identidad } = await getSiteSettings();
  return pageMetadata({
    title: "Políticas de privacidad",
    description: `Qué datos personales recoge la ${officeName(identidad)}, para qué, cuánto tiempo los conserva y cómo puedes consultarlos, corregirlos o eliminarlos.`,
    path: "/politicas",
  });
}

export default async function PrivacyPage() {
  const settings = await getSiteSettings();
  const email = settings.contacto.email_oficial;
  const { identidad } = settings;
  const contact = (
    <>
      {settings.mostrar_contacto && (
        <>
          el <Link href="/contacto">formulario de contacto</Link>
          {email ? " o " : ""}
        </>
      )}
      {email ? (
        <>
          el correo <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : (
        !settings.mostrar_contacto && "los canales de atención de la oficina"
      )}
    </>
  );

  const sections: LegalSection[] = [
    {
      id: "responsable",
      title: "Quién es responsable de tus datos",
      body: (
        <p>
          El responsable del tratamiento es la {officeName(identidad)}
          {identidad.cargo ? `, ${identidad.cargo}` : ""}. Puedes comunicarte con la oficina por {contact}.
          Como dependencia del Organismo Legislativo, la oficina es sujeto obligado de la Ley de Acceso a la Información
          Pública (Decreto 57-2008 del Congreso de la República).
        </p>
      ),
    },
    {
      id: "datos",
      title: "Qué datos recogemos",
      body: (
        <>
          <p>Solo recogemos los datos que tú nos das al usar el sitio y los registros técnicos indispensables para protegerlo:</p>
          <ul>
            <li>
              <strong>Cuenta del portal ciudadano:</strong> nombres y apellidos, número de DPI (CUI), correo electrónico,
              teléfono, departamento, municipio y contraseña. La contraseña se guarda transformada con un algoritmo de
              derivación de claves (argon2id): nadie en la oficina puede leerla.
            </li>
            <li>
              <strong>Gestiones (sugerencias, solicitudes, quejas y denuncias):</strong> la categoría y el procedimiento que
              eliges, el título, los datos del formulario, los mensajes que intercambias con la oficina, los archivos que
              adjuntas y el historial de estados de cada gestión.
            </li>
            <li>
              <strong>Formulario de contacto:</strong> nombres, apellidos, correo electrónico, y si decides darlos, DPI,
              teléfono y municipio; el tema, el mensaje y la dirección IP desde la que se envió.
            </li>
            <li>
              <strong>Asistente virtual:</strong> las preguntas que le haces y las respuestas y fuentes que te mostró.
            </li>
            <li>
              <strong>Registros de seguridad:</strong> dirección IP, fecha y hora de los inicios de sesión (también de los
              fallidos), el navegador de cada sesión abierta y una bitácora de las acciones que cambian información.
            </li>
          </ul>
          <p>
            No pedimos datos sensibles. Si al describir una gestión o una denuncia incluyes información sobre tu salud,
            tu origen étnico, tus creencias u otros datos sensibles, la usaremos solo para atenderla.
          </p>
        </>
      ),
    },
    {
      id: "finalidades",
      title: "Para qué los usamos",
      body: (
        <>
          <ul>
            <li>Atender tus gestiones y mensajes, darles seguimiento y responderte por correo electrónico.</li>
            <li>
              Verificar que cada cuenta corresponde a una persona, con un DPI válido y no repetido, para evitar
              suplantaciones y registros duplicados.
            </li>
            <li>
              Proteger el sitio: limitar intentos de acceso o envíos repetidos, detectar abusos y revisar quién hizo cada
              cambio.
            </li>
            <li>
              Elaborar estadísticas agregadas y anónimas (por ejemplo, cuántas gestiones de cada tema se atendieron) para
              la rendición de cuentas de la oficina.
            </li>
          </ul>
          <p>
            No vendemos, alquilamos ni cedemos tus datos; no los usamos para publicidad ni para propaganda electoral, y
            no elaboramos perfiles de las personas.
          </p>
        </>
      ),
    },
    {
      id: "base",
      title: "Con qué fundamento los tratamos",
      body: (
        <p>
          Tratamos tus datos porque tú los entregas al registrarte, presentar una gestión o escribirnos, para que la
          oficina pueda atenderte en el ejercicio de sus funciones. La Constitución Política de la República reconoce, en
          su artículo 31, tu derecho a conocer lo que de ti conste en archivos y registros estatales, la finalidad a que se
          dedica esa información y a su corrección, rectificación y actualización. La Ley de Acceso a la Información
          Pública protege tus datos personales mediante la acción de hábeas data (artículos 30 a 35): la oficina no puede
          difundirlos, distribuirlos ni comercializarlos sin tu consentimiento expreso, salvo las excepciones que la propia
          ley establece.
        </p>
      ),
    },
    {
      id: "compartir",
      title: "Con quién los compartimos",
      body: (
        <>
          <p>
            Tus datos los ven únicamente las personas del equipo de la oficina cuyo rol lo requiere, y cada consulta del
            detalle de un ciudadano queda registrada. Para funcionar, el sitio usa proveedores que actúan por encargo de la
            oficina y solo con ese fin: alojamiento del sitio y de la base de datos, almacenamiento de archivos y envío de
            correos electrónicos.
          </p>
          <p>
            Si atender tu gestión requiere la intervención de otra institución (por ejemplo, una municipalidad o un
            ministerio), te lo diremos antes de trasladar tus datos. Solo entregaremos datos a una autoridad cuando una ley
            o una orden judicial lo exija.
          </p>
        </>
      ),
    },
    {
      id: "conservacion",
      title: "Cuánto tiempo los conservamos",
      body: (
        <ul>
          <li>
            <strong>Cuenta del portal:</strong> mientras la mantengas. Si la eliminas, tus datos personales se borran o
            anonimizan de inmediato y se cierran todas tus sesiones; tus gestiones se conservan sin tu identidad, como parte
            del archivo de la oficina.
          </li>
          <li>
            <strong>Gestiones y mensajes de contacto:</strong> mientras se atienden y hasta dos años después de la última
            respuesta, para dar seguimiento a los casos; después se eliminan o se anonimizan.
          </li>
          <li>
            <strong>Conversaciones con el asistente:</strong> hasta doce meses, para mejorar sus respuestas. En tu navegador,
            la conversación se olvida a las 24 horas.
          </li>
          <li>
            <strong>Registros de seguridad y bitácora:</strong> hasta doce meses, salvo que se necesiten para investigar un
            incidente.
          </li>
        </ul>
      ),
    },
    {
      id: "derechos",
      title: "Tus derechos y cómo ejercerlos",
      body: (
        <>
          <ul>
            <li>
              <strong>Acceso:</strong> en <Link href="/portal/perfil">Mi perfil</Link> puedes ver tus datos y descargar una
              copia de todo lo que el portal guarda sobre ti.
            </li>
            <li>
              <strong>Rectificación:</strong> en <Link href="/portal/perfil">Mi perfil</Link> puedes cambiar tu correo,
              teléfono, departamento, municipio y contraseña. Para corregir tu nombre o tu DPI, escríbenos.
            </li>
            <li>
              <strong>Eliminación:</strong> puedes eliminar tu cuenta en cualquier momento desde{" "}
              <Link href="/portal/perfil#eliminar">Mi perfil › Eliminar cuenta</Link>. Para pedir que se borre un mensaje
              de contacto, escríbenos desde el mismo correo.
            </li>
            <li>
              <strong>Oposición:</strong> puedes pedirnos que dejemos de usar tus datos para un fin concreto.
            </li>
          </ul>
          <p>
            Para cualquiera de estas solicitudes usa {contact}. Responderemos en un plazo máximo de diez días hábiles, el
            mismo que la Ley de Acceso a la Información Pública fija para las solicitudes de información (artículo 42).
          </p>
        </>
      ),
    },
    {
      id: "informacion-publica",
      title: "Información pública y datos personales",
      body: (
        <>
          <p>
            La Ley de Acceso a la Información Pública garantiza a cualquier persona el acceso a la información sobre la
            gestión pública de la oficina: sus actividades, iniciativas, gastos y resultados. Parte de esa información se
            publica de oficio en este sitio; el resto puede solicitarse a la Unidad de Información Pública del Congreso de
            la República, que debe responder en diez días hábiles, prorrogables por diez más (artículos 42 y 43). El
            Procurador de los Derechos Humanos es la autoridad reguladora de la ley.
          </p>
          <p>
            Tus datos personales no son información pública. La ley los trata como información confidencial (artículo 22)
            y distingue la información reservada (artículos 23 a 25); por eso no se entregan en respuesta a solicitudes de
            información de terceros, salvo en forma de estadísticas que no permitan identificarte.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies y almacenamiento en tu navegador",
      body: (
        <>
          <p>
            El sitio usa dos cookies, las dos estrictamente necesarias, que no se pueden leer desde el navegador
            (httpOnly) y solo viajan por conexiones seguras. La de sesión se crea cuando inicias sesión en el portal
            ciudadano y vence al cerrar sesión o, como máximo, a los siete días. La de dispositivo recuerda que en este
            navegador ya entraste a tu cuenta, para que los intentos fallidos de otras personas nunca te impidan entrar;
            no guarda tus datos y vence a los 180 días. No usamos cookies de publicidad ni de seguimiento.
          </p>
          <p>
            Los videos de YouTube y Vimeo se insertan en su modo de privacidad reforzada; esos servicios pueden guardar
            datos propios cuando reproduces un video.
          </p>
          {ANALYTICS_ENABLED && (
            <p>
              Para saber cuántas personas usan el sitio usamos Vercel Web Analytics, que cuenta visitas a las páginas y
              dos eventos (que se presentó una gestión y que se hizo una pregunta al asistente) sin cookies y sin datos
              personales: no guarda tu dirección IP ni lo que escribes.
            </p>
          )}
        </>
      ),
    },
    {
      id: "seguridad",
      title: "Cómo protegemos tus datos",
      body: (
        <p>
          Toda la comunicación con el sitio viaja cifrada (HTTPS). Las contraseñas se guardan transformadas, las sesiones
          se pueden cerrar en cualquier momento, los accesos del equipo están limitados por rol y quedan registrados, y los
          archivos que adjuntas a una gestión solo los pueden descargar tú y el personal autorizado.
        </p>
      ),
    },
    {
      id: "cambios",
      title: "Cambios a esta política",
      body: (
        <p>
          Si cambiamos esta política publicaremos la nueva versión en esta página con su fecha. Si el cambio afecta la
          forma en que usamos los datos que ya nos diste, te avisaremos por correo electrónico.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Políticas de privacidad"
      path="/politicas"
      updated={UPDATED}
      intro={
        <p>
          Esta política explica qué datos personales recoge la {officeName(identidad)} en este sitio y en el portal ciudadano, para qué los
          usa, cuánto tiempo los conserva y cómo puedes consultarlos, corregirlos o eliminarlos.
        </p>
      }
      sections={sections}
    />
  );
}
