import { describe, it, expect } from "vitest";

import {
  DEPARTMENTS,
  cuiProblem,
  departmentNames,
  isValidCui,
  isValidLocation,
  makeCui,
  municipalitiesOf,
} from "../../lib/locations";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";

const EXPECTED_COUNTS: Record<string, number> = {
  Guatemala: 17,
  "El Progreso": 8,
  Sacatepéquez: 16,
  Chimaltenango: 16,
  Escuintla: 14,
  "Santa Rosa": 14,
  Sololá: 19,
  Totonicapán: 8,
  Quetzaltenango: 24,
  Suchitepéquez: 21,
  Retalhuleu: 9,
  "San Marcos": 30,
  Huehuetenango: 33,
  Quiché: 21,
  "Baja Verapaz": 8,
  "Alta Verapaz": 17,
  Petén: 14,
  Izabal: 5,
  Zacapa: 11,
  Chiquimula: 11,
  Jalapa: 7,
  Jutiapa: 17,
};

describe("location data", () => {
  it("has the 22 departments in code order", () => {
    expect(DEPARTMENTS).toHaveLength(22);
    expect(DEPARTMENTS.map((department) => department.code)).toEqual(
      Array.from({ length: 22 }, (_, index) => index + 1),
    );
    expect(departmentNames()).toEqual(Object.keys(EXPECTED_COUNTS));
  });

  it("has 340 municipalities in total", () => {
    const total = DEPARTMENTS.reduce(
      (sum, department) => sum + department.municipalities.length,
      0,
    );
    expect(total).toBe(340);
  });

  it("has the official municipality count for every department", () => {
    for (const [name, count] of Object.entries(EXPECTED_COUNTS)) {
      expect(municipalitiesOf(name), name).toHaveLength(count);
    }
  });

  it("has no duplicate municipality names within a department", () => {
    for (const department of DEPARTMENTS) {
      expect(new Set(department.municipalities).size, department.name).toBe(
        department.municipalities.length,
      );
    }
  });

  it("includes well-known and recently created municipalities", () => {
    expect(municipalitiesOf("Guatemala")).toEqual(expect.arrayContaining(["Mixco", "Villa Nueva"]));
    expect(municipalitiesOf("Petén")).toEqual(expect.arrayContaining(["Las Cruces", "El Chal"]));
    expect(municipalitiesOf("Suchitepéquez")).toContain("San José La Máquina");
    expect(municipalitiesOf("Escuintla")).toContain("Sipacate");
    expect(municipalitiesOf("Huehuetenango")).toContain("Petatán");
  });

  it("keeps municipalities in code order", () => {
    expect(municipalitiesOf("Guatemala")[0]).toBe("Guatemala");
    expect(municipalitiesOf("Guatemala")[7]).toBe("Mixco");
    expect(municipalitiesOf("Guatemala")[14]).toBe("Villa Nueva");
    expect(municipalitiesOf("Alta Verapaz")[8]).toBe("San Pedro Carchá");
  });

  it("returns an empty list for an unknown department", () => {
    expect(municipalitiesOf("Atlántida")).toEqual([]);
  });

  it("validates department/municipality pairs", () => {
    expect(isValidLocation("Guatemala", "Mixco")).toBe(true);
    expect(isValidLocation("Petén", "El Chal")).toBe(true);
    expect(isValidLocation("Guatemala", "El Chal")).toBe(false);
    expect(isValidLocation("Atlántida", "Mixco")).toBe(false);
  });
});

describe("isValidCui", () => {
  it("accepts the demo account CUI", () => {
    expect(isValidCui("1234567890101")).toBe(true);
  });

  it("rejects a wrong check digit", () => {
    expect(isValidCui("1234567880101")).toBe(false);
  });

  it("rejects unknown department codes", () => {
    expect(isValidCui("1234567892301")).toBe(false);
    expect(isValidCui("1234567890001")).toBe(false);
  });

  it("rejects municipality codes beyond the department's count", () => {
    expect(isValidCui("1234567890208")).toBe(true);
    expect(isValidCui("1234567890209")).toBe(false);
    expect(isValidCui("1234567890100")).toBe(false);
  });

  it("rejects anything that is not exactly 13 digits", () => {
    for (const dpi of ["", "123456789010", "12345678901011", "12345678901a1", "1234 56789 0101"]) {
      expect(isValidCui(dpi), dpi).toBe(false);
    }
  });
});

describe("cuiProblem", () => {
  it("explains what is wrong in Spanish", () => {
    expect(cuiProblem("1234")).toBe("DPI debe tener 13 dígitos.");
    expect(cuiProblem("123456789010x")).toBe("DPI debe tener 13 dígitos.");
    expect(cuiProblem("1234567880101")).toBe(DPI_NUMBER_INVALID);
    expect(cuiProblem("1234567890101")).toBeNull();
  });
});

describe("makeCui", () => {
  it("reproduces the demo account CUI", () => {
    expect(makeCui("12345678", 1, 1)).toBe("1234567890101");
  });

  it("round-trips through isValidCui", () => {
    const samples: [string, number, number][] = [
      ["00000001", 17, 14],
      ["48213975", 10, 21],
      ["99999999", 13, 33],
      ["20240915", 22, 17],
    ];
    for (const [serial, department, municipality] of samples) {
      const location = `${String(department).padStart(2, "0")}${String(municipality).padStart(2, "0")}`;
      const cui = makeCui(serial, department, municipality);
      expect(cui).toMatch(new RegExp(`^${serial}\\d${location}$`));
      expect(isValidCui(cui), cui).toBe(true);
    }
  });

  it("throws when the check digit would be 10", () => {
    // 6 * 9 = 54 and 54 mod 11 = 10.
    expect(() => makeCui("00000006", 1, 1)).toThrow();
  });

  it("throws on malformed serials and unknown location codes", () => {
    expect(() => makeCui("1234567", 1, 1)).toThrow();
    expect(() => makeCui("1234567a", 1, 1)).toThrow();
    expect(() => makeCui("12345678", 23, 1)).toThrow();
    expect(() => makeCui("12345678", 2, 9)).toThrow();
  });
});
