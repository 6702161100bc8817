-- AlterEnum
ALTER TYPE "AccountLinkPurpose" ADD VALUE 'admin_invitation';

-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "invited_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "role_permission_sets" (
    "rol" "AdminRole" NOT NULL,
    "descripcion" TEXT NOT NULL,
    "permisos" TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "role_permission_sets_pkey" PRIMARY KEY ("rol")
);

-- Seed: a new office starts with the presets of lib/roles/labels.ts. A role that already has
-- accounts keeps what it had until now (sign in and one's own profile): an upgrade never widens
-- anyone's access by itself.
INSERT INTO "role_permission_sets" ("rol", "descripcion", "permisos", "updated_at")
SELECT preset.rol::"AdminRole",
       CASE WHEN EXISTS (SELECT 1 FROM "admins" WHERE "rol" = preset.rol::"AdminRole")
            THEN 'Acceso básico: entra al panel y a su perfil. La oficina le da más permisos en «Roles y permisos».'
            ELSE preset.descripcion END,
       CASE WHEN EXISTS (SELECT 1 FROM "admins" WHERE "rol" = preset.rol::"AdminRole")
            THEN ARRAY['backoffice.access', 'profile.self']
            ELSE preset.permisos END,
       CURRENT_TIMESTAMP
FROM (VALUES
  ('UserAdminNivel1',
   'Edición de contenido: escribe y publica la biografía, las noticias, las labores y los valores, y cuida la portada y la identidad del sitio público.',
   ARRAY['backoffice.access', 'profile.self', 'landing.settings', 'biography.write', 'news.write', 'labores.write', 'values.write']),
  ('UserAdminNivel2',
   'Atención ciudadana: responde las gestiones y los mensajes de contacto y consulta las cuentas de ciudadanos, sin exportar datos ni cambiar la configuración.',
   ARRAY['backoffice.access', 'profile.self', 'contact.manage', 'citizens.read', 'gestiones.read', 'gestiones.write']),
  ('UserAdminNivel3',
   'Consulta: ve las gestiones, las cuentas de ciudadanos y las conversaciones del asistente, sin cambiar nada.',
   ARRAY['backoffice.access', 'profile.self', 'citizens.read', 'gestiones.read', 'chatbot.read']),
  ('UserAdminNivel4',
   'Acceso básico: entra al panel y a su perfil. La oficina le da más permisos en «Roles y permisos».',
   ARRAY['backoffice.access', 'profile.self'])
) AS preset(rol, descripcion, permisos);
