import type { CitizenProfile } from "@/lib/citizens/profile-schema";

const DASH = "—";

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ");

/** The rows of the account card; an empty value shows a dash. */
export function accountRows(profile: CitizenProfile): [string, string | null][] {
  return [
    ["Nombres", join(profile.primer_nombre, profile.segundo_nombre, profile.tercer_nombre)],
    ["Apellidos", join(profile.primer_apellido, profile.segundo_apellido)],
    ["Correo", profile.correo],
    ["DPI", profile.dpi],
    ["Teléfono", profile.telefono],
    ["Departamento", profile.departamento],
    ["Municipio", profile.municipio],
  ];
}

/** A citizen's account as a description list (dashboard card and read-only profile data). */
export function AccountDetails({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words text-foreground">{value || DASH}</dd>
        </div>
      ))}
    </dl>
  );
}
