/**
 * Copying text for the reader (issue 20 "copy credit line"): the
 * asynchronous Clipboard API (`navigator.clipboard.writeText`), and, when the
 * browser refuses it (no permission, an insecure page, an old browser),
 * selecting the text on the page so that the reader copies it with the
 * keyboard or the context menu. Browser-only, no React.
 */

/**
 * Writes `text` to the clipboard.
 * @returns true when the browser took it; false when the Clipboard API is
 *   missing or refused (NotAllowedError, a page without a secure context): the
 *   caller then selects the text (selectContents) and says how to copy it
 */
export async function copyText(text: string): Promise<boolean> {
  const clip = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (!clip || typeof clip.writeText !== "function") return false;
  try {
    await clip.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Selects everything inside `el` (also inside a shadow root) as the
 * document's selection, for the reader to copy by hand.
 * @returns false when the document has no selection to set
 */
export function selectContents(el: Element): boolean {
  const doc = el.ownerDocument;
  const sel = doc.defaultView?.getSelection();
  if (!sel) return false;
  const range = doc.createRange();
  range.selectNodeContents(el);
  sel.removeAllRanges();
  sel.addRange(range);
  return true;
}
