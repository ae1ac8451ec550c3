/**
 * Which inputs the reader changed (SPEC §8 style_1, issue 12: the back
 * button asks only for what the reader typed, never for a form the page
 * pre-filled, e.g. the profile filled once from the member's details).
 * Listens on the document, in the capture phase, to `focusin` (the value
 * before the reader's first edit) and `input`/`change` (composed events, so
 * inputs inside the widgets' shadow roots are seen too).
 */

const before = new WeakMap<Element, string>();
const touched = new WeakSet<Element>();
let installed = false;

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (t: unknown): t is Field => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement;

/** The comparable value of a field: checked state for boxes, chosen file count for files, else the text. */
function valueOf(el: Field): string {
  if (el instanceof HTMLInputElement) {
    if (el.type === "checkbox" || el.type === "radio") return String(el.checked);
    if (el.type === "file") return String(el.files?.length ?? 0);
  }
  return el.value;
}

/** Starts listening (once a page; safe to call again). */
export function trackChanges(doc: Document = document): void {
  if (installed) return;
  installed = true;
  doc.addEventListener(
    "focusin",
    (e) => {
      const t = e.composedPath()[0];
      if (isField(t) && !before.has(t)) before.set(t, valueOf(t));
    },
    true,
  );
  const edited = (e: Event) => {
    const t = e.composedPath()[0];
    if (isField(t)) touched.add(t);
  };
  doc.addEventListener("input", edited, true);
  doc.addEventListener("change", edited, true);
}

/**
 * Whether the reader changed this field: they edited it, and its value
 * differs from what it was before their first edit (typing a value and
 * deleting it again is no change).
 */
export function changedByReader(el: Field): boolean {
  if (!touched.has(el)) return false;
  const was = before.get(el);
  return was === undefined || was !== valueOf(el);
}
