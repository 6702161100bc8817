// Tiny builders for the demo articles' HTML. Only tags on the sanitizer's allowlist are produced
// (p, h2, ul, li, strong, em, blockquote); the texts are trusted constants written in this folder.

export const p = (text: string): string => `<p>${text}</p>`;
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const ul = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
export const quote = (text: string, author?: string): string =>
  `<blockquote><p>${text}</p>${author ? `<p><strong>${author}</strong></p>` : ""}</blockquote>`;

export const article = (...blocks: string[]): string => blocks.join("\n");
