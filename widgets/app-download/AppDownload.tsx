/**
 * Presentational app download block: the QR code (its box keeps its size
 * while it is drawn: no layout shift), a caption, and the Android and iOS
 * links. Every string comes in as props.
 */
export interface AppDownloadLink {
  platform: "android" | "ios";
  href: string;
  label: string;
}

export interface AppDownloadViewProps {
  /** the group's accessible name */
  label: string;
  /** QR code size in px */
  size: number;
  /** PNG data URL, "" while drawn or after a failure */
  qrSrc: string;
  qrAlt: string;
  /** shown in place of the QR code when it could not be drawn, else "" */
  qrFailed: string;
  caption: string;
  links: AppDownloadLink[];
  /** loading / none / failed text, "" when the links are shown */
  status: string;
  /** the status is a failure (role alert) */
  failed: boolean;
  onLink?: (link: AppDownloadLink) => void;
}

export function AppDownload(p: AppDownloadViewProps) {
  return (
    <section part="base" className="app-download" aria-label={p.label}>
      <figure className="figure">
        <div part="qr" className="qr" style={{ width: p.size, height: p.size }} aria-busy={!p.qrSrc && !p.qrFailed ? true : undefined}>
          {p.qrSrc && <img src={p.qrSrc} alt={p.qrAlt} width={p.size} height={p.size} />}
          {p.qrFailed && (
            <p className="qr-failed" role="alert">
              {p.qrFailed}
            </p>
          )}
        </div>
        <figcaption part="caption" className="caption">
          {p.caption}
        </figcaption>
      </figure>
      {p.links.length > 0 && (
        <ul part="links" className="links">
          {p.links.map((l) => (
            <li key={l.platform}>
              <a part={`link link-${l.platform}`} className={`link ${l.platform}`} href={l.href} rel="noopener" onClick={() => p.onLink?.(l)}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {p.status && (
        <p part="status" className={p.failed ? "status failed" : "status"} role={p.failed ? "alert" : "status"}>
          {p.status}
        </p>
      )}
    </section>
  );
}
