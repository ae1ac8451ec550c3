/**
 * The presentational toggle both buttons share: a `<button aria-pressed>`
 * with an icon, a constant label (the state is in aria-pressed, per the
 * WAI-ARIA toggle-button pattern), the next action as its title, an
 * optional count, and a polite live region for failures.
 */
import type { ReactNode } from "react";

export interface ToggleButtonViewProps {
  /** aria-pressed */
  pressed: boolean;
  /** visible, constant label (like / collect) */
  label: string;
  /** what activating does next (like/unlike, collect/uncollect): the title */
  hint: string;
  /** show the count slot */
  showCount: boolean;
  /** the count, null while unknown (the slot keeps its width) */
  count: number | null;
  /** a toggle is in flight (aria-busy) */
  busy: boolean;
  /** missing ids: nothing to toggle */
  disabled: boolean;
  /** message of the last failure, announced politely */
  error: string | null;
  /** icon drawn in currentColor; `filled` when pressed */
  icon: (filled: boolean) => ReactNode;
  onToggle: () => void;
}

export function ToggleButton(p: ToggleButtonViewProps) {
  return (
    <>
      <button
        type="button"
        part="button"
        className="btn"
        aria-pressed={p.pressed}
        aria-busy={p.busy || undefined}
        title={p.hint}
        disabled={p.disabled}
        onClick={p.onToggle}
      >
        <svg part="icon" className="icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
          {p.icon(p.pressed)}
        </svg>
        <span part="label" className="label">
          {p.label}
        </span>
        {p.showCount ? (
          <span part="count" className="count">
            {p.count ?? ""}
          </span>
        ) : null}
      </button>
      <span className="sr-only" role="status">
        {p.error ?? ""}
      </span>
    </>
  );
}
