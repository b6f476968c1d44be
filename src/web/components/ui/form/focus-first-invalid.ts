/**
 * Moves focus to the first invalid control of `root` and scrolls it to the middle of the screen, so
 * the message under it is seen (a sticky header would hide a control scrolled to the top edge).
 * Waits one frame: aria-invalid is set by the render that follows the failed submit.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    // data-error-target: where the missing input goes when no single control is wrong (e.g. the next empty measurement slot)
    const control = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-target]');
    if (!control) return;
    control.focus({ preventScroll: true });
    control.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}
