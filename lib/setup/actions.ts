"use server";

import { publicAction } from "@/lib/actions/wrappers";
import { setupInput } from "@/lib/setup/schema";
import { completeSetup } from "@/lib/setup/service";

/** The /setup form: the first administrator and the identity. */
export const completeSetupAction = publicAction({ schema: setupInput }, (input, { ip }) =>
  completeSetup(input, ip),
);
