import type { ActionResult } from "@/lib/actions/result";
import {
  createFormalAction,
  createValorAction,
  deleteFormalAction,
  deleteValorAction,
  updateFormalAction,
  updateValorAction,
} from "@/lib/values/actions";
import {
  formalCreateInput,
  formalUpdateInput,
  valorCreateInput,
  valorUpdateInput,
  type ValorItem,
} from "@/lib/values/schema";
import type { z } from "zod";

/** What differs between the two tabs of titled items (ethical values, formal commitments). */
export interface TitledItemsConfig {
  owner: "valor" | "formal";
  heading: string;
  createTitle: string;
  addLabel: string;
  editTitle: string;
  itemLabel: (item: ValorItem) => string;
  emptyText: string;
  /** When the server could not read the list. */
  readFailure: string;
  createError: string;
  deleteTitle: string;
  deleteQuestion: (item: ValorItem) => string;
  deleteError: string;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  create: (input: unknown) => Promise<ActionResult<unknown>>;
  update: (input: {
    id: number;
    values: { titulo: string; descripcion: string };
  }) => Promise<ActionResult<unknown>>;
  remove: (input: { id: number }) => Promise<ActionResult<unknown>>;
}

export const VALORES: TitledItemsConfig = {
  owner: "valor",
  heading: "Valores éticos",
  createTitle: "Nuevo valor ético",
  addLabel: "Agregar valor",
  editTitle: "Editar valor ético",
  itemLabel: (item) => `«${item.titulo}»`,
  emptyText: "No hay valores creados aún.",
  readFailure: "No se pudo cargar la lista de valores.",
  createError: "No se pudo crear.",
  deleteTitle: "Eliminar valor",
  deleteQuestion: (item) => `¿Eliminar el valor «${item.titulo}» y sus imágenes?`,
  deleteError: "No se pudo eliminar el valor.",
  createSchema: valorCreateInput,
  updateSchema: valorUpdateInput,
  create: createValorAction,
  update: updateValorAction,
  remove: deleteValorAction,
};

export const FORMALES: TitledItemsConfig = {
  owner: "formal",
  heading: "Compromisos formales",
  createTitle: "Nuevo compromiso formal",
  addLabel: "Agregar compromiso formal",
  editTitle: "Editar compromiso formal",
  itemLabel: (item) => `«${item.titulo}»`,
  emptyText: "No hay compromisos formales creados aún.",
  readFailure: "No se pudieron cargar los compromisos formales.",
  createError: "No se pudo crear.",
  deleteTitle: "Eliminar compromiso formal",
  deleteQuestion: (item) =>
    `¿Eliminar el compromiso formal «${item.titulo}» y sus imágenes? Esta acción es irreversible.`,
  deleteError: "No se pudo eliminar.",
  createSchema: formalCreateInput,
  updateSchema: formalUpdateInput,
  create: createFormalAction,
  update: updateFormalAction,
  remove: deleteFormalAction,
};
