import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";
import { DEPARTMENTS, type Department } from "./data";

export { DEPARTMENTS };
const CUI_PATTERN = /^\d{13}$/;
const SERIAL_PATTERN = /^\d{8}$/;

function findDepartment(name: string): Department | undefined {
  return DEPARTMENTS.find((department) => department.name === name);
}

export function departmentNames(): string[] {
  return DEPARTMENTS.map((department) => department.name);
}

/** Municipalities of a department in code order; empty for an unknown department. */
export function municipalitiesOf(departmentName: string): readonly string[] {
  return findDepartment(departmentName)?.municipalities ?? [];
}

export function isValidLocation(department: string, municipality: string): boolean {
  return municipalitiesOf(department).includes(municipality);
}

/** Whether the numeric RENAP codes name an existing department/municipality pair. */
function isValidLocationCode(departmentCode: number, municipalityCode: number): boolean {
  const department = DEPARTMENTS.find((candidate) => candidate.code === departmentCode);
  return (
    department !== undefined &&
    Number.isInteger(municipalityCode) &&
    municipalityCode >= 1 &&
    municipalityCode <= department.municipalities.length
  );
}

/**
 * Check digit of an 8-digit CUI serial: digits weighted 2..9 from left to right,
 * summed, modulo 11. A result of 10 means no valid CUI exists for the serial.
 */
function checkDigit(serial8: string): number {
  const sum = [...serial8].reduce((total, digit, index) => total + Number(digit) * (index + 2), 0);
  return sum % 11;
}

function twoDigits(code: number): string {
  return String(code).padStart(2, "0");
}

/**
 * Validates a Guatemalan CUI (the DPI number): 13 digits = 8-digit serial, check digit,
 * 2-digit department code and 2-digit municipality code.
 */
export function isValidCui(dpi: string): boolean {
  if (!CUI_PATTERN.test(dpi)) return false;
  // A check digit of 10 can never equal the single digit at position 9, so it fails here too.
  return (
    checkDigit(dpi.slice(0, 8)) === Number(dpi[8]) &&
    isValidLocationCode(Number(dpi.slice(9, 11)), Number(dpi.slice(11, 13)))
  );
}

/** Spanish, user-facing reason why `dpi` is not a valid CUI, or null when it is. */
export function cuiProblem(dpi: string): string | null {
  if (!CUI_PATTERN.test(dpi)) return "DPI debe tener 13 dígitos.";
  if (!isValidCui(dpi)) return DPI_NUMBER_INVALID;
  return null;
}

/** Builds a valid CUI from an 8-digit serial and RENAP location codes (used for demo data). */
export function makeCui(serial8: string, department: number, municipality: number): string {
  if (!SERIAL_PATTERN.test(serial8)) {
    throw new Error(`CUI serial must be exactly 8 digits, got "${serial8}".`);
  }
  if (!isValidLocationCode(department, municipality)) {
    throw new Error(
      `Unknown location code: department ${department}, municipality ${municipality}.`,
    );
  }
  const check = checkDigit(serial8);
  if (check === 10) {
    throw new Error(`Serial "${serial8}" has check digit 10; no valid CUI exists for it.`);
  }
  return `${serial8}${check}${twoDigits(department)}${twoDigits(municipality)}`;
}

export { districtMunicipalities, type DistrictMunicipalities } from "./district";
