// Benchmark of the gestiones module at the sizes the office must handle: 100,000 citizens, 50,000
// gestiones and 500,000 messages (one gestión with exactly 200). Starts its own embedded PostgreSQL
// (port 54346, data in .data/pg-bench-gestiones, wiped first), seeds it with set-based SQL, then
// calls the real query and service functions in-process and prints p50/p95/max per case, with the
// number of SQL statements one call sends. Targets (p95): office list < 100 ms, citizen's list
// < 50 ms, detail < 100 ms, creating a gestión plus a message with two files < 250 ms.
// Exits 1 when a case misses its target.
//
// Run: npm run bench:gestiones
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { AdminListQuery } from "@/lib/gestiones/schema";
import { migrate, startEmbeddedPostgres } from "./embedded-db.mjs";

const PORT = 54346;
const DATA_DIR = ".data/pg-bench-gestiones";
const UPLOAD_DIR = ".data/bench-uploads/gestiones";
const WARMUP = 10;
const READ_RUNS = 200;
const WRITE_RUNS = 100;

const CITIZENS = 100_000;
const GESTIONES = 50_000;
const MESSAGES = 500_000;
/** The gestión whose detail is measured: exactly DETAIL_MESSAGES messages. */
const DETAIL_ID = 200;
const DETAIL_MESSAGES = 200;
/** The citizen with the most gestiones (every 200th one): 250. */
const HEAVY_CITIZEN = 1;
const ADMINS = 8;
/** The administrator the office list is read as ("Mis casos"). */
const ME = 1;

const TARGET = { officeList: 100, citizenList: 50, detail: 100, create: 250 } as const;

// ----- Catalog (a few categories, procedures and preset messages, as in prisma/seed) -----

const MUNICIPIOS = [
  "Quetzaltenango",
  "Salcajá",
  "Olintepeque",
  "San Carlos Sija",
  "Cantel",
  "Zunil",
  "Almolonga",
  "La Esperanza",
  "Coatepeque",
  "Colomba",
];

interface Field {
  key: string;
  label: string;
  type: "select" | "textarea" | "text";
  required: boolean;
  options?: string[];
  help?: string;
}

const municipio: Field = {
  key: "municipio",
  label: "Municipio afectado",
  type: "select",
  required: true,
  options: MUNICIPIOS,
};
const direccion: Field = {
  key: "direccion",
  label: "Dirección o referencia",
  type: "text",
  required: true,
  help: "Aldea, caserío, zona o un punto de referencia conocido.",
};
const descripcion: Field = {
  key: "descripcion",
  label: "Descripción del problema",
  type: "textarea",
  required: true,
  help: "Explique qué ocurre, desde cuándo y a quiénes afecta.",
};
const personas: Field = {
  key: "personas_afectadas",
  label: "Número de personas afectadas",
  type: "select",
  required: false,
  options: ["Menos de 50", "De 50 a 200", "De 201 a 1,000", "Más de 1,000"],
};

const CATALOG: {
  nombre: string;
  descripcion: string;
  sla: number;
  templates: { nombre: string; descripcion: string; fields: Field[] }[];
}[] = [
  {
    nombre: "Infraestructura y obras",
    descripcion:
      "Caminos, calles, puentes, alumbrado y obras públicas detenidas o con deficiencias.",
    sla: 15,
    templates: [
      {
        nombre: "Reparación de camino o calle",
        descripcion: "Caminos rurales, calles o puentes en mal estado.",
        fields: [municipio, direccion, descripcion, personas],
      },
      {
        nombre: "Alumbrado público",
        descripcion: "Calles o caminos sin iluminación o con lámparas dañadas.",
        fields: [municipio, direccion, descripcion],
      },
      {
        nombre: "Obra pública detenida o con deficiencias",
        descripcion:
          "Obras financiadas con fondos públicos detenidas, atrasadas o mal construidas.",
        fields: [municipio, descripcion],
      },
    ],
  },
  {
    nombre: "Salud",
    descripcion: "Puestos y centros de salud sin insumos, personal o medicamentos.",
    sla: 10,
    templates: [
      {
        nombre: "Abastecimiento de puesto o centro de salud",
        descripcion: "Falta de medicamentos, insumos o personal.",
        fields: [municipio, direccion, descripcion, personas],
      },
      {
        nombre: "Solicitud de jornada médica",
        descripcion: "Jornadas de vacunación, consulta general o especialidades.",
        fields: [municipio, direccion, descripcion],
      },
    ],
  },
  {
    nombre: "Educación",
    descripcion: "Escuelas públicas, docentes y programas de apoyo escolar.",
    sla: 15,
    templates: [
      {
        nombre: "Mejoras a escuela pública",
        descripcion: "Techos, aulas, sanitarios o mobiliario en mal estado.",
        fields: [municipio, direccion, descripcion],
      },
      {
        nombre: "Falta de docentes",
        descripcion: "Grados sin maestro asignado o plazas vacantes.",
        fields: [municipio, descripcion],
      },
    ],
  },
  {
    nombre: "Agua y saneamiento",
    descripcion: "Agua potable, drenajes y tratamiento de aguas residuales.",
    sla: 20,
    templates: [
      {
        nombre: "Proyecto de agua potable",
        descripcion: "Comunidades sin servicio o con servicio irregular.",
        fields: [municipio, direccion, descripcion, personas],
      },
      {
        nombre: "Drenajes y aguas residuales",
        descripcion: "Drenajes colapsados o aguas negras a flor de tierra.",
        fields: [municipio, direccion, descripcion],
      },
    ],
  },
  {
    nombre: "Apoyo social",
    descripcion: "Orientación sobre programas sociales del Estado.",
    sla: 5,
    templates: [
      {
        nombre: "Orientación sobre programas sociales",
        descripcion: "Bolsas de alimentos, bonos y becas.",
        fields: [municipio, descripcion],
      },
    ],
  },
];

const PRESETS: { nombre: string; body: string; to_status: string }[] = [
  {
    nombre: "Recibida y en revisión",
    body: "Hemos recibido su gestión y nuestro equipo la está revisando. Le informaremos los siguientes pasos en los próximos días hábiles.",
    to_status: "in_review",
  },
  {
    nombre: "Trasladada a la institución responsable",
    body: "Su gestión fue trasladada a la institución responsable y le daremos seguimiento hasta obtener una respuesta.",
    to_status: "in_progress",
  },
  {
    nombre: "Solicitud de información adicional",
    body: "Para continuar con su gestión necesitamos información adicional. Por favor responda a este mensaje.",
    to_status: "waiting_info",
  },
  {
    nombre: "Gestión resuelta",
    body: "Su gestión ha sido resuelta. Gracias por confiar en nuestra oficina.",
    to_status: "resolved",
  },
  {
    nombre: "No procede",
    body: "Después de revisar su gestión, lamentamos informarle que no corresponde a las funciones de esta oficina.",
    to_status: "rejected",
  },
];

// ----- Words for names and texts -----

const NOMBRES = [
  "María",
  "José",
  "Juan",
  "Ana",
  "Luis",
  "Carlos",
  "Rosa",
  "Marta",
  "Pedro",
  "Francisco",
  "Lucía",
  "Sofía",
  "Diego",
  "Andrea",
  "Miguel",
  "Gabriela",
  "Jorge",
  "Alejandra",
  "Manuel",
  "Carmen",
  "Byron",
  "Wendy",
  "Edgar",
  "Brenda",
  "Érick",
  "Mónica",
  "Óscar",
  "Silvia",
  "Héctor",
  "Ingrid",
  "Julio",
  "Claudia",
  "Mario",
  "Lourdes",
  "Sergio",
  "Dulce",
  "Rubén",
  "Aura",
  "Víctor",
  "Olga",
];
const APELLIDOS = [
  "López",
  "García",
  "Pérez",
  "Hernández",
  "González",
  "Rodríguez",
  "Martínez",
  "Morales",
  "Ramírez",
  "Cifuentes",
  "Velásquez",
  "Barrios",
  "Méndez",
  "Castillo",
  "Orozco",
  "Juárez",
  "Chávez",
  "Ajú",
  "Tzul",
  "Xicará",
  "Coyoy",
  "Ixcot",
  "Batz",
  "Sic",
  "Tum",
  "Chojolán",
  "Quemé",
  "Racancoj",
  "de León",
  "Fuentes",
  "Monterroso",
  "Escobar",
  "Recinos",
  "Girón",
  "Alvarado",
  "Gómez",
  "Santizo",
  "Reyes",
  "Calderón",
  "Ordóñez",
];
const LUGARES = [
  "aldea Chuicavioc",
  "cantón Xecaracoj",
  "zona 1",
  "zona 3",
  "caserío Los Cipresales",
  "aldea Llanos del Pinal",
  "colonia Las Flores",
  "barrio El Calvario",
  "aldea Chuisuc",
  "cantón Pacajá",
];
const CITIZEN_LINES = [
  "Buenos días, ¿hay alguna novedad sobre mi gestión?",
  "Adjunto las fotografías que me solicitaron.",
  "El problema sigue igual, los vecinos están preocupados.",
  "Gracias por la información, quedo pendiente.",
  "Ya hablé con el COCODE y están de acuerdo en apoyar.",
  "¿Necesitan algún documento adicional de mi parte?",
  "Esta semana empeoró con las lluvias.",
  "Les comparto el número de teléfono del alcalde auxiliar.",
];
const STAFF_LINES = [
  "Recibimos su mensaje, estamos dando seguimiento con la municipalidad.",
  "Le informamos que la solicitud fue trasladada al ministerio correspondiente.",
  "¿Podría indicarnos el punto de referencia exacto?",
  "La visita técnica quedó programada para la próxima semana.",
  "Gracias por su paciencia, le escribiremos en cuanto tengamos respuesta.",
  "Hemos solicitado información a la institución responsable.",
];
const INTERNAL_LINES = [
  "Nota interna: llamar al delegado departamental el lunes.",
  "Nota interna: pendiente oficio de la municipalidad.",
  "Nota interna: el ciudadano ya tiene otra gestión parecida.",
  "Nota interna: revisar presupuesto disponible antes de responder.",
];

const sqlArray = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;

// ----- Seeding -----

async function step(client: pg.Client, label: string, sql: string): Promise<void> {
  const started = performance.now();
  const result = await client.query(sql);
  console.log(
    `  ${label.padEnd(38)} ${String(result.rowCount ?? "").padStart(8)} filas  ${Math.round(performance.now() - started)} ms`,
  );
}

/** Seeds the bench data set into the (migrated, empty) database at `url`. */
async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection fails the pending query (and the run) instead of crashing the process.
  client.on("error", (error) => console.error("[seed] conexión perdida:", error.message));
  await client.connect();
  try {
    await fill(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function fill(client: pg.Client): Promise<void> {
  const started = performance.now();
  console.log("Sembrando datos…");

  // Catalog: a handful of rows, one statement each.
  for (const [c, categoria] of CATALOG.entries()) {
    const {
      rows: [row],
    } = await client.query<{ id: number }>(
      "INSERT INTO gestion_categorias (nombre, descripcion, sla_dias_habiles, activo, orden) VALUES ($1, $2, $3, true, $4) RETURNING id",
      [categoria.nombre, categoria.descripcion, categoria.sla, c],
    );
    for (const [t, template] of categoria.templates.entries()) {
      await client.query(
        "INSERT INTO gestion_templates (categoria_id, nombre, descripcion, data_schema_json, activo, orden) VALUES ($1, $2, $3, $4, true, $5)",
        [
          row!.id,
          template.nombre,
          template.descripcion,
          JSON.stringify({ fields: template.fields }),
          t,
        ],
      );
    }
  }
  for (const preset of PRESETS) {
    await client.query(
      `INSERT INTO gestion_preset_messages (nombre, body, to_status, activo) VALUES ($1, $2, $3::"GestionStatus", true)`,
      [preset.nombre, preset.body, preset.to_status],
    );
  }

  const nombres = sqlArray(NOMBRES);
  const apellidos = sqlArray(APELLIDOS);
  const lugares = sqlArray(LUGARES);
  const municipios = sqlArray(MUNICIPIOS);

  await step(
    client,
    "admins",
    `INSERT INTO admins (nombre1, apellido1, email, rol, estado, password_hash, created_at, updated_at)
     SELECT n[1 + (i * 7) % 40], a[1 + (i * 11) % 40], 'oficina' || i || '@diputado.gt',
            (CASE WHEN i = 1 THEN 'AdminNivel1' WHEN i % 2 = 0 THEN 'UserAdminNivel1' ELSE 'UserAdminNivel2' END)::"AdminRole",
            true, 'bench-sin-clave', now(), now()
     FROM generate_series(1, ${ADMINS}) AS i, (SELECT ${nombres} AS n, ${apellidos} AS a) AS w`,
  );

  // DPI: 8 digits unique per citizen (10000000 + i·7919 mod 9·10⁷), a check digit, department and
  // municipality codes: 13 digits. E-mail: name.surname + i, unique.
  await step(
    client,
    "citizens",
    `INSERT INTO citizens (primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, dpi, correo, telefono,
                           departamento, municipio, password_hash, activo, created_at, updated_at)
     SELECT n1, n2, a1, a2,
            (10000000 + (i::bigint * 7919) % 90000000)::text || (i % 10)::text
              || lpad((1 + i % 22)::text, 2, '0') || lpad((1 + (i / 22) % 12)::text, 2, '0'),
            replace(public.immutable_unaccent(lower(n1 || '.' || a1)), ' ', '') || i || '@'
              || (ARRAY['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'])[1 + i % 4],
            CASE WHEN i % 5 <> 0 THEN (ARRAY['3', '4', '5'])[1 + i % 3] || lpad(((i::bigint * 104729) % 10000000)::text, 7, '0') END,
            'Quetzaltenango', m[1 + (i * 3) % 10], NULL, i % 97 <> 0,
            now() - ((i * 13) % 900) * interval '1 day', now()
     FROM (SELECT i, n[1 + abs(hashint4(i)::bigint) % 40] AS n1,
                  CASE WHEN i % 3 <> 0 THEN n[1 + abs(hashint4(i + 7)::bigint) % 40] END AS n2,
                  a[1 + abs(hashint4(i + 13)::bigint) % 40] AS a1,
                  CASE WHEN i % 9 <> 0 THEN a[1 + abs(hashint4(i + 29)::bigint) % 40] END AS a2, m
           FROM generate_series(1, ${CITIZENS}) AS i,
                (SELECT ${nombres} AS n, ${apellidos} AS a, ${municipios} AS m) AS w) AS s`,
  );

  // Gestiones: every 200th to the heavy citizen (250), every 50th to one of 100 frequent citizens
  // (~10 each), the rest spread by hash. Open ones are recent (last 75 days), closed ones up to two
  // years old; sla_due_at from the category (≈1.4 calendar days per working day), some missing.
  await step(
    client,
    "gestiones",
    `WITH t AS (
       SELECT t.id, t.categoria_id, t.nombre, c.sla_dias_habiles AS sla, row_number() OVER (ORDER BY t.id) - 1 AS rn
       FROM gestion_templates t JOIN gestion_categorias c ON c.id = t.categoria_id),
     n AS (SELECT count(*) AS total FROM t),
     s AS (
       SELECT i,
              CASE WHEN i % 20 < 3 THEN 'new' WHEN i % 20 < 6 THEN 'in_review' WHEN i % 20 < 10 THEN 'in_progress'
                   WHEN i % 20 < 12 THEN 'waiting_info' WHEN i % 20 < 18 THEN 'resolved' ELSE 'rejected' END AS status,
              CASE WHEN i % 200 = 0 THEN ${HEAVY_CITIZEN}
                   WHEN i % 50 = 0 THEN 2 + (i / 50) % 100
                   ELSE 1 + abs(hashint4(i)::bigint) % ${CITIZENS} END AS citizen_id
       FROM generate_series(1, ${GESTIONES}) AS i),
     d AS (
       SELECT s.*, t.id AS template_id, t.categoria_id, t.nombre AS template, t.sla,
              now() - (CASE WHEN s.status IN ('resolved', 'rejected') THEN (i * 7919) % 730 ELSE (i * 7919) % 75 END) * interval '1 day'
                    - ((i * 31) % 86400) * interval '1 second' AS created
       FROM s, n, t WHERE t.rn = (abs(hashint4(s.i + 101)::bigint) % n.total))
     INSERT INTO gestiones (folio, citizen_id, categoria_id, template_id, titulo, descripcion, data, status, canal_origen,
                            sla_due_at, assigned_admin_id, resolved_at, last_activity_at, created_at, updated_at)
     SELECT 'GES-' || extract(year FROM created)::int || '-' || lpad(((i::bigint * 7907) % 1000000)::text, 6, '0'),
            citizen_id, categoria_id, template_id,
            template || ' en ' || l[1 + i % 10] || ', ' || m[1 + (i * 7) % 10],
            'Solicitamos apoyo porque en ' || l[1 + i % 10] || ' el problema afecta a varias familias desde hace meses.',
            jsonb_build_object('municipio', m[1 + (i * 7) % 10], 'direccion', l[1 + i % 10],
                               'descripcion', 'El problema afecta a varias familias de ' || l[1 + i % 10] || '.'),
            status::"GestionStatus",
            (ARRAY['portal', 'portal', 'portal', 'telefono', 'presencial'])[1 + i % 5],
            CASE WHEN i % 50 <> 7 THEN created + round(sla * 1.4) * interval '1 day' END,
            CASE WHEN status = 'new' AND i % 4 <> 0 THEN NULL WHEN i % 10 = 3 THEN NULL ELSE 1 + (i * 3) % ${ADMINS} END,
            CASE WHEN status = 'resolved' THEN least(now(), created + (2 + i % 40) * interval '1 day') END,
            least(now(), created + (CASE WHEN status = 'new' THEN 0 ELSE (i * 13) % 45 END) * interval '1 day'
                  + (i % 7200) * interval '1 second'),
            created, now()
     FROM d, (SELECT ${lugares} AS l, ${municipios} AS m) AS w
     ORDER BY i`,
  );
  // The detail's gestión: in progress, assigned, open for ~17 days.
  await client.query(
    `UPDATE gestiones SET status = 'in_progress', assigned_admin_id = ${ME}, created_at = now() - interval '17 days',
            sla_due_at = now() + interval '4 days', last_activity_at = now() - interval '1 hour' WHERE id = ${DETAIL_ID}`,
  );

  // Messages: 45 % from the citizen, the rest from staff (15 % of all internal notes), each within
  // its gestión's life. The detail's gestión gets exactly DETAIL_MESSAGES, two hours apart.
  const others = MESSAGES - DETAIL_MESSAGES;
  await step(
    client,
    "gestion_messages",
    `WITH s AS (
       SELECT j, (1 + abs(hashint4(j + 1000003)::bigint) % ${GESTIONES - 1}) AS k FROM generate_series(1, ${others}) AS j),
     p AS (SELECT j, CASE WHEN k >= ${DETAIL_ID} THEN k + 1 ELSE k END AS gestion_id FROM s)
     INSERT INTO gestion_messages (gestion_id, body, is_internal, author_type, author_admin_id, author_citizen_id, created_at)
     SELECT g.id,
            CASE WHEN j % 20 < 9 THEN c[1 + j % 8] WHEN j % 20 >= 17 THEN x[1 + j % 4] ELSE st[1 + j % 6] END,
            j % 20 >= 17,
            (CASE WHEN j % 20 < 9 THEN 'citizen' ELSE 'staff' END)::"MessageAuthor",
            CASE WHEN j % 20 >= 9 THEN coalesce(g.assigned_admin_id, 1 + j % ${ADMINS}) END,
            CASE WHEN j % 20 < 9 THEN g.citizen_id END,
            g.created_at + (g.last_activity_at - g.created_at) * ((j % 997) / 997.0)
     FROM p JOIN gestiones g ON g.id = p.gestion_id,
          (SELECT ${sqlArray(CITIZEN_LINES)} AS c, ${sqlArray(STAFF_LINES)} AS st, ${sqlArray(INTERNAL_LINES)} AS x) AS w`,
  );
  await step(
    client,
    `gestion_messages (detalle ${DETAIL_ID})`,
    `INSERT INTO gestion_messages (gestion_id, body, is_internal, author_type, author_admin_id, author_citizen_id, created_at)
     SELECT g.id,
            CASE WHEN k % 2 = 0 THEN c[1 + k % 8] WHEN k % 10 = 9 THEN x[1 + k % 4] ELSE st[1 + k % 6] END,
            k % 10 = 9,
            (CASE WHEN k % 2 = 0 THEN 'citizen' ELSE 'staff' END)::"MessageAuthor",
            CASE WHEN k % 2 = 1 THEN 1 + k % 3 END,
            CASE WHEN k % 2 = 0 THEN g.citizen_id END,
            g.created_at + k * interval '2 hours'
     FROM gestiones g, generate_series(1, ${DETAIL_MESSAGES}) AS k,
          (SELECT ${sqlArray(CITIZEN_LINES)} AS c, ${sqlArray(STAFF_LINES)} AS st, ${sqlArray(INTERNAL_LINES)} AS x) AS w
     WHERE g.id = ${DETAIL_ID}`,
  );

  // Attachments: 20,000 on citizens' messages across the data set, and 20 on the detail's.
  await step(
    client,
    "stored_files + gestion_attachments",
    `WITH m AS (
       (SELECT id, gestion_id, created_at FROM gestion_messages
        WHERE author_type = 'citizen' AND gestion_id <> ${DETAIL_ID} AND id % 11 = 0 ORDER BY id LIMIT 20000)
       UNION ALL
       (SELECT id, gestion_id, created_at FROM gestion_messages
        WHERE gestion_id = ${DETAIL_ID} AND author_type = 'citizen' ORDER BY id LIMIT 20)),
     f AS (
       SELECT m.*, gen_random_uuid() AS file_id, 'bench-' || m.id || '.jpg' AS key,
              40000 + (m.id::bigint * 7919) % 2000000 AS size FROM m),
     files AS (
       INSERT INTO stored_files (id, key, storage, url, mime, size_bytes, original_name, visibility, pending, created_at)
       SELECT file_id, key, 'local', '/api/files/' || key, 'image/jpeg', size, 'foto_' || id || '.jpg', 'private', false, created_at
       FROM f RETURNING id)
     INSERT INTO gestion_attachments (gestion_id, message_id, file_id, original, mimetype, size_bytes, created_at)
     SELECT f.gestion_id, f.id, f.file_id, 'foto_' || f.id || '.jpg', 'image/jpeg', f.size, f.created_at
     FROM f WHERE f.file_id IN (SELECT id FROM files)`,
  );

  // Status events: created (citizen), then in review, then the current status (staff, with a preset
  // when one matches).
  await step(
    client,
    "gestion_status_events",
    `INSERT INTO gestion_status_events (gestion_id, from_status, to_status, comment, preset_id, admin_id, author_type, created_at)
     SELECT id, NULL::"GestionStatus", 'new'::"GestionStatus", NULL, NULL::int, NULL::int, 'citizen'::"MessageAuthor", created_at
     FROM gestiones
     UNION ALL
     SELECT g.id, 'new'::"GestionStatus", 'in_review'::"GestionStatus", p.body, p.id, coalesce(g.assigned_admin_id, 1 + g.id % ${ADMINS}), 'staff'::"MessageAuthor",
            least(g.last_activity_at, g.created_at + interval '1 day')
     FROM gestiones g LEFT JOIN gestion_preset_messages p ON p.to_status = 'in_review' AND g.id % 3 <> 0
     WHERE g.status <> 'new'
     UNION ALL
     SELECT g.id, 'in_review'::"GestionStatus", g.status, coalesce(p.body, 'Actualizamos el estado de su gestión.'), p.id,
            coalesce(g.assigned_admin_id, 1 + g.id % ${ADMINS}), 'staff'::"MessageAuthor", g.last_activity_at
     FROM gestiones g LEFT JOIN gestion_preset_messages p ON p.to_status = g.status AND g.id % 4 <> 0
     WHERE g.status NOT IN ('new', 'in_review')`,
  );
  await step(
    client,
    "gestion_feedback",
    `INSERT INTO gestion_feedback (gestion_id, resolved, comment, created_at)
     SELECT id, id % 5 <> 0, CASE WHEN id % 2 = 0 THEN 'Gracias por el apoyo.' END, resolved_at + interval '1 day'
     FROM gestiones WHERE status = 'resolved' AND id % 3 = 0 AND resolved_at + interval '1 day' < now()`,
  );
  await step(
    client,
    "email_outbox",
    `INSERT INTO email_outbox ("to", subject, text, status, attempts, next_attempt_at, sent_at, created_at, gestion_id)
     SELECT c.correo, 'Recibimos tu gestión ' || g.folio, 'Recibimos tu gestión.', 'sent'::"EmailStatus", 1, g.created_at, g.created_at,
            g.created_at, g.id
     FROM gestiones g JOIN citizens c ON c.id = g.citizen_id WHERE c.correo IS NOT NULL
     UNION ALL
     SELECT c.correo, 'Tu gestión ' || g.folio || ' tiene una respuesta', 'La oficina respondió.', 'sent'::"EmailStatus", 1,
            g.created_at + k * interval '1 day', g.created_at + k * interval '1 day', g.created_at + k * interval '1 day', g.id
     FROM gestiones g JOIN citizens c ON c.id = g.citizen_id, generate_series(1, 12) AS k WHERE g.id = ${DETAIL_ID}`,
  );
  await client.query("ANALYZE");
  const counts = await client.query(
    `SELECT (SELECT count(*) FROM citizens) AS citizens, (SELECT count(*) FROM gestiones) AS gestiones,
            (SELECT count(*) FROM gestion_messages) AS messages, (SELECT count(*) FROM gestion_status_events) AS events,
            (SELECT count(*) FROM gestion_attachments) AS attachments,
            (SELECT count(*) FROM gestion_messages WHERE gestion_id = ${DETAIL_ID}) AS detail_messages`,
  );
  console.log(
    `Datos: ${JSON.stringify(counts.rows[0])} en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ----- Counting the SQL statements a call sends -----

// Prisma's pg adapter sends every statement through pg.Client#query (pools call it too): counting
// those calls while one function runs gives its number of statements.
let statements = 0;
/** While set, the statements sent (text and parameters) are kept here. */
let captured: { text: string; values: unknown[] }[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (captured) {
    const [first, second] = args;
    if (typeof first === "string") {
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? [] });
    }
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as unknown as typeof originalQuery;

/** The statements one call sends. */
async function captureStatements(run: () => Promise<unknown>) {
  captured = [];
  try {
    await run();
    return captured;
  } finally {
    captured = null;
  }
}

/**
 * EXPLAIN ANALYZE of the first statement of a call that matches `pattern` (the real SQL and
 * parameters the app sent), summarised: execution time and its scan, join and sort nodes.
 */
async function explainCall(
  url: string,
  run: () => Promise<unknown>,
  pattern: RegExp,
): Promise<string[]> {
  const statement = (await captureStatements(run)).find((entry) => pattern.test(entry.text));
  if (!statement) return ["(no se encontró la sentencia)"];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.values,
    );
    const plan = rows.map((row) => row["QUERY PLAN"]);
    const nodes = plan
      .filter((text) =>
        /(Scan|Join|Nested Loop|Sort|WindowAgg|Limit|Filter:|Index Cond:|Recheck Cond:|Rows Removed|SubPlan|BitmapOr|Aggregate)/.test(
          text,
        ),
      )
      .map((text) =>
        text
          .replace(/\(cost=[^)]*\) /, "")
          .replace(/\s+$/, "")
          .slice(0, 170),
      );
    return [...nodes.slice(0, 18), ...plan.filter((text) => /Execution Time/.test(text))];
  } finally {
    await client.end();
  }
}

async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await run();
  return statements - before;
}

// ----- Measuring -----

interface Outcome {
  total?: number;
  rows: number;
}

interface Case {
  group: string;
  name: string;
  target: number;
  runs: number;
  run: () => Promise<Outcome>;
}

interface Result {
  case: Case;
  outcome: Outcome;
  p50: number;
  p95: number;
  max: number;
  statements: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(benchCase: Case): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await benchCase.run();
  const times: number[] = [];
  let outcome: Outcome = { rows: 0 };
  for (let i = 0; i < benchCase.runs; i++) {
    const start = performance.now();
    outcome = await benchCase.run();
    times.push(performance.now() - start);
  }
  const sql = await countStatements(benchCase.run);
  times.sort((a, b) => a - b);
  return {
    case: benchCase,
    outcome,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1)!,
    statements: sql,
  };
}

const HEADER = `${"caso".padEnd(52)} ${"total".padStart(6)} ${"filas".padStart(5)} ${"SQL".padStart(4)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"máx ms".padStart(8)} ${"obj.".padStart(5)}`;

function line(result: Result): string {
  const { case: c, outcome } = result;
  const missed = result.p95 >= c.target;
  return `${`${c.group} ${c.name}`.padEnd(52)} ${String(outcome.total ?? "").padStart(6)} ${String(outcome.rows).padStart(5)} ${String(result.statements).padStart(4)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.max.toFixed(1).padStart(8)} ${String(c.target).padStart(5)}${missed ? `  ← p95 ≥ ${c.target} ms` : ""}`;
}

const PNG_A = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PNG_B = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

async function main(): Promise<void> {
  const started = performance.now();
  const loadBefore = load();
  console.log(`Carga del equipo antes (1/5/15 min): ${loadBefore} (${os.cpus().length} núcleos)`);
  rmSync(path.resolve(UPLOAD_DIR), { recursive: true, force: true });
  const database = await startEmbeddedPostgres({
    dir: DATA_DIR,
    port: PORT,
    database: "bench",
    fresh: true,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await database.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`\nSeñal ${signal} recibida: deteniendo PostgreSQL.`);
      void stop().finally(() => process.exit(130));
    });
  }
  let disconnect: (() => Promise<void>) | undefined;
  try {
    migrate(database.url);
    await seed(database.url);

    // The app reads its configuration on first use: set it before importing any of its modules.
    process.env.DATABASE_URL = database.url;
    process.env.UPLOAD_DIR = UPLOAD_DIR;
    const { listGestiones, getGestionForOffice, officeTimeline } =
      await import("@/lib/gestiones/admin-queries");
    const { listOwnGestiones, getOwnGestion } = await import("@/lib/gestiones/queries");
    const { adminListQuery, citizenListQuery, gestionCreateInput } =
      await import("@/lib/gestiones/schema");
    const { createGestion, addCitizenMessage } = await import("@/lib/gestiones/service");
    const { actorForSession, createSession } = await import("@/lib/auth/sessions");
    const { db } = await import("@/lib/db");
    disconnect = () => db().$disconnect();

    // Values to search for, read from the data set.
    const [sample] = await db().$queryRaw<
      { folio: string; dpi: string; correo: string; categoria_id: number; template_id: number }[]
    >`SELECT g.folio, c.dpi, c.correo, g.categoria_id, g.template_id
      FROM gestiones g JOIN citizens c ON c.id = g.citizen_id
      WHERE g.id = 31337 AND c.dpi IS NOT NULL AND c.correo IS NOT NULL`;
    if (!sample) throw new Error("No se encontró la gestión de muestra 31337.");
    const detailOwner = (
      await db().gestion.findUniqueOrThrow({
        where: { id: DETAIL_ID },
        select: { citizen_id: true },
      })
    ).citizen_id;

    const office = (query: Record<string, string>) => adminListQuery.parse(query);
    const list = async (query: AdminListQuery): Promise<Outcome> => {
      const page = await listGestiones(query, ME);
      return { total: page.total, rows: page.items.length };
    };
    const officeCases: [string, Record<string, string>][] = [
      ["sin filtros", {}],
      ...["new", "in_review", "in_progress", "waiting_info", "resolved", "rejected"].map(
        (estado): [string, Record<string, string>] => [`estado=${estado}`, { estado }],
      ),
      [`q=folio (${sample.folio})`, { q: sample.folio }],
      ["q=nombre parcial (velásq)", { q: "velásq" }],
      ["q=nombre parcial (maría lóp)", { q: "maría lóp" }],
      [`q=DPI (${sample.dpi})`, { q: sample.dpi }],
      ["q=correo", { q: sample.correo }],
      [`categoria_id=${sample.categoria_id}`, { categoria_id: String(sample.categoria_id) }],
      [`template_id=${sample.template_id}`, { template_id: String(sample.template_id) }],
      ["asignado=me", { asignado: "me" }],
      ["asignado=none", { asignado: "none" }],
      ["asignado=3", { asignado: "3" }],
      ["vencidas", { vencidas: "1" }],
      ["orden=due", { orden: "due" }],
      ["vencidas&orden=due&asignado=me", { vencidas: "1", orden: "due", asignado: "me" }],
      ["page=100", { page: "100" }],
      ["pageSize=100", { pageSize: "100" }],
      ["pageSize=100&page=100", { pageSize: "100", page: "100" }],
      ["estado=resolved&page=100", { estado: "resolved", page: "100" }],
    ];
    const own = (query: Record<string, string>) => citizenListQuery.parse(query);
    const ownList = async (citizenId: number, query: Record<string, string>): Promise<Outcome> => {
      const page = await listOwnGestiones(citizenId, own(query));
      return { total: page.total, rows: page.items.length };
    };

    const citizenRow = await db().citizen.findUniqueOrThrow({
      where: { id: 7 },
      select: { id: true },
    });
    const session = await createSession({ kind: "citizen", citizenId: citizenRow.id });
    const actor = await actorForSession(session.id);
    if (!actor) throw new Error("No se pudo crear la sesión del ciudadano de prueba.");
    const template = await db().gestionTemplate.findFirstOrThrow({
      where: { nombre: "Reparación de camino o calle" },
      select: { id: true, categoria_id: true },
    });
    const createInput = gestionCreateInput.parse({
      categoria_id: template.categoria_id,
      template_id: template.id,
      titulo: "Baches en el camino a la aldea",
      data: {
        municipio: "Salcajá",
        direccion: "Aldea Chuicavioc, frente a la escuela",
        descripcion: "El camino hacia la aldea tiene baches profundos desde las lluvias.",
        personas_afectadas: "De 50 a 200",
      },
    });
    let created = 0;
    // The service draws a random folio (GES-<year>-<6 digits>) and means to draw again when it is
    // taken; the collisions seen here are counted and retried with the same Idempotency-Key, as a
    // citizen's browser would.
    let folioCollisions = 0;
    let collisionMeta = "";
    const createWithRetry = async (idempotencyKey: string) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await createGestion(actor, createInput, { idempotencyKey });
        } catch (error) {
          const { code, message, meta } = error as {
            code?: string;
            message?: string;
            meta?: unknown;
          };
          if (code !== "P2002" || !String(message).includes("folio") || attempt >= 5) throw error;
          folioCollisions += 1;
          collisionMeta ||= JSON.stringify(meta, (key, value: unknown) =>
            key === "stack" ? undefined : value,
          );
        }
      }
    };

    const cases: Case[] = [
      ...officeCases.map(([name, query]): Case => ({
        group: "oficina",
        name,
        target: TARGET.officeList,
        runs: READ_RUNS,
        run: () => list(office(query)),
      })),
      {
        group: "ciudadano",
        name: `lista propia (ciudadano ${HEAVY_CITIZEN})`,
        target: TARGET.citizenList,
        runs: READ_RUNS,
        run: () => ownList(HEAVY_CITIZEN, {}),
      },
      {
        group: "ciudadano",
        name: "lista propia, page=5",
        target: TARGET.citizenList,
        runs: READ_RUNS,
        run: () => ownList(HEAVY_CITIZEN, { page: "5" }),
      },
      {
        group: "ciudadano",
        name: "lista propia q=agua",
        target: TARGET.citizenList,
        runs: READ_RUNS,
        run: () => ownList(HEAVY_CITIZEN, { q: "agua" }),
      },
      {
        group: "ciudadano",
        name: "lista propia q=folio (GES-2026)",
        target: TARGET.citizenList,
        runs: READ_RUNS,
        run: () => ownList(HEAVY_CITIZEN, { q: "GES-2026" }),
      },
      {
        group: "detalle",
        name: `getGestionForOffice(${DETAIL_ID})`,
        target: TARGET.detail,
        runs: READ_RUNS,
        run: async () => ({
          rows: (await getGestionForOffice(DETAIL_ID))?.notificaciones.length ?? 0,
        }),
      },
      {
        group: "detalle",
        name: `officeTimeline(${DETAIL_ID})`,
        target: TARGET.detail,
        runs: READ_RUNS,
        run: async () => ({ rows: (await officeTimeline(DETAIL_ID)).length }),
      },
      {
        group: "detalle",
        name: `oficina: cabecera + línea de tiempo (${DETAIL_ID})`,
        target: TARGET.detail,
        runs: READ_RUNS,
        run: async () => {
          const [, timeline] = await Promise.all([
            getGestionForOffice(DETAIL_ID),
            officeTimeline(DETAIL_ID),
          ]);
          return { rows: timeline.length };
        },
      },
      {
        group: "detalle",
        name: `getOwnGestion(${detailOwner}, ${DETAIL_ID})`,
        target: TARGET.detail,
        runs: READ_RUNS,
        run: async () => ({
          rows: (await getOwnGestion(detailOwner, DETAIL_ID))?.timeline.length ?? 0,
        }),
      },
      {
        group: "escritura",
        name: "createGestion + addCitizenMessage (2 PNG)",
        target: TARGET.create,
        runs: WRITE_RUNS,
        run: async () => {
          const gestion = await createWithRetry(randomUUID());
          await addCitizenMessage(
            actor,
            gestion.id,
            "Adjunto dos fotografías del camino.",
            [
              { bytes: new Uint8Array(PNG_A), name: "camino-1.png" },
              { bytes: new Uint8Array(PNG_B), name: "camino-2.png" },
            ],
            { idempotencyKey: randomUUID() },
          );
          created += 1;
          return { rows: 1 };
        },
      },
    ];

    // The local e-mail sender prints every notification: keep the table readable.
    const info = console.info;
    console.info = () => undefined;
    console.log(`\n${HEADER}`);
    const results: Result[] = [];
    let group = "";
    try {
      for (const benchCase of cases) {
        if (benchCase.group !== group && group) console.log("");
        group = benchCase.group;
        const result = await measure(benchCase);
        results.push(result);
        console.log(line(result));
      }
      // Let the e-mails the writes queued be delivered before the figures below and the shutdown.
      const { deliverPendingEmails } = await import("@/lib/email/outbox");
      while ((await deliverPendingEmails({ limit: 100 })).sent > 0);
    } finally {
      console.info = info;
    }

    // N+1 check: a list's statements do not grow with its page size.
    const listStatements = async (pageSize: string) =>
      countStatements(() => listGestiones(office({ pageSize }), ME));
    const ownStatements = async (pageSize: string) =>
      countStatements(() => listOwnGestiones(HEAVY_CITIZEN, own({ pageSize })));
    const n20 = await listStatements("20");
    const n100 = await listStatements("100");
    const o20 = await ownStatements("20");
    const o100 = await ownStatements("100");
    const constant = n20 === n100 && o20 === o100;
    console.log(
      `\nSentencias SQL por llamada: listGestiones pageSize=20 → ${n20}, pageSize=100 → ${n100}; ` +
        `listOwnGestiones pageSize=20 → ${o20}, pageSize=100 → ${o100}` +
        (constant ? " (constantes: sin N+1)" : "  ← crecen con la página (N+1)"),
    );
    const attachments = await db().gestionAttachment.count({
      where: {
        gestion: { citizen_id: citizenRow.id },
        created_at: { gte: new Date(Date.now() - 3_600_000) },
      },
    });
    console.log(
      `Escrituras: ${created} gestiones creadas con ${attachments} adjuntos en ${UPLOAD_DIR}.`,
    );

    if (folioCollisions > 0) {
      console.log(
        `createGestion: ${folioCollisions} colisiones de folio (P2002 en gestiones_folio_key) que el servicio no reintentó; ` +
          `meta del error: ${collisionMeta}`,
      );
    }

    const missed = results.filter((result) => result.p95 >= result.case.target);
    // For an office list over its target: the plan of its paging query, as the app sent it.
    const slowLists = missed.filter((result) => result.case.group === "oficina");
    if (slowLists.length) console.log("\nEXPLAIN ANALYZE de las listas fuera de objetivo:");
    for (const result of slowLists) {
      console.log(`- ${result.case.name}`);
      for (const text of await explainCall(database.url, result.case.run, /count\(\*\) OVER/)) {
        console.log(`    ${text}`);
      }
    }
    const loadAfter = load();
    console.log(`\nCarga del equipo antes (1/5/15 min): ${loadBefore}`);
    console.log(`Carga del equipo después (1/5/15 min): ${loadAfter}`);
    console.log(`Tiempo total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (missed.length || !constant) {
      console.log(
        `\nFuera de objetivo: ${[...missed.map((result) => `${result.case.group} ${result.case.name} (p95 ${result.p95.toFixed(1)} ms ≥ ${result.case.target} ms)`), ...(constant ? [] : ["sentencias por lista"])].join("; ")}`,
      );
      process.exitCode = 1;
    } else {
      console.log("\nTodos los casos dentro de su objetivo.");
    }
  } finally {
    await disconnect?.().catch(() => undefined);
    await stop();
    rmSync(path.resolve(UPLOAD_DIR), { recursive: true, force: true });
  }
}

// An explicit exit: the database pool would otherwise keep the process alive.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
