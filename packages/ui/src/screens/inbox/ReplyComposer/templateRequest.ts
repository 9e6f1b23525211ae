// The '/' shortcut of the item and chat pages (screens.md "Keyboard": / template): the page asks the reply box in
// `container` to start a template; the composer (useSlashTemplates) types a '/' at the end of the draft and so opens
// its template suggestions, with focus in the box. A DOM event, so the page needs no handle on the lazy composer.
export const TEMPLATE_REQUEST = 'console:template-request';

/** Asks the reply box inside `container` for template suggestions; false when there is no enabled box. */
export function requestTemplate(container: Element | null): boolean {
  const box = container?.querySelector('textarea');
  if (!box || box.disabled) return false;
  const before = box.getBoundingClientRect().top;
  box.focus();
  const ask = () => box.dispatchEvent(new CustomEvent(TEMPLATE_REQUEST));
  // Focusing an off-screen box scrolls the page, and that scroll event (sent with the next frame, before its
  // animation callbacks) would close the list it opens; so after a scroll, ask once that frame has begun.
  if (box.getBoundingClientRect().top === before) ask();
  else requestAnimationFrame(ask);
  return true;
}

// A macro with a template (docs/macros.md): the page puts the template's text at the end of the draft, with focus in
// the box; the macro's other actions wait for the reply. The same DOM event way as the '/' request.
export const TEXT_INSERT_REQUEST = 'console:text-insert';

/** Puts `text` at the end of the draft of the reply box inside `container`; false when there is no enabled box. */
export function requestTextInsert(container: Element | null, text: string): boolean {
  const box = container?.querySelector('textarea');
  if (!box || box.disabled) return false;
  box.focus();
  box.dispatchEvent(new CustomEvent(TEXT_INSERT_REQUEST, { detail: text }));
  return true;
}
