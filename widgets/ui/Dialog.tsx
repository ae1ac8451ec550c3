/**
 * The one modal dialog of the widgets, on the native `<dialog>` element
 * (`showModal()`: the page behind is inert, Escape cancels, a click on the
 * backdrop closes, Tab and Shift+Tab wrap around inside the dialog instead of
 * leaving for the browser's own UI; on close the browser gives the focus back
 * to where it was).
 * Presentational: title, content and actions come in as props and children.
 *
 * Parts: `dialog`, `dialog-title`. Styles: `.pw-dialog*` in ui/base.css.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";

export interface DialogProps {
  /** shown (showModal) or closed */
  open: boolean;
  /** heading text, also the dialog's accessible name */
  title: string;
  /** "alertdialog" for confirmations (SPEC §8 style_1), "dialog" otherwise */
  role?: "dialog" | "alertdialog";
  /** id of the element describing the dialog (its message), if any */
  describedBy?: string;
  /** the element to focus when it opens (default: the first focusable one) */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape or a close button: the owner sets open to false */
  onClose: () => void;
  /** extra class names for the dialog */
  className?: string;
  children: ReactNode;
}

/** A click on the modal dialog's ::backdrop: its target is the dialog itself, outside the dialog's box. */
function onBackdrop(e: MouseEvent<HTMLDialogElement>): boolean {
  const d = e.target;
  if (!(d instanceof HTMLDialogElement) || !d.open) return false;
  const r = d.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The Tab stops inside `root`, in order, as the browser moves through them: a
 * group of radio buttons (one name) is one stop, its checked button, else its
 * first (issue 20: the download dialog's sizes and packs).
 */
export function tabStops(root: Element): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const radio = (x: Element): x is HTMLInputElement => x instanceof HTMLInputElement && x.type === "radio" && x.name !== "";
  return all.filter((el) => {
    if (!radio(el)) return true;
    const group = all.filter((x): x is HTMLInputElement => radio(x) && x.name === el.name);
    return el === (group.find((r) => r.checked) ?? group[0]);
  });
}

/**
 * Tab at either end of the open dialog wraps around inside it. The native
 * modal dialog already keeps the page behind inert, but lets Tab leave for
 * the browser's own UI; the share dialog keeps the focus in, as its
 * browser test asks. (A candidate for ui/Dialog.tsx, for every dialog.)
 */
function wrapTab(e: KeyboardEvent<HTMLDialogElement>): void {
  if (e.key !== "Tab" || !(e.target instanceof Element)) return;
  const dialog = e.target.closest("dialog[open]");
  if (!dialog) return;
  const items = tabStops(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || (e.shiftKey ? e.target === first : e.target === last)) {
    e.preventDefault();
    (e.shiftKey ? last : first)?.focus();
  }
}

export function Dialog(p: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (p.open && !d.open) {
      d.showModal();
      p.initialFocus?.current?.focus();
    } else if (!p.open && d.open) d.close();
  }, [p.open, p.initialFocus]);
  return (
    <dialog
      ref={ref}
      part="dialog"
      className={`pw-dialog${p.className ? ` ${p.className}` : ""}`}
      role={p.role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={p.describedBy}
      onClick={(e) => {
        if (onBackdrop(e)) p.onClose();
      }}
      onKeyDown={wrapTab}
      onCancel={(e) => {
        // Escape: the owner decides (it sets open to false)
        e.preventDefault();
        p.onClose();
      }}
    >
      <h2 id={titleId} part="dialog-title" className="pw-dialog-title">
        {p.title}
      </h2>
      {p.children}
    </dialog>
  );
}
