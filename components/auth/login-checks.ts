import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@/lib/citizens/sign-in-schema";

/** The sign-in form's checks: the server's own schema, in its words. */
export const loginResolver = zodResolver(loginSchema, undefined, { raw: true });
