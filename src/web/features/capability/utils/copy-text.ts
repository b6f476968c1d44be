/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts, and plant tablets
 * often open the app over plain http on the LAN, so the older selection copy is the fallback.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  // execCommand is deprecated but remains the only copy path outside secure contexts
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
