import "server-only";
import { fieldsOf } from "@/lib/gestiones/mappers";
import { withDistrictOptions, type TemplateField } from "@/lib/gestiones/catalog-schema";
import { districtMunicipalities, type DistrictMunicipalities } from "@/lib/locations";
import { readIdentity } from "@/lib/site/identity";

/** The municipalities of the office's district, from its identity as it is now. */
export async function officeDistrict(): Promise<DistrictMunicipalities> {
  return districtMunicipalities((await readIdentity()).distrito);
}

/** A stored procedure's fields as citizens get them: district fields with their options. */
export function citizenFields(json: unknown, district: DistrictMunicipalities): TemplateField[] {
  return withDistrictOptions(fieldsOf(json), district.municipios);
}
