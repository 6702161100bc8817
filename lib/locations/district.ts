import { DEPARTMENTS } from "./data";

// The municipalities of the office's district, from the identity's 'Distrito' as the office writes
// it: a department's name ("Quetzaltenango", "Distrito de Sololá"), the 'Distrito Central' (the
// municipality of Guatemala, the capital) or the 'Listado Nacional'. Guatemala's electoral
// districts are the departments, except that the department of Guatemala is two: the Distrito
// Central (the capital) and the Distrito de Guatemala (its other 16 municipalities). Pure and
// client-safe: the portal's form and the server check the same list.

export interface DistrictMunicipalities {
  /** Where the list comes from, for the office's screens: "Quetzaltenango", "todo el país". */
  alcance: string;
  /** The options a 'municipio del distrito' field offers, in code order. */
  municipios: string[];
}

const CAPITAL = "Guatemala";

/** Lower case, no accents, single spaces: how two spellings of a place are compared. */
const folded = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/** Every municipality of Guatemala, named with its department: names repeat across departments. */
function nationalList(): DistrictMunicipalities {
  return {
    alcance: "todo el país",
    municipios: DEPARTMENTS.flatMap((department) =>
      department.municipalities.map((municipality) => `${municipality}, ${department.name}`),
    ),
  };
}

/**
 * The municipalities of a district. A text that names no district (empty, 'Listado Nacional', a
 * typo) gives the national list: a citizen can always name their municipality.
 */
export function districtMunicipalities(distrito: string): DistrictMunicipalities {
  const name = folded(distrito).replace(/^(distrito|departamento) (de |del )?/, "");
  if (name === "central") return { alcance: "el Distrito Central", municipios: [CAPITAL] };
  const department = DEPARTMENTS.find((candidate) => folded(candidate.name) === name);
  if (!department) return nationalList();
  const municipios =
    department.name === CAPITAL
      ? department.municipalities.filter((municipality) => municipality !== CAPITAL)
      : [...department.municipalities];
  return { alcance: department.name, municipios };
}
