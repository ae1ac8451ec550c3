/**
 * The agent console's conversation list (issue 10 "Agent console"): a
 * listbox (arrows, Home and End move the focus, Enter or Space opens; the
 * selected option, else the first, takes the Tab stop), each conversation
 * with its unread badge, preview, waiting or last time and tags; the count
 * and "more" below; a status line while it loads, a retry after a failure.
 * Presentational: strings and data come in as props.
 */
import { useRef, type KeyboardEvent } from "react";
import type { ServiceConsoleViewProps } from "./ServiceConsoleView.js";

export function ConversationList({ p }: { p: ServiceConsoleViewProps }) {
  const ref = useRef<HTMLUListElement>(null);
  const items = p.list.items;
  // the option that takes the Tab stop: the selected one, else the first
  const current = items.find((c) => c.selected)?.id ?? items[0]?.id;
  const focusAt = (i: number) => {
    const opts = ref.current?.querySelectorAll<HTMLElement>("[role=option]");
    if (!opts?.length) return;
    const n = Math.max(0, Math.min(opts.length - 1, i));
    opts.forEach((o, k) => (o.tabIndex = k === n ? 0 : -1));
    opts[n].focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const opts = [...(ref.current?.querySelectorAll<HTMLElement>("[role=option]") ?? [])];
    const i = opts.indexOf(e.target as HTMLElement);
    if (i < 0) return;
    if (e.key === "ArrowDown") focusAt(i + 1);
    else if (e.key === "ArrowUp") focusAt(i - 1);
    else if (e.key === "Home") focusAt(0);
    else if (e.key === "End") focusAt(opts.length - 1);
    else if (e.key === "Enter" || e.key === " ") p.on.select(Number(opts[i].dataset.id));
    else return;
    e.preventDefault();
  };
  if (p.list.phase === "loading" || p.list.phase === "idle") {
    return (
      <p part="list-state" className="list-state" role="status">
        {p.s.listLoading}
      </p>
    );
  }
  if (p.list.phase === "error") {
    return (
      <div part="list-state" className="list-state error">
        <p>{p.s.listError}</p>
        <button type="button" className="btn secondary" onClick={p.on.retry}>
          {p.s.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      {items.length ? (
        <ul ref={ref} part="list" className="conversations" role="listbox" aria-label={p.s.listLabel} onKeyDown={onKeyDown}>
          {items.map((c) => (
            <li
              key={c.id}
              data-id={c.id}
              part={c.selected ? "conversation selected" : "conversation"}
              className={`conversation${c.selected ? " selected" : ""}${c.unread ? " unread" : ""}`}
              role="option"
              aria-selected={c.selected}
              tabIndex={c.id === current ? 0 : -1}
              onClick={() => p.on.select(c.id)}
            >
              <span className="c-top">
                <span className="c-name">{c.name}</span>
                {c.unread ? (
                  <span part="unread" className="badge">
                    <span aria-hidden="true">{c.unread > 99 ? "99+" : c.unread}</span>
                    <span className="sr-only">{c.unreadText}</span>
                  </span>
                ) : null}
              </span>
              <span className="c-preview">{c.preview}</span>
              <span className="c-meta">
                {c.waiting || c.when ? (
                  <time part={c.waiting ? "waiting" : "when"} className={c.waiting ? "waiting" : "when"} dateTime={c.dateTime} title={c.title}>
                    {c.waiting || c.when}
                  </time>
                ) : null}
                {c.tags.map((t) => (
                  <span key={t} className="tag">
                    {t}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p part="list-state" className="list-state">
          {p.s.listEmpty}
        </p>
      )}
      <div className="list-foot">
        {p.list.count ? <p className="count">{p.list.count}</p> : null}
        {p.list.loadingMore ? (
          <p role="status">{p.s.loadingMore}</p>
        ) : p.list.canLoadMore ? (
          <button type="button" part="load-more" className="btn secondary" onClick={p.on.loadMore}>
            {p.s.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
