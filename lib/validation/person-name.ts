// The one rule for a person's name, wherever one is typed (registration, the office's edit, the
// contact form): letters of any alphabet with their accents, words joined by spaces, apostrophes
// or hyphens, and a dot only to close an initial ('Ma. José'). No digits, no '@', no '/' or ':',
// and no dot between letters, so that no name can carry a web address or an e-mail ('evil.example')
// into the e-mails and screens that show it. Empty passes: whether a name is required is the
// field's own rule. Client-safe.

export const NAME_PATTERN = /^$|^[\p{L}\p{M}]+(?:(?:[ '’-]+|\. +)[\p{L}\p{M}]+)*\.?$/u;
export const NAME_MESSAGE = "Usa solo letras, espacios, apóstrofos o guiones.";
