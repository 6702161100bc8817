// The 'municipio del distrito' field: its options come from the office's district
// (lib/locations/district.ts), the same schema checks an answer against them in the browser and on
// the server, and the field editor takes each key from its label (template-draft.ts).
import { describe, expect, it } from "vitest";
import { fieldKeys, payloadOf, EMPTY_FIELD } from "@/components/gestiones/config/template-draft";
import {
  templateDataSchema,
  templateSchemaJson,
  withDistrictOptions,
  type TemplateField,
} from "@/lib/gestiones/catalog-schema";
import { districtMunicipalities, municipalitiesOf } from "@/lib/locations";

describe("the municipalities of a district", () => {
  it("are the department's for a departmental district, however it is written", () => {
    const xela = districtMunicipalities("Quetzaltenango");
    expect(xela).toEqual({
      alcance: "Quetzaltenango",
      municipios: [...municipalitiesOf("Quetzaltenango")],
    });
    expect(xela.municipios).toHaveLength(24);
    expect(districtMunicipalities("  distrito de SOLOLA ").alcance).toBe("Sololá");
    expect(districtMunicipalities("Departamento de Alta Verapaz").municipios).toContain("Cobán");
  });

  it("split the department of Guatemala into the capital and the rest", () => {
    expect(districtMunicipalities("Distrito Central")).toEqual({
      alcance: "el Distrito Central",
      municipios: ["Guatemala"],
    });
    const rest = districtMunicipalities("Distrito de Guatemala").municipios;
    expect(rest).toHaveLength(16);
    expect(rest).toContain("Mixco");
    expect(rest).not.toContain("Guatemala");
  });

  it("are all of Guatemala's, with their department, for the national list or an unknown text", () => {
    const national = districtMunicipalities("Listado Nacional");
    expect(national.alcance).toBe("todo el país");
    expect(national.municipios).toHaveLength(340);
    expect(national.municipios).toContain("Mixco, Guatemala");
    expect(new Set(national.municipios).size).toBe(340);
    expect(districtMunicipalities("")).toEqual(national);
    expect(districtMunicipalities("Distrito de prueba")).toEqual(national);
  });
});

describe("an answer to a district field", () => {
  const stored = templateSchemaJson.parse({
    fields: [
      { key: "municipio", label: "Municipio afectado", type: "municipality", required: true },
    ],
  }).fields;

  it("is one of the district's municipalities, and nothing else", () => {
    const fields = withDistrictOptions(stored, districtMunicipalities("Quetzaltenango").municipios);
    expect(fields[0]!.options).toHaveLength(24);
    const schema = templateDataSchema(fields);
    expect(schema.safeParse({ municipio: "Salcajá" }).success).toBe(true);
    const outside = schema.safeParse({ municipio: "Mixco" });
    expect(outside.success).toBe(false);
    expect(outside.error!.issues[0]!.message).toBe("Elige una opción de «Municipio afectado».");
    expect(schema.safeParse({}).error!.issues[0]!.message).toBe("Completa «Municipio afectado».");
  });

  it("is refused when the district's options were never filled in", () => {
    expect(
      templateDataSchema(stored as TemplateField[]).safeParse({ municipio: "Salcajá" }).success,
    ).toBe(false);
  });

  it("leaves the other fields as they are", () => {
    const own: TemplateField = {
      key: "zona",
      label: "Zona",
      type: "select",
      required: false,
      options: ["1", "2"],
    };
    expect(withDistrictOptions([own], ["Salcajá"])).toEqual([own]);
  });
});

describe("the field editor's keys", () => {
  it("come from the label, distinct from each other, valid for the server", () => {
    const keys = fieldKeys([
      { key: "", label: "Municipio afectado" },
      { key: "", label: "Municipio afectado" },
      { key: "", label: "¿Cuántas personas?" },
      { key: "", label: "2.º apellido" },
      { key: "", label: "¿?" },
    ]);
    expect(keys).toEqual([
      "municipio_afectado",
      "municipio_afectado_2",
      "cuantas_personas",
      "campo_2_apellido",
      "campo_5",
    ]);
  });

  it("keep a saved field's key when its label changes, and give a new one another", () => {
    expect(
      fieldKeys([
        { key: "municipio", label: "Lugar" },
        { key: "", label: "Municipio" },
      ]),
    ).toEqual(["municipio", "municipio_2"]);
  });

  it("make a payload the server's schema accepts", () => {
    const payload = payloadOf({
      categoria_id: "1",
      nombre: "Reparación",
      descripcion: "",
      orden: "0",
      activo: true,
      fields: [
        { ...EMPTY_FIELD, label: "Municipio afectado", type: "municipality", required: true },
        { ...EMPTY_FIELD, label: "Municipio afectado", type: "text" },
        { ...EMPTY_FIELD, label: "A".repeat(60), type: "text" },
        { ...EMPTY_FIELD, label: "A".repeat(60), type: "text" },
      ],
    });
    const parsed = templateSchemaJson.safeParse(payload.data_schema_json);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.fields.map((field) => field.key)).toEqual([
      "municipio_afectado",
      "municipio_afectado_2",
      "a".repeat(40),
      `${"a".repeat(38)}_2`,
    ]);
    expect(parsed.data!.fields[0]).not.toHaveProperty("options");
  });
});
