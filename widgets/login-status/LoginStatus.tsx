/** Presentational login status: every string and URL comes in as props. */
export interface LoginStatusViewProps {
  /** loading: the member is not known yet (an empty box of the reserved size) */
  state: "loading" | "guest" | "member";
  loginHref: string;
  loginLabel: string;
  /** the login link's click (a partner site's page opens the login hand-off instead of following it: preventDefault) */
  onLogin?: (e: { preventDefault(): void }) => void;
  name?: string;
  avatarSrc?: string;
  avatarAlt?: string;
  hideAvatar?: boolean;
  onAvatarError?: () => void;
  centerHref?: string;
  centerLabel?: string;
  logoutLabel?: string;
  /** logout running: the button is disabled */
  busy?: boolean;
  /** a failed logout's message, shown in a role="alert" region */
  error?: string;
  onLogout?: () => void;
}

export function LoginStatus(p: LoginStatusViewProps) {
  if (p.state === "loading") return <div part="base" className="base" aria-busy="true" />;
  if (p.state === "guest") {
    return (
      <div part="base" className="base">
        <a part="login" className="link" href={p.loginHref} onClick={p.onLogin}>
          {p.loginLabel}
        </a>
      </div>
    );
  }
  return (
    <div part="base" className="base">
      {!p.hideAvatar && (
        <img
          part="avatar"
          className="avatar"
          src={p.avatarSrc}
          alt={p.avatarAlt}
          width={28}
          height={28}
          onError={p.onAvatarError}
        />
      )}
      <span part="name" className="name">
        {p.name}
      </span>
      <a part="center" className="link" href={p.centerHref}>
        {p.centerLabel}
      </a>
      <button part="logout" type="button" className="btn secondary" disabled={p.busy} onClick={p.onLogout}>
        {p.logoutLabel}
      </button>
      <span part="error" className="error" role="alert">
        {p.error}
      </span>
    </div>
  );
}
