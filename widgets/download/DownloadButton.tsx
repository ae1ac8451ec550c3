/**
 * The download button's view: the button only, in the element entry (on
 * story pages every byte here counts, DESIGN §6). The dialog it opens is
 * DownloadDialog.tsx, in the chunk loaded on the first press; pointing at the
 * button or focusing it fetches that chunk ahead of the press.
 */
export interface DownloadButtonViewProps {
  label: string;
  /** the dialog's code loads, the quota is read or the download runs (aria-busy) */
  busy: boolean;
  /** no photo to download */
  disabled: boolean;
  onStart(): void;
  /** the reader points at or focuses the button: fetch the dialog's chunk */
  onPrefetch(): void;
}

export function DownloadButton(p: DownloadButtonViewProps) {
  return (
    <button
      type="button"
      part="button"
      className="btn"
      aria-busy={p.busy || undefined}
      disabled={p.disabled}
      onClick={p.onStart}
      onPointerEnter={p.onPrefetch}
      onFocus={p.onPrefetch}
    >
      <svg part="icon" className="icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
        <path d="M12 3v11m0 0-4.5-4.5M12 14l4.5-4.5M4 17v3h16v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span part="label">{p.label}</span>
    </button>
  );
}
