import { dpiMoveInput } from "@/lib/citizens/dpi-move-schema";
import { moveCitizenDpi } from "@/lib/citizens/dpi-move";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/**
 * POST /api/admin/users/{id}/dpi with { destino_correo, verificacion }: after verifying its owner
 * in person, the office moves the account's DPI to the account of that e-mail, or frees it when
 * none is given ({ ok, message, user }).
 */
export const POST = adminRoute(
  { permission: "citizens.write", params: idParams, body: dpiMoveInput },
  ({ actor, params, body, ip }) => moveCitizenDpi(actor, params.id, body, ip),
);
