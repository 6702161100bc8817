import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { PERMISSION_LABELS } from "@/lib/roles/labels";
import type { RoleView } from "@/lib/roles/queries";

/** A role whose permissions nobody changes: what it may and may not do, in words. */
export function FixedRoleCard({ role }: { role: RoleView }) {
  const missing = PERMISSIONS.filter((permission) => !role.permisos.includes(permission));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{role.rol}</h2>
        <CardDescription>{role.descripcion} Sus permisos son fijos.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="list-disc space-y-1 pl-5" aria-label={`Qué puede hacer ${role.rol}`}>
          {role.permisos.map((permission) => (
            <li key={permission}>{PERMISSION_LABELS[permission]}</li>
          ))}
        </ul>
        {missing.length > 0 && (
          <>
            <p className="font-medium">No puede:</p>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              {missing.map((permission) => (
                <li key={permission}>{PERMISSION_LABELS[permission]}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
