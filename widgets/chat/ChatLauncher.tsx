/**
 * The chat launcher: the button that opens and closes the panel (its state
 * in aria-expanded; aria-controls names the panel while it is open and
 * there: not while its code loads, when aria-busy says so), with the
 * unread badge (hasNews, SPEC §4); its name is
 * its content: the text, then the unread count for screen readers (the
 * badge itself is hidden from them). Part of the
 * element entry, which stays tiny (no icon: every byte here is on the story
 * page); presentational, strings come in as props.
 */
import { forwardRef } from "react";

export interface LauncherViewProps {
  /** the visible text */
  text: string;
  /** read after the text by screen readers: the unread count ("" for none) */
  unreadText: string;
  /** the badge ("" for none; "99+" above 99) */
  badge: string;
  /** the panel is open */
  expanded: boolean;
  /** the panel's id while it is open and there (undefined while its code loads: no dangling aria-controls) */
  controls: string | undefined;
  /** the panel's code is loading */
  busy: boolean;
  onToggle(): void;
}

export const Launcher = forwardRef<HTMLButtonElement, LauncherViewProps>(function Launcher(p, ref) {
  return (
    <button
      ref={ref}
      type="button"
      part="launcher"
      className="btn launcher"
      aria-expanded={p.expanded}
      aria-controls={p.controls}
      aria-busy={p.busy || undefined}
      onClick={p.onToggle}
    >
      <span part="launcher-label">{p.text}</span>
      {p.badge ? (
        <span part="badge" className="badge" aria-hidden="true">
          {p.badge}
        </span>
      ) : null}
      {p.unreadText ? <span className="sr-only">{p.unreadText}</span> : null}
    </button>
  );
});
