/** Presentational back-to-top button: label and state come in as props. */
export interface BackToTopViewProps {
  visible: boolean;
  label: string;
  onActivate: () => void;
}

export function BackToTop({ visible, label, onActivate }: BackToTopViewProps) {
  return (
    <button type="button" part="button" className="btn" hidden={!visible} aria-label={label} title={label} onClick={onActivate}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
