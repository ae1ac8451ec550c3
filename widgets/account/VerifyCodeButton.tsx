/** Presentational verification-code button: label, state and note come in as props. */
export interface VerifyCodeButtonViewProps {
  label: string;
  /** counting down or sending: the button is disabled */
  disabled: boolean;
  busy: boolean;
  onActivate: () => void;
  /** described-by text for assistive technology (e.g. "code sent") */
  note?: string;
  noteId?: string;
  /** the button's controls: the id of the code input it fills (optional) */
  controls?: string;
}

export function VerifyCodeButton(p: VerifyCodeButtonViewProps) {
  return (
    <>
      <button
        type="button"
        part="button"
        className="btn secondary code-btn"
        disabled={p.disabled}
        aria-busy={p.busy || undefined}
        aria-controls={p.controls}
        aria-describedby={p.note ? p.noteId : undefined}
        onClick={p.onActivate}
      >
        {p.label}
      </button>
      {p.noteId && (
        <span id={p.noteId} className="sr-only" role="status">
          {p.note}
        </span>
      )}
    </>
  );
}
