/** A Dialog's Escape handler asks this first: Escape in the editor's link form only closes that form. */
export function editorOwnsEscape(event: globalThis.KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest("[data-editor-escape]") !== null;
}
