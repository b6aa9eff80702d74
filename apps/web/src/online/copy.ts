/**
 * Copies text for the share link. The async Clipboard API needs a secure context (https or
 * localhost) and the page's focus; a LAN address over plain http has no `navigator.clipboard`
 * at all. Then the text is selected in a hidden field and copied with execCommand, which
 * still works there. Resolves to whether either way succeeded.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const nav = doc.defaultView?.navigator;
  if (nav?.clipboard?.writeText) {
    try {
      await nav.clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, no focus): try the old way
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
