/**
 * The open conversation's messages (issue 10 "Agent console"): a focusable
 * scroll region (older pages near its top, without a jump), the history,
 * then a polite live log holding only the messages that arrived while the
 * agent watched, so the history is never re-read; a status line while the
 * first page loads, a retry after a failure. Presentational: the scroll
 * region's ref and handlers come from ServiceConsoleThread.tsx.
 */
import type { RefObject, UIEvent } from "react";
import type { MessageView, ServiceConsoleViewProps, ThreadView } from "./ServiceConsoleView.js";

function Message({ m, onImageLoad }: { m: MessageView; onImageLoad(): void }) {
  return (
    <li data-key={m.key} part={m.service ? "message service" : "message reader"} className={`msg ${m.service ? "service" : "reader"}`}>
      <div className="bubble">
        <span className="sr-only">{m.who}</span>
        {m.image ? (
          <img part="image" className="image" src={m.image.src} alt={m.image.alt} width={m.image.width ?? undefined} height={m.image.height ?? undefined} onLoad={onImageLoad} />
        ) : null}
        {m.text ? <p className="text">{m.text}</p> : null}
      </div>
      <div part="meta" className="meta">
        <time dateTime={m.dateTime} title={m.title}>
          {m.time}
        </time>
        {m.status ? <span className="status">{m.status}</span> : null}
      </div>
    </li>
  );
}

/** The scroll region of thread `t`. */
export function Messages({
  t,
  p,
  listRef,
  onScroll,
  onImageLoad,
}: {
  t: ThreadView;
  p: ServiceConsoleViewProps;
  listRef: RefObject<HTMLDivElement | null>;
  onScroll(e: UIEvent<HTMLDivElement>): void;
  /** an image took its size: the view keeps its place */
  onImageLoad(): void;
}) {
  return (
    <div ref={listRef} part="messages" className="messages" role="region" aria-label={t.label} tabIndex={0} onScroll={onScroll}>
      {t.phase === "loading" || t.phase === "idle" ? (
        <p className="thread-state" role="status">
          {p.s.threadLoading}
        </p>
      ) : t.phase === "error" ? (
        <div className="thread-state error">
          <p>{p.s.threadError}</p>
          <button type="button" className="btn secondary" onClick={() => p.on.select(t.id)}>
            {p.s.retry}
          </button>
        </div>
      ) : (
        <>
          <div part="older" className="older">
            {t.loadingOlder ? (
              <p role="status">{p.s.olderLoading}</p>
            ) : t.hasMore ? (
              <button type="button" className="btn secondary small" onClick={p.on.older}>
                {p.s.older}
              </button>
            ) : t.empty ? null : (
              <p className="start">{p.s.historyStart}</p>
            )}
          </div>
          {t.empty ? <p className="thread-state">{p.s.threadEmpty}</p> : null}
          <ol part="history" className="list">
            {t.history.map((m) => (
              <Message key={m.key} m={m} onImageLoad={onImageLoad} />
            ))}
          </ol>
        </>
      )}
      {/* only messages that arrive while the agent watches: announced, the history never is */}
      <div part="live" className="live" role="log" aria-live="polite" aria-relevant="additions" aria-label={p.s.liveLabel}>
        {t.live.length ? (
          <ol className="list">
            {t.live.map((m) => (
              <Message key={m.key} m={m} onImageLoad={onImageLoad} />
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
