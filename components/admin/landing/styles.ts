/** A card's h2 on the landing screens (the page's h1 is the screen title). */
export const CARD_TITLE = "text-lg leading-snug font-semibold";
