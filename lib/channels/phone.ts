// Phone numbers as the channels use them: E.164, parsed and checked by libphonenumber-js (its
// small metadata, so the registration form can check a number as it is typed). Client-safe.
import { parsePhoneNumberFromString } from "libphonenumber-js";

/** The channels a phone number is reached on. */
export const PHONE_CHANNELS = ["whatsapp", "sms"] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

export const MOBILE_INVALID_MESSAGE =
  "Ingresa un número de celular válido: 8 dígitos, o con su código de país (+502 5555 1234).";

/**
 * A number in E.164 (`+50255551234`), or null when it is none: 8 digits are a Guatemalan number,
 * anything else needs its country code. Spaces, dashes and dots are ignored.
 */
export function toE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value.trim(), "GT");
  return phone?.isValid() ? phone.number : null;
}

/**
 * The ways a stored Guatemalan number may be written (E.164, or the 8 digits accounts registered
 * before numbers were stored in E.164 keep), for finding an account by its number.
 */
export function storedForms(e164: string): string[] {
  return e164.startsWith("+502") ? [e164, e164.slice(4)] : [e164];
}
