/** Presentational comments section under a video: labels, texts and handlers come in as props. */
export interface VideoCommentsViewProps {
  headingId: string;
  fieldId: string;
  title: string;
  countText: string;
  /** html: the server's allow-listed HTML, sanitised again in the browser (core/sanitize, loaded lazily) before it reaches the view */
  items: { id: number; html: string; byline: string; name: string; time: string; datetime: string }[];
  emptyText: string;
  /** polite live status: loading, posted */
  status: string;
  /** "" when there is nothing more to load */
  moreLabel: string;
  isMember: boolean;
  loginHref: string;
  loginLabel: string;
  fieldLabel: string;
  draft: string;
  maxLength: number;
  leftText: string;
  sendLabel: string;
  sending: boolean;
  error: string;
  /** why the list could not be read (role="alert", for every reader), or "" */
  listError: string;
  onDraft(v: string): void;
  onSend(): void;
  onMore(): void;
}

export function VideoComments(p: VideoCommentsViewProps) {
  const errorId = `${p.fieldId}-err`;
  const leftId = `${p.fieldId}-left`;
  return (
    <section part="section" className="vc" aria-labelledby={p.headingId}>
      <h2 id={p.headingId} className="vc-title">
        {p.title}
        {p.countText ? <span className="vc-count"> · {p.countText}</span> : null}
      </h2>
      <p className="vc-status" role="status" aria-live="polite">
        {p.status}
      </p>
      {p.items.length ? (
        <ol part="list" className="vc-list">
          {p.items.map((c) => (
            <li key={c.id} className="vc-item">
              <p className="vc-by">
                <span className="vc-name">{c.name}</span> <time dateTime={c.datetime}>{c.time}</time>
              </p>
              <div className="vc-body" dangerouslySetInnerHTML={{ __html: c.html }} />
            </li>
          ))}
        </ol>
      ) : p.emptyText ? (
        <p className="vc-empty">{p.emptyText}</p>
      ) : null}
      {p.listError ? (
        <p className="vc-error" role="alert">
          {p.listError}
        </p>
      ) : null}
      {p.moreLabel ? (
        <button type="button" className="btn vc-more" onClick={p.onMore}>
          {p.moreLabel}
        </button>
      ) : null}
      {p.isMember ? (
        <form
          part="form"
          className="vc-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            p.onSend();
          }}
        >
          <label htmlFor={p.fieldId} className="vc-label">
            {p.fieldLabel}
          </label>
          <textarea
            id={p.fieldId}
            className="input"
            rows={3}
            value={p.draft}
            aria-invalid={p.error ? true : undefined}
            aria-describedby={`${leftId}${p.error ? ` ${errorId}` : ""}`}
            onChange={(e) => p.onDraft(e.target.value)}
          />
          <p id={leftId} className="vc-left">
            {p.leftText}
          </p>
          {p.error ? (
            <p id={errorId} className="vc-error" role="alert">
              {p.error}
            </p>
          ) : null}
          <button type="submit" part="send" className="btn btn-primary" disabled={p.sending}>
            {p.sendLabel}
          </button>
        </form>
      ) : (
        <p className="vc-login">
          <a href={p.loginHref}>{p.loginLabel}</a>
        </p>
      )}
    </section>
  );
}
