import { z } from "zod";
import { LOGIN_MESSAGES } from "@/lib/citizens/messages";
import { confirmEmailSchema } from "@/lib/citizens/profile-schema";

// The link a gestión without an account is claimed with (lib/contact/claim-service.ts): its page,
// its input and its texts. Client-safe: the claim page's form uses them too.

export const CLAIM_PATH = "/portal/reclamar";

/** The token of the link, checked as every link's token is. */
export const claimInput = z.object({ token: confirmEmailSchema.shape.token });
export type ClaimInput = z.input<typeof claimInput>;

export const CLAIM_MESSAGES = {
  invalid:
    "El enlace para agregar la gestión a tu cuenta no es válido, ya se usó o venció. Si necesitas ayuda, escríbenos desde la página de contacto.",
  claimed: (folio: string) => `La gestión ${folio} ahora está en tu cuenta.`,
  failed: "No se pudo agregar la gestión a tu cuenta. Intenta de nuevo.",
  tooMany: LOGIN_MESSAGES.tooMany,
} as const;
