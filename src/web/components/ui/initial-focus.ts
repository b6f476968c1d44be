/** Marks the modal's own close button: it never receives the initial focus (a space would close the dialog). */
const CLOSE_BUTTON_ATTRIBUTE = 'data-modal-close';

const FIELDS = 'input:not([type="hidden"]), select, textarea';
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable="true"]';

function canTakeFocus(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement)) return false;
  if (el.matches(':disabled') || el.closest('[hidden], [inert]')) return false;
  return el.tabIndex >= 0 || el.hasAttribute('data-autofocus') || el.hasAttribute('data-autofocus-fallback');
}

function first(root: HTMLElement, selector: string): HTMLElement | null {
  for (const el of root.querySelectorAll(selector)) {
    if (canTakeFocus(el) && !el.hasAttribute(CLOSE_BUTTON_ATTRIBUTE)) return el;
  }
  return null;
}

/**
 * Where a dialog puts the focus when it opens: an element marked `data-autofocus`, else the first form
 * field, else one marked `data-autofocus-fallback` (the confirm dialog's least destructive button),
 * else the first focusable element that is not the close button.
 */
export function initialFocusTarget(root: HTMLElement): HTMLElement | null {
  return (
    first(root, '[data-autofocus]') ??
    first(root, FIELDS) ??
    first(root, '[data-autofocus-fallback]') ??
    first(root, FOCUSABLE)
  );
}

/**
 * Gives the focus back to the element that opened a dialog, unless it has gone or sits in a dialog that
 * is itself closing (a confirm dialog inside a modal that closes with it).
 */
export function restoreFocus(opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
  if (opener.closest('dialog:not([open])')) return;
  opener.focus();
}
