-- CreateEnum
CREATE TYPE "AdminRole" AS ENUM ('AdminNivel1', 'AdminNivel2', 'UserAdminNivel1', 'UserAdminNivel2', 'UserAdminNivel3', 'UserAdminNivel4');

-- CreateEnum
CREATE TYPE "AccountKind" AS ENUM ('admin', 'citizen');

-- CreateEnum
CREATE TYPE "ActorType" AS ENUM ('admin', 'citizen', 'system', 'anonymous');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('pending', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "FileVisibility" AS ENUM ('public', 'private');

-- CreateEnum
CREATE TYPE "SocialNetwork" AS ENUM ('facebook', 'twitter', 'tiktok', 'whatsapp', 'instagram', 'youtube');

-- CreateEnum
CREATE TYPE "ContactTopic" AS ENUM ('Transparencia', 'Propuesta', 'Queja', 'Solicitud', 'Denuncia', 'Otros');

-- CreateEnum
CREATE TYPE "ContactStatus" AS ENUM ('nuevo', 'leido', 'respondido');

-- CreateEnum
CREATE TYPE "NewsStatus" AS ENUM ('borrador', 'programado', 'publicado', 'archivado');

-- CreateEnum
CREATE TYPE "MediaKind" AS ENUM ('image', 'video', 'document');

-- CreateEnum
CREATE TYPE "LaborStatus" AS ENUM ('borrador', 'publicado', 'oculto', 'archivado');

-- CreateEnum
CREATE TYPE "VisualKind" AS ENUM ('foto', 'icono', 'video');

-- CreateEnum
CREATE TYPE "GestionStatus" AS ENUM ('new', 'in_review', 'in_progress', 'waiting_info', 'resolved', 'rejected');

-- CreateEnum
CREATE TYPE "MessageAuthor" AS ENUM ('staff', 'citizen');

-- CreateEnum
CREATE TYPE "ChatRole" AS ENUM ('user', 'assistant');

-- CreateTable
CREATE TABLE "admins" (
    "id" SERIAL NOT NULL,
    "nombre1" TEXT NOT NULL,
    "nombre2" TEXT,
    "nombre3" TEXT,
    "apellido1" TEXT NOT NULL,
    "apellido2" TEXT,
    "dpi" VARCHAR(13),
    "email" TEXT NOT NULL,
    "codigo_pais" TEXT NOT NULL DEFAULT '502',
    "numero_local" TEXT,
    "departamento" TEXT,
    "municipio" TEXT,
    "rol" "AdminRole" NOT NULL DEFAULT 'UserAdminNivel1',
    "estado" BOOLEAN NOT NULL DEFAULT true,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "citizens" (
    "id" SERIAL NOT NULL,
    "primer_nombre" TEXT NOT NULL,
    "segundo_nombre" TEXT,
    "tercer_nombre" TEXT,
    "primer_apellido" TEXT NOT NULL,
    "segundo_apellido" TEXT,
    "dpi" VARCHAR(13),
    "correo" TEXT,
    "telefono" TEXT,
    "departamento" TEXT,
    "municipio" TEXT,
    "password_hash" TEXT,
    "activo" BOOLEAN NOT NULL DEFAULT true,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "citizens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "kind" "AccountKind" NOT NULL,
    "admin_id" INTEGER,
    "citizen_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT,
    "user_agent" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" BIGSERIAL NOT NULL,
    "kind" "AccountKind" NOT NULL,
    "identifier" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "success" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_hits" (
    "id" BIGSERIAL NOT NULL,
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "kind" "AccountKind" NOT NULL,
    "admin_id" INTEGER,
    "citizen_id" INTEGER,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "actor_type" "ActorType" NOT NULL,
    "actor_id" INTEGER,
    "action" TEXT NOT NULL,
    "entity" TEXT,
    "entity_id" TEXT,
    "details" JSONB,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" "EmailStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "provider_id" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "storage" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "original_name" TEXT NOT NULL,
    "visibility" "FileVisibility" NOT NULL DEFAULT 'public',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "mostrar_biografia" BOOLEAN NOT NULL DEFAULT true,
    "mostrar_noticias" BOOLEAN NOT NULL DEFAULT true,
    "mostrar_logros" BOOLEAN NOT NULL DEFAULT true,
    "mostrar_valores" BOOLEAN NOT NULL DEFAULT true,
    "mostrar_contacto" BOOLEAN NOT NULL DEFAULT true,
    "email_oficial" TEXT,
    "telefono_oficial" TEXT,
    "direccion_oficial" TEXT,
    "horario_atencion" TEXT,
    "mostrar_barra_superior" BOOLEAN NOT NULL DEFAULT true,
    "mostrar_barra_inferior" BOOLEAN NOT NULL DEFAULT true,
    "logo_url" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_links" (
    "id" SERIAL NOT NULL,
    "tipo" "SocialNetwork" NOT NULL,
    "url" TEXT NOT NULL,
    "orden" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "social_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "primer_nombre" TEXT NOT NULL,
    "segundo_nombre" TEXT,
    "tercer_nombre" TEXT,
    "primer_apellido" TEXT NOT NULL,
    "segundo_apellido" TEXT,
    "dpi" VARCHAR(13),
    "email" TEXT NOT NULL,
    "telefono" TEXT,
    "municipio" TEXT,
    "tema" "ContactTopic" NOT NULL DEFAULT 'Otros',
    "mensaje" TEXT NOT NULL,
    "canal_respuesta" TEXT NOT NULL DEFAULT 'email',
    "estado" "ContactStatus" NOT NULL DEFAULT 'nuevo',
    "respuesta" TEXT,
    "respondido_at" TIMESTAMPTZ(3),
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "biography_versions" (
    "id" SERIAL NOT NULL,
    "version" INTEGER NOT NULL,
    "es_activa" BOOLEAN,
    "introduccion" TEXT,
    "biografia_texto" TEXT,
    "slogan" TEXT,
    "trayectoria" TEXT,
    "mision" TEXT,
    "valores" TEXT,
    "historia_gestion" TEXT,
    "mensaje_final" TEXT,
    "video_url" TEXT,
    "imagen_principal" TEXT,
    "imagen_destacada" TEXT,
    "imagen_logo" TEXT,
    "imagen_profesional" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fecha_actualizacion" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "biography_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "biography_images" (
    "id" SERIAL NOT NULL,
    "biografia_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "descripcion" TEXT,
    "orden" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "biography_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "biography_blocks" (
    "id" SERIAL NOT NULL,
    "biografia_id" INTEGER NOT NULL,
    "titulo" TEXT NOT NULL,
    "contenido" TEXT NOT NULL,
    "orden" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "biography_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news_categories" (
    "id" SERIAL NOT NULL,
    "nombre" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "news_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news" (
    "id" SERIAL NOT NULL,
    "titulo" TEXT NOT NULL,
    "subtitulo" TEXT,
    "resumen" TEXT,
    "contenido_html" TEXT,
    "slug" TEXT NOT NULL,
    "estado" "NewsStatus" NOT NULL DEFAULT 'borrador',
    "destacado" BOOLEAN NOT NULL DEFAULT false,
    "fecha_contenido" DATE NOT NULL,
    "hora_contenido" VARCHAR(5),
    "fecha_programada" TIMESTAMPTZ(3),
    "fecha_publicacion" TIMESTAMPTZ(3),
    "categoria_id" INTEGER,
    "portada_url" TEXT,
    "portada_public_id" TEXT,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "news_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news_media" (
    "id" SERIAL NOT NULL,
    "news_id" INTEGER NOT NULL,
    "tipo" "MediaKind" NOT NULL DEFAULT 'image',
    "mime" TEXT,
    "url" TEXT NOT NULL,
    "titulo" TEXT,
    "posicion" INTEGER NOT NULL DEFAULT 0,
    "public_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "news_media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "labor_categories" (
    "id" SERIAL NOT NULL,
    "nombre" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "labor_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "labores" (
    "id" SERIAL NOT NULL,
    "titulo" TEXT NOT NULL,
    "subtitulo" TEXT,
    "resumen" TEXT,
    "descripcion" TEXT,
    "slug" TEXT NOT NULL,
    "anio_ejecucion" INTEGER NOT NULL,
    "categoria_id" INTEGER,
    "destacado" BOOLEAN NOT NULL DEFAULT false,
    "estado" "LaborStatus" NOT NULL DEFAULT 'borrador',
    "portada_url" TEXT,
    "portada_public_id" TEXT,
    "portada_alt" TEXT,
    "thumbnail_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "labores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "labor_media" (
    "id" SERIAL NOT NULL,
    "labor_id" INTEGER NOT NULL,
    "tipo" "MediaKind" NOT NULL DEFAULT 'image',
    "mime" TEXT,
    "titulo" TEXT,
    "descripcion" TEXT,
    "orden" INTEGER,
    "is_portada" BOOLEAN,
    "url" TEXT NOT NULL,
    "secure_url" TEXT,
    "thumbnail_url" TEXT,
    "public_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "labor_media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compromisos" (
    "id" SERIAL NOT NULL,
    "introduccion_titulo" TEXT,
    "introduccion_subtitulo" TEXT,
    "introduccion_parrafo" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "compromisos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "valores_eticos" (
    "id" SERIAL NOT NULL,
    "compromiso_id" INTEGER NOT NULL,
    "titulo" TEXT NOT NULL,
    "descripcion" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "valores_eticos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "valor_imagenes" (
    "id" SERIAL NOT NULL,
    "valor_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "public_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "valor_imagenes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compromisos_formales" (
    "id" SERIAL NOT NULL,
    "compromiso_id" INTEGER NOT NULL,
    "titulo" TEXT NOT NULL,
    "descripcion" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compromisos_formales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "formal_imagenes" (
    "id" SERIAL NOT NULL,
    "formal_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "descripcion" TEXT,
    "public_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "formal_imagenes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mensajes_compromiso" (
    "id" SERIAL NOT NULL,
    "compromiso_id" INTEGER NOT NULL,
    "texto" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mensajes_compromiso_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mensaje_imagenes" (
    "id" SERIAL NOT NULL,
    "mensaje_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "public_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mensaje_imagenes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "elementos_visuales" (
    "id" SERIAL NOT NULL,
    "compromiso_id" INTEGER NOT NULL,
    "tipo" "VisualKind" NOT NULL,
    "descripcion" TEXT,
    "url" TEXT NOT NULL,
    "public_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "elementos_visuales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_categorias" (
    "id" SERIAL NOT NULL,
    "nombre" TEXT NOT NULL,
    "descripcion" TEXT,
    "sla_dias_habiles" INTEGER NOT NULL DEFAULT 10,
    "activo" BOOLEAN NOT NULL DEFAULT true,
    "orden" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "gestion_categorias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_templates" (
    "id" SERIAL NOT NULL,
    "categoria_id" INTEGER NOT NULL,
    "nombre" TEXT NOT NULL,
    "descripcion" TEXT,
    "data_schema_json" JSONB NOT NULL,
    "activo" BOOLEAN NOT NULL DEFAULT true,
    "orden" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "gestion_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_preset_messages" (
    "id" SERIAL NOT NULL,
    "nombre" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "to_status" "GestionStatus",
    "activo" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "gestion_preset_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestiones" (
    "id" SERIAL NOT NULL,
    "folio" TEXT NOT NULL,
    "citizen_id" INTEGER NOT NULL,
    "categoria_id" INTEGER NOT NULL,
    "template_id" INTEGER,
    "titulo" TEXT NOT NULL,
    "descripcion" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "status" "GestionStatus" NOT NULL DEFAULT 'new',
    "canal_origen" TEXT NOT NULL DEFAULT 'portal',
    "sla_due_at" TIMESTAMPTZ(3),
    "last_activity_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gestiones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_messages" (
    "id" SERIAL NOT NULL,
    "gestion_id" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "is_internal" BOOLEAN NOT NULL DEFAULT false,
    "author_type" "MessageAuthor" NOT NULL,
    "author_admin_id" INTEGER,
    "author_citizen_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gestion_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_attachments" (
    "id" SERIAL NOT NULL,
    "gestion_id" INTEGER NOT NULL,
    "message_id" INTEGER,
    "file_id" UUID NOT NULL,
    "original" TEXT NOT NULL,
    "mimetype" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gestion_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_status_events" (
    "id" SERIAL NOT NULL,
    "gestion_id" INTEGER NOT NULL,
    "from_status" "GestionStatus",
    "to_status" "GestionStatus" NOT NULL,
    "comment" TEXT,
    "preset_id" INTEGER,
    "admin_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gestion_status_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_sessions" (
    "id" UUID NOT NULL,
    "citizen_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "last_activity_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" SERIAL NOT NULL,
    "session_id" UUID NOT NULL,
    "role" "ChatRole" NOT NULL,
    "content" TEXT NOT NULL,
    "sources" JSONB,
    "found" BOOLEAN,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admins_dpi_key" ON "admins"("dpi");

-- CreateIndex
CREATE UNIQUE INDEX "admins_email_key" ON "admins"("email");

-- CreateIndex
CREATE INDEX "admins_estado_idx" ON "admins"("estado");

-- CreateIndex
CREATE UNIQUE INDEX "citizens_dpi_key" ON "citizens"("dpi");

-- CreateIndex
CREATE UNIQUE INDEX "citizens_correo_key" ON "citizens"("correo");

-- CreateIndex
CREATE INDEX "citizens_deleted_at_activo_created_at_idx" ON "citizens"("deleted_at", "activo", "created_at");

-- CreateIndex
CREATE INDEX "citizens_departamento_municipio_idx" ON "citizens"("departamento", "municipio");

-- CreateIndex
CREATE INDEX "citizens_primer_apellido_primer_nombre_idx" ON "citizens"("primer_apellido", "primer_nombre");

-- CreateIndex
CREATE INDEX "sessions_admin_id_revoked_at_idx" ON "sessions"("admin_id", "revoked_at");

-- CreateIndex
CREATE INDEX "sessions_citizen_id_revoked_at_idx" ON "sessions"("citizen_id", "revoked_at");

-- CreateIndex
CREATE INDEX "login_attempts_kind_identifier_created_at_idx" ON "login_attempts"("kind", "identifier", "created_at");

-- CreateIndex
CREATE INDEX "login_attempts_ip_created_at_idx" ON "login_attempts"("ip", "created_at");

-- CreateIndex
CREATE INDEX "rate_limit_hits_bucket_key_created_at_idx" ON "rate_limit_hits"("bucket", "key", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at");

-- CreateIndex
CREATE INDEX "audit_log_entity_entity_id_idx" ON "audit_log"("entity", "entity_id");

-- CreateIndex
CREATE INDEX "audit_log_actor_type_actor_id_created_at_idx" ON "audit_log"("actor_type", "actor_id", "created_at");

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files"("key");

-- CreateIndex
CREATE UNIQUE INDEX "social_links_tipo_key" ON "social_links"("tipo");

-- CreateIndex
CREATE INDEX "contact_messages_estado_created_at_idx" ON "contact_messages"("estado", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "biography_versions_version_key" ON "biography_versions"("version");

-- CreateIndex
CREATE UNIQUE INDEX "biography_versions_es_activa_key" ON "biography_versions"("es_activa");

-- CreateIndex
CREATE INDEX "biography_images_biografia_id_orden_idx" ON "biography_images"("biografia_id", "orden");

-- CreateIndex
CREATE INDEX "biography_blocks_biografia_id_orden_idx" ON "biography_blocks"("biografia_id", "orden");

-- CreateIndex
CREATE UNIQUE INDEX "news_categories_nombre_key" ON "news_categories"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "news_categories_slug_key" ON "news_categories"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "news_slug_key" ON "news"("slug");

-- CreateIndex
CREATE INDEX "news_deleted_at_estado_fecha_publicacion_idx" ON "news"("deleted_at", "estado", "fecha_publicacion" DESC);

-- CreateIndex
CREATE INDEX "news_deleted_at_estado_fecha_contenido_idx" ON "news"("deleted_at", "estado", "fecha_contenido" DESC);

-- CreateIndex
CREATE INDEX "news_estado_fecha_programada_idx" ON "news"("estado", "fecha_programada");

-- CreateIndex
CREATE INDEX "news_deleted_at_id_idx" ON "news"("deleted_at", "id" DESC);

-- CreateIndex
CREATE INDEX "news_categoria_id_idx" ON "news"("categoria_id");

-- CreateIndex
CREATE INDEX "news_media_news_id_posicion_idx" ON "news_media"("news_id", "posicion");

-- CreateIndex
CREATE UNIQUE INDEX "labor_categories_nombre_key" ON "labor_categories"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "labor_categories_slug_key" ON "labor_categories"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "labores_slug_key" ON "labores"("slug");

-- CreateIndex
CREATE INDEX "labores_estado_anio_ejecucion_id_idx" ON "labores"("estado", "anio_ejecucion" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "labores_anio_ejecucion_idx" ON "labores"("anio_ejecucion");

-- CreateIndex
CREATE INDEX "labores_created_at_idx" ON "labores"("created_at");

-- CreateIndex
CREATE INDEX "labores_categoria_id_idx" ON "labores"("categoria_id");

-- CreateIndex
CREATE INDEX "labor_media_labor_id_orden_idx" ON "labor_media"("labor_id", "orden");

-- CreateIndex
CREATE UNIQUE INDEX "labor_media_labor_id_is_portada_key" ON "labor_media"("labor_id", "is_portada");

-- CreateIndex
CREATE INDEX "valores_eticos_compromiso_id_id_idx" ON "valores_eticos"("compromiso_id", "id");

-- CreateIndex
CREATE INDEX "valor_imagenes_valor_id_idx" ON "valor_imagenes"("valor_id");

-- CreateIndex
CREATE INDEX "compromisos_formales_compromiso_id_id_idx" ON "compromisos_formales"("compromiso_id", "id");

-- CreateIndex
CREATE INDEX "formal_imagenes_formal_id_idx" ON "formal_imagenes"("formal_id");

-- CreateIndex
CREATE INDEX "mensajes_compromiso_compromiso_id_id_idx" ON "mensajes_compromiso"("compromiso_id", "id");

-- CreateIndex
CREATE INDEX "mensaje_imagenes_mensaje_id_idx" ON "mensaje_imagenes"("mensaje_id");

-- CreateIndex
CREATE INDEX "elementos_visuales_compromiso_id_id_idx" ON "elementos_visuales"("compromiso_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "gestion_categorias_nombre_key" ON "gestion_categorias"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "gestion_templates_categoria_id_nombre_key" ON "gestion_templates"("categoria_id", "nombre");

-- CreateIndex
CREATE UNIQUE INDEX "gestion_preset_messages_nombre_key" ON "gestion_preset_messages"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "gestiones_folio_key" ON "gestiones"("folio");

-- CreateIndex
CREATE INDEX "gestiones_citizen_id_last_activity_at_idx" ON "gestiones"("citizen_id", "last_activity_at" DESC);

-- CreateIndex
CREATE INDEX "gestiones_status_last_activity_at_idx" ON "gestiones"("status", "last_activity_at" DESC);

-- CreateIndex
CREATE INDEX "gestiones_categoria_id_last_activity_at_idx" ON "gestiones"("categoria_id", "last_activity_at" DESC);

-- CreateIndex
CREATE INDEX "gestiones_template_id_idx" ON "gestiones"("template_id");

-- CreateIndex
CREATE INDEX "gestiones_sla_due_at_idx" ON "gestiones"("sla_due_at");

-- CreateIndex
CREATE INDEX "gestiones_last_activity_at_idx" ON "gestiones"("last_activity_at" DESC);

-- CreateIndex
CREATE INDEX "gestion_messages_gestion_id_created_at_idx" ON "gestion_messages"("gestion_id", "created_at");

-- CreateIndex
CREATE INDEX "gestion_attachments_gestion_id_idx" ON "gestion_attachments"("gestion_id");

-- CreateIndex
CREATE INDEX "gestion_attachments_message_id_idx" ON "gestion_attachments"("message_id");

-- CreateIndex
CREATE INDEX "gestion_status_events_gestion_id_created_at_idx" ON "gestion_status_events"("gestion_id", "created_at");

-- CreateIndex
CREATE INDEX "chat_sessions_created_at_idx" ON "chat_sessions"("created_at");

-- CreateIndex
CREATE INDEX "chat_messages_session_id_created_at_idx" ON "chat_messages"("session_id", "created_at");

-- CreateIndex
CREATE INDEX "chat_messages_role_found_created_at_idx" ON "chat_messages"("role", "found", "created_at");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_citizen_id_fkey" FOREIGN KEY ("citizen_id") REFERENCES "citizens"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_citizen_id_fkey" FOREIGN KEY ("citizen_id") REFERENCES "citizens"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "biography_images" ADD CONSTRAINT "biography_images_biografia_id_fkey" FOREIGN KEY ("biografia_id") REFERENCES "biography_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "biography_blocks" ADD CONSTRAINT "biography_blocks_biografia_id_fkey" FOREIGN KEY ("biografia_id") REFERENCES "biography_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news" ADD CONSTRAINT "news_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "news_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news_media" ADD CONSTRAINT "news_media_news_id_fkey" FOREIGN KEY ("news_id") REFERENCES "news"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labores" ADD CONSTRAINT "labores_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "labor_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labor_media" ADD CONSTRAINT "labor_media_labor_id_fkey" FOREIGN KEY ("labor_id") REFERENCES "labores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "valores_eticos" ADD CONSTRAINT "valores_eticos_compromiso_id_fkey" FOREIGN KEY ("compromiso_id") REFERENCES "compromisos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "valor_imagenes" ADD CONSTRAINT "valor_imagenes_valor_id_fkey" FOREIGN KEY ("valor_id") REFERENCES "valores_eticos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compromisos_formales" ADD CONSTRAINT "compromisos_formales_compromiso_id_fkey" FOREIGN KEY ("compromiso_id") REFERENCES "compromisos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "formal_imagenes" ADD CONSTRAINT "formal_imagenes_formal_id_fkey" FOREIGN KEY ("formal_id") REFERENCES "compromisos_formales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mensajes_compromiso" ADD CONSTRAINT "mensajes_compromiso_compromiso_id_fkey" FOREIGN KEY ("compromiso_id") REFERENCES "compromisos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mensaje_imagenes" ADD CONSTRAINT "mensaje_imagenes_mensaje_id_fkey" FOREIGN KEY ("mensaje_id") REFERENCES "mensajes_compromiso"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "elementos_visuales" ADD CONSTRAINT "elementos_visuales_compromiso_id_fkey" FOREIGN KEY ("compromiso_id") REFERENCES "compromisos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_templates" ADD CONSTRAINT "gestion_templates_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "gestion_categorias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_citizen_id_fkey" FOREIGN KEY ("citizen_id") REFERENCES "citizens"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "gestion_categorias"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "gestion_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_messages" ADD CONSTRAINT "gestion_messages_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_messages" ADD CONSTRAINT "gestion_messages_author_admin_id_fkey" FOREIGN KEY ("author_admin_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_messages" ADD CONSTRAINT "gestion_messages_author_citizen_id_fkey" FOREIGN KEY ("author_citizen_id") REFERENCES "citizens"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_attachments" ADD CONSTRAINT "gestion_attachments_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_attachments" ADD CONSTRAINT "gestion_attachments_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "gestion_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_attachments" ADD CONSTRAINT "gestion_attachments_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_status_events" ADD CONSTRAINT "gestion_status_events_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_status_events" ADD CONSTRAINT "gestion_status_events_preset_id_fkey" FOREIGN KEY ("preset_id") REFERENCES "gestion_preset_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_status_events" ADD CONSTRAINT "gestion_status_events_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_citizen_id_fkey" FOREIGN KEY ("citizen_id") REFERENCES "citizens"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
