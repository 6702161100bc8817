// Site settings (id 1), social links (by tipo) and contact messages.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { LEGISLATOR } from "./data/identity";
import { CONTACT_MESSAGES, SOCIAL_LINKS } from "./data/site";
import { uploadLogo } from "./images";
import { addHours, daysAgo, type SectionResult } from "./util";

export async function seedSiteSettings(db: PrismaClient): Promise<SectionResult> {
  const current = await db.siteSettings.findUnique({
    where: { id: 1 },
    select: { logo_url: true },
  });
  let images = 0;
  let logoUrl = current?.logo_url ?? null;
  if (!logoUrl) {
    // The same emblem as the biography's logo when there is one; otherwise a fresh upload.
    const biography = await db.biographyVersion.findFirst({
      where: { es_activa: true },
      select: { imagen_logo: true },
    });
    logoUrl = biography?.imagen_logo ?? null;
    if (!logoUrl) {
      logoUrl = (await uploadLogo(LEGISLATOR.initials, LEGISLATOR.logoLabel, "logo-oficina.png"))
        .url;
      images += 1;
    }
  }
  await db.siteSettings.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      mostrar_biografia: true,
      mostrar_noticias: true,
      mostrar_logros: true,
      mostrar_valores: true,
      mostrar_contacto: true,
      mostrar_transparencia: true,
      email_oficial: LEGISLATOR.officialEmail,
      telefono_oficial: LEGISLATOR.officialPhone,
      direccion_oficial: LEGISLATOR.officeAddress,
      horario_atencion: LEGISLATOR.officeHours,
      mostrar_barra_superior: true,
      mostrar_barra_inferior: true,
      logo_url: logoUrl,
    },
    // An administrator's later choices are kept; only a missing logo is filled in.
    update: current?.logo_url ? {} : { logo_url: logoUrl },
  });
  // Who the demo site is about; an office's own edits are kept.
  await db.siteIdentity.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      nombre: LEGISLATOR.fullName,
      cargo: LEGISLATOR.cargo,
      distrito: LEGISLATOR.district,
      partido: LEGISLATOR.party,
      descripcion: LEGISLATOR.description,
      color: LEGISLATOR.brandColor,
    },
    update: {},
  });

  let linksCreated = 0;
  for (const link of SOCIAL_LINKS) {
    const exists = await db.socialLink.findUnique({
      where: { tipo: link.tipo },
      select: { id: true },
    });
    await db.socialLink.upsert({ where: { tipo: link.tipo }, create: link, update: {} });
    if (!exists) linksCreated += 1;
  }
  return {
    section: "Sitio y contacto",
    created: (current ? 0 : 1) + linksCreated,
    existing: (current ? 1 : 0) + SOCIAL_LINKS.length - linksCreated,
    images,
    note: `${SOCIAL_LINKS.length} redes sociales`,
  };
}

export async function seedContactMessages(db: PrismaClient): Promise<SectionResult> {
  const now = new Date();
  let created = 0;
  for (const message of CONTACT_MESSAGES) {
    // No natural key: the same sender with the same text is the same message.
    const exists = await db.contactMessage.findFirst({
      where: { email: message.email, mensaje: message.mensaje },
      select: { id: true },
    });
    if (exists) continue;
    const createdAt = daysAgo(message.createdDaysAgo, now);
    await db.contactMessage.create({
      data: {
        primer_nombre: message.primer_nombre,
        segundo_nombre: message.segundo_nombre ?? null,
        primer_apellido: message.primer_apellido,
        segundo_apellido: message.segundo_apellido ?? null,
        email: message.email,
        telefono: message.telefono ?? null,
        municipio: message.municipio ?? null,
        tema: message.tema,
        mensaje: message.mensaje,
        canal_respuesta: "email",
        estado: message.estado,
        respuesta: message.respuesta ?? null,
        respondido_at:
          message.answeredAfterHours === undefined
            ? null
            : addHours(createdAt, message.answeredAfterHours),
        created_at: createdAt,
      },
    });
    created += 1;
  }
  return {
    section: "Mensajes de contacto",
    created,
    existing: CONTACT_MESSAGES.length - created,
    images: 0,
  };
}
