// The two widths every screen is read at: the desktop project's 1280 px, and a phone's 390 px.
// A journey that behaves the same at both runs once, on the desktop, tagged AT_390: each of its
// axe readings is taken at 390 px too (support/axe.ts). What a phone does differently — menus,
// touch targets, the camera, going offline, the bytes of a first visit — runs on the phone project,
// tagged PHONE (support/test.ts); such a phone journey tagged AT_1280 as well reads each of its
// states at 1280 px too, so a state only a phone reaches is still checked at both widths.

/** A phone's viewport, as the phone project sets it (playwright.config.ts). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The desktop project's viewport (playwright.config.ts). */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** A desktop test whose axe readings are taken at 390 px as well. */
export const AT_390 = "@390px";

/** A phone test whose axe readings are taken at 1280 px as well. */
export const AT_1280 = "@1280px";
