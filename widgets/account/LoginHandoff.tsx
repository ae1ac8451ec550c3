/** Presentational login hand-off (issue 22 item 4): every string comes in as props. */
export interface LoginHandoffViewProps {
  heading: string;
  /** what is happening, or what the login form above does (role="status") */
  message: string;
  /** why the hand-off stopped (role="alert"), or "" */
  alert: string;
  /** the window's close button (shown once the hand-off stopped or is done) */
  closeLabel?: string;
  onClose?: () => void;
}

export function LoginHandoff(p: LoginHandoffViewProps) {
  return (
    <div part="base" className="handoff">
      <h1 part="heading" className="heading">
        {p.heading}
      </h1>
      <p part="message" className="message" role="status">
        {p.message}
      </p>
      <p part="alert" className="alert" role="alert">
        {p.alert}
      </p>
      {p.closeLabel && (
        <button part="close" type="button" className="btn secondary" onClick={p.onClose}>
          {p.closeLabel}
        </button>
      )}
    </div>
  );
}
