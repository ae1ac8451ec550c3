/**
 * "Copy credit line" of a story page's licence blocks (issue 20 "Licences";
 * templates/partials/photo-story.liquid `.photo-licence`): loaded by
 * pw-photo-viewer on the first press of a `button[data-pw-copy]`, so it is not
 * in the page's initial JavaScript. Copies the button's data-pw-copy (the
 * credit line shown beside it) with the Clipboard API; when the browser
 * refuses, selects the credit line (the element its aria-describedby names)
 * for the reader to copy by hand. Says which in the block's role="status"
 * (`.licence-copy-status`) with the page's own strings (data-pw-copied,
 * data-pw-copy-failed: the page's language).
 */
import { copyText, selectContents } from "../core/clipboard.js";

/** The page's copy buttons. */
export const COPY_BUTTONS = "button[data-pw-copy]";

/** Copies the credit line of `button` (a COPY_BUTTONS button) and says so in its block. */
export async function copyCredit(button: HTMLButtonElement): Promise<void> {
  const status = button.closest(".photo-licence")?.querySelector(".licence-copy-status");
  if (status) status.textContent = "";
  let done = await copyText(button.dataset.pwCopy ?? "");
  if (!done) {
    const id = button.getAttribute("aria-describedby");
    const credit = id ? button.ownerDocument.getElementById(id) : null;
    if (credit) selectContents(credit);
    done = false;
  }
  if (status) status.textContent = (done ? button.dataset.pwCopied : button.dataset.pwCopyFailed) ?? "";
}
