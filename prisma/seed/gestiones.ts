// Gestión categories (by nombre), templates (by categoria + nombre), preset messages (by nombre)
// and demo gestiones (by folio), each with its conversation and status history.
import type { GestionStatus, Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { withDistrictOptions } from "@/lib/gestiones/catalog-schema";
import { districtMunicipalities } from "@/lib/locations";
import type { AccountIds } from "./accounts";
import { LEGISLATOR } from "./data/identity";
import {
  GESTION_CATEGORIES,
  GESTIONES,
  PRESET_MESSAGES,
  type FieldSeed,
  type GestionSeed,
} from "./data/gestiones";
import { historyGestiones } from "./data/history";
import { addHours, addWorkingDays, daysAgo, must, type SectionResult } from "./util";

interface TemplateInfo {
  id: number;
  categoriaId: number;
  sla: number;
  fields: FieldSeed[];
}

async function seedCatalog(db: PrismaClient): Promise<{
  templates: Map<string, TemplateInfo>;
  presets: Map<string, number>;
  created: number;
}> {
  const templates = new Map<string, TemplateInfo>();
  let created = 0;
  for (const [index, categoria] of GESTION_CATEGORIES.entries()) {
    const before = await db.gestionCategoria.findUnique({
      where: { nombre: categoria.nombre },
      select: { id: true },
    });
    const row = await db.gestionCategoria.upsert({
      where: { nombre: categoria.nombre },
      create: {
        nombre: categoria.nombre,
        descripcion: categoria.descripcion,
        sla_dias_habiles: categoria.sla_dias_habiles,
        orden: index,
      },
      update: {},
      select: { id: true, sla_dias_habiles: true },
    });
    if (!before) created += 1;
    for (const [order, template] of categoria.templates.entries()) {
      const schema = { fields: template.fields } satisfies { fields: FieldSeed[] };
      const tpl = await db.gestionTemplate.upsert({
        where: { categoria_id_nombre: { categoria_id: row.id, nombre: template.nombre } },
        create: {
          categoria_id: row.id,
          nombre: template.nombre,
          descripcion: template.descripcion,
          data_schema_json: schema as unknown as Prisma.InputJsonValue,
          orden: order,
        },
        update: {},
        select: { id: true },
      });
      templates.set(`${categoria.nombre}/${template.nombre}`, {
        id: tpl.id,
        categoriaId: row.id,
        sla: row.sla_dias_habiles,
        fields: template.fields,
      });
    }
  }
  const presets = new Map<string, number>();
  for (const preset of PRESET_MESSAGES) {
    const row = await db.gestionPresetMessage.upsert({
      where: { nombre: preset.nombre },
      create: preset,
      update: {},
      select: { id: true },
    });
    presets.set(preset.nombre, row.id);
  }
  return { templates, presets, created };
}

const DISTRICT = districtMunicipalities(LEGISLATOR.district).municipios;

/**
 * The demo data must fill every required field and use only offered options (a district field's:
 * the municipalities of the demo office's district).
 */
function checkData(gestion: GestionSeed, seeded: readonly FieldSeed[]): void {
  for (const field of withDistrictOptions(seeded, DISTRICT)) {
    const value = gestion.data[field.key];
    if (field.required && !value)
      throw new Error(`${gestion.folio}: falta el campo obligatorio "${field.key}".`);
    if (value && field.options && !field.options.includes(value))
      throw new Error(`${gestion.folio}: "${value}" no es una opción de "${field.key}".`);
  }
  const unknown = Object.keys(gestion.data).filter(
    (key) => !seeded.some((field) => field.key === key),
  );
  if (unknown.length > 0)
    throw new Error(`${gestion.folio}: campos desconocidos ${unknown.join(", ")}.`);
}

interface Timeline {
  messages: Prisma.GestionMessageCreateWithoutGestionInput[];
  events: Prisma.GestionStatusEventCreateWithoutGestionInput[];
  lastActivity: Date;
  /** When it was last marked resolved, as the office's status change records it. */
  resolvedAt: Date | null;
}

function buildTimeline(
  gestion: GestionSeed,
  createdAt: Date,
  citizenId: number,
  ids: AccountIds,
  presets: Map<string, number>,
  now: Date,
): Timeline {
  const messages: Timeline["messages"] = [];
  const events: Timeline["events"] = [
    {
      from_status: null,
      to_status: "new",
      comment: "Gestión registrada desde el portal ciudadano.",
      created_at: createdAt,
    },
  ];
  let status: GestionStatus = "new";
  let previous = 0;
  let lastActivity = createdAt;
  let resolvedAt: Date | null = null;
  const admin = (email: string) => ({
    connect: { id: must(ids.admins.get(email), `administrador ${email}`) },
  });

  for (const step of gestion.steps) {
    if (step.at <= previous)
      throw new Error(`${gestion.folio}: los pasos deben ir en orden creciente.`);
    previous = step.at;
    const at = addHours(createdAt, step.at);
    if (at.getTime() >= now.getTime())
      throw new Error(`${gestion.folio}: un paso cae en el futuro (${step.at} h).`);
    lastActivity = at;
    if ("citizen" in step) {
      messages.push({
        body: step.citizen,
        is_internal: false,
        author_type: "citizen",
        authorCitizen: { connect: { id: citizenId } },
        created_at: at,
      });
    } else if ("staff" in step) {
      messages.push({
        body: step.staff,
        is_internal: step.internal ?? false,
        author_type: "staff",
        authorAdmin: admin(step.by),
        created_at: at,
      });
    } else {
      const presetBody = step.preset
        ? must(
            PRESET_MESSAGES.find((p) => p.nombre === step.preset),
            `mensaje predefinido ${step.preset}`,
          ).body
        : undefined;
      events.push({
        from_status: status,
        to_status: step.to,
        comment: step.comment ?? presetBody ?? null,
        preset: step.preset
          ? {
              connect: { id: must(presets.get(step.preset), `mensaje predefinido ${step.preset}`) },
            }
          : undefined,
        admin: admin(step.by),
        created_at: at,
      });
      status = step.to;
      if (step.to === "resolved") resolvedAt = at;
    }
  }
  if (status !== gestion.status)
    throw new Error(`${gestion.folio}: la historia termina en ${status}, no en ${gestion.status}.`);
  return { messages, events, lastActivity, resolvedAt };
}

export async function seedGestiones(db: PrismaClient, ids: AccountIds): Promise<SectionResult> {
  const { templates, presets, created: categoriesCreated } = await seedCatalog(db);
  const all = [...GESTIONES, ...historyGestiones()];
  const folios = all.map((g) => g.folio);
  const existing = new Set(
    (await db.gestion.findMany({ where: { folio: { in: folios } }, select: { folio: true } })).map(
      (g) => g.folio,
    ),
  );
  const now = new Date();
  let created = 0;

  for (const gestion of all) {
    if (existing.has(gestion.folio)) continue;
    const template = must(
      templates.get(`${gestion.categoria}/${gestion.template}`),
      `plantilla ${gestion.categoria}/${gestion.template}`,
    );
    checkData(gestion, template.fields);
    const citizenId = must(ids.citizens.get(gestion.citizen), `ciudadano ${gestion.citizen}`);
    const createdAt = daysAgo(gestion.createdDaysAgo, now);
    const { messages, events, lastActivity, resolvedAt } = buildTimeline(
      gestion,
      createdAt,
      citizenId,
      ids,
      presets,
      now,
    );
    await db.gestion.create({
      data: {
        folio: gestion.folio,
        citizen: { connect: { id: citizenId } },
        categoria: { connect: { id: template.categoriaId } },
        template: { connect: { id: template.id } },
        titulo: gestion.titulo,
        descripcion: gestion.data.descripcion ?? null,
        data: gestion.data,
        status: gestion.status,
        canal_origen: "portal",
        sla_due_at: addWorkingDays(createdAt, template.sla),
        resolved_at: resolvedAt,
        last_activity_at: lastActivity,
        created_at: createdAt,
        updated_at: lastActivity,
        messages: { create: messages },
        statusEvents: { create: events },
      },
    });
    created += 1;
  }

  const catalog = GESTION_CATEGORIES.reduce((total, c) => total + c.templates.length, 0);
  return {
    section: "Gestiones",
    created,
    existing: existing.size,
    images: 0,
    note: `${GESTION_CATEGORIES.length} categorías (${categoriesCreated} nuevas), ${catalog} plantillas, ${PRESET_MESSAGES.length} mensajes predefinidos`,
  };
}
