/**
 * The agent console's view (issue 10 "Agent console"): the header (agent,
 * connection line, working-hours button), the filter (a radio group), the
 * conversation list (a listbox: arrows, Home and End move, Enter or Space
 * opens), and the open conversation: its heading with assignment and
 * closing, the messages (a focusable scroll region: older pages near its
 * top without a jump; the history, then a polite live log holding only the
 * messages that arrived while the agent watched, so the history is never
 * re-read), the reply box (Enter sends, Shift+Enter a new line, nothing
 * while an input method composes), the image picker with its preview, and
 * the quick replies. A guest or a member without the agent role sees a
 * message instead (GateView). Presentational: strings and data come in as
 * props (service-console.props.ts); local state is only the scroll position.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type UIEvent } from "react";
import { ImagePicker, ImagePreview, MessageInput } from "../ui/ImageComposer.js";
import { keyAction } from "../../common/chat.js";
import { useMessageScroll } from "../ui/use-message-scroll.js";
import { type Filter } from "./service-console.logic.js";
import { QuickReplies, type QuickRepliesView } from "./QuickReplies.js";
import { WorkHoursDialog, type HoursView } from "./WorkHoursDialog.js";
import type { WorkHoursEdit } from "./work-hours.logic.js";

/** What a guest, a member without the agent role, or a failed check sees instead of the console. */
export interface GateView {
  kind: "checking" | "guest" | "forbidden" | "error";
  title: string;
  text: string;
  link: { href: string; label: string } | null;
  retryLabel: string | null;
}

export interface ConversationItemView {
  id: number;
  name: string;
  preview: string;
  unread: number;
  /** "3 条未读" ("" when none) */
  unreadText: string;
  /** "已等待 3 分钟" ("" when nobody waits) */
  waiting: string;
  /** the last message's relative time (when nobody waits) */
  when: string;
  /** ISO time and full time of what `waiting` or `when` shows */
  dateTime: string;
  title: string;
  tags: string[];
  selected: boolean;
}

export interface MessageView {
  key: string;
  /** written by customer service (the agent's side) */
  service: boolean;
  /** who wrote it, with punctuation, for screen readers */
  who: string;
  text: string;
  image: { src: string; alt: string; width: number | null; height: number | null } | null;
  time: string;
  dateTime: string;
  title: string;
  /** "已读" or "" */
  status: string;
}

export interface ComposerView {
  draft: string;
  alert: string;
  sending: boolean;
  image: { blob: Blob; caption: string; alt: string } | null;
  /** where the caret goes after a quick reply was inserted */
  caret: { seq: number; at: number } | null;
}

export interface ThreadView {
  id: number;
  heading: string;
  statusLine: string;
  assignedLine: string;
  closed: boolean;
  /** the scroll region's accessible name */
  label: string;
  phase: "idle" | "loading" | "ready" | "error";
  history: MessageView[];
  live: MessageView[];
  empty: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  scrollSeq: number;
  agents: { code: string; name: string }[];
  /** the agent choice's value ("" for nobody) */
  assignedTo: string;
  assignMeDisabled: boolean;
  busy: "assign" | "close" | null;
  composer: ComposerView;
}

export interface ConsoleStrings {
  title: string;
  hoursButton: string;
  filterLabel: string;
  listLabel: string;
  listLoading: string;
  listEmpty: string;
  listError: string;
  loadMore: string;
  loadingMore: string;
  retry: string;
  noSelection: string;
  threadLoading: string;
  threadError: string;
  liveLabel: string;
  older: string;
  olderLoading: string;
  historyStart: string;
  threadEmpty: string;
  assignMe: string;
  assignLabel: string;
  assignNone: string;
  assign: string;
  closeConversation: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  sending: string;
  pickImage: string;
  preview: string;
  sendImage: string;
  removeImage: string;
}

export interface ConsoleActions {
  retry(): void;
  filter(f: Filter): void;
  select(id: number): void;
  loadMore(): void;
  older(): void;
  draft(text: string): void;
  send(): Promise<boolean>;
  pick(files: File[]): void;
  sendImage(): void;
  discardImage(): void;
  assignMe(): void;
  assign(code: string | null): void;
  close(): void;
  quickInsert(id: number, start: number | null, end: number | null): void;
  quickEdit(id: number | null): void;
  quickAdd(text: string): Promise<boolean>;
  quickSave(id: number, text: string): Promise<boolean>;
  quickDelete(id: number): void;
  quickInput(): void;
  hoursOpen(): void;
  hoursClose(): void;
  hoursEdit(e: WorkHoursEdit): void;
  hoursSave(): void;
}

export interface ServiceConsoleViewProps {
  s: ConsoleStrings;
  gate: GateView | null;
  agentLine: string;
  /** the connection line ("" when all is well) */
  status: string;
  filters: { value: Filter; label: string; checked: boolean }[];
  list: { phase: "idle" | "loading" | "ready" | "error"; items: ConversationItemView[]; count: string; canLoadMore: boolean; loadingMore: boolean };
  thread: ThreadView | null;
  quick: QuickRepliesView;
  hours: HoursView;
  on: ConsoleActions;
}

// ---------------------------------------------------------------------------

function Gate({ g, onRetry }: { g: GateView; onRetry(): void }) {
  return (
    <section part="gate" className={`gate ${g.kind}`} aria-busy={g.kind === "checking" || undefined}>
      {g.kind === "checking" ? (
        <p role="status">{g.title}</p>
      ) : (
        <>
          <h2 className="gate-title">{g.title}</h2>
          {g.text ? <p>{g.text}</p> : null}
          {g.link ? (
            <a part="login-link" className="btn" href={g.link.href}>
              {g.link.label}
            </a>
          ) : null}
          {g.retryLabel ? (
            <button type="button" className="btn" onClick={onRetry}>
              {g.retryLabel}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ConversationList({ p }: { p: ServiceConsoleViewProps }) {
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

function Thread({ t, p }: { t: ThreadView; p: ServiceConsoleViewProps }) {
  const headingId = useId();
  const alertId = useId();
  const inputId = useId();
  const assignId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const scroll = useMessageScroll(listRef, [t.scrollSeq, t.id]);
  const c = t.composer;

  // the caret after a quick reply was inserted
  useEffect(() => {
    const el = inputRef.current;
    if (!el || !c.caret) return;
    el.focus();
    el.setSelectionRange(c.caret.at, c.caret.at);
    // once per insertion
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [c.caret?.seq]);

  const onScroll = (e: UIEvent<HTMLDivElement>) =>
    scroll.onScroll(e.currentTarget, () => {
      if (t.phase === "ready" && t.hasMore && !t.loadingOlder) p.on.older();
    });
  const submit = async () => {
    if (await p.on.send()) scroll.stickToBottom();
    else inputRef.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (keyAction({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode }) === "send") {
      e.preventDefault();
      void submit();
    }
  };
  const insert = (id: number) => {
    const el = inputRef.current;
    p.on.quickInsert(id, el ? el.selectionStart : null, el ? el.selectionEnd : null);
  };

  return (
    <section part="thread" className="thread" aria-labelledby={headingId}>
      <div part="thread-header" className="thread-header">
        <div className="who">
          <h2 id={headingId} part="thread-title" className="thread-title">
            {t.heading}
          </h2>
          <p className="thread-meta">
            <span className={`state ${t.closed ? "closed" : "open"}`}>{t.statusLine}</span>
            <span> · </span>
            <span>{t.assignedLine}</span>
          </p>
        </div>
        <div part="actions" className="actions">
          <button type="button" part="assign-me" className="btn secondary" disabled={t.assignMeDisabled || t.busy !== null} onClick={p.on.assignMe}>
            {p.s.assignMe}
          </button>
          <span className="assign">
            <label htmlFor={assignId}>{p.s.assignLabel}</label>
            <select key={`${t.id}:${t.assignedTo}`} id={assignId} ref={selectRef} part="assign-select" className="input" defaultValue={t.assignedTo} disabled={t.busy !== null}>
              <option value="">{p.s.assignNone}</option>
              {t.agents.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              part="assign"
              className="btn secondary"
              disabled={t.busy !== null}
              aria-busy={t.busy === "assign" || undefined}
              onClick={() => p.on.assign(selectRef.current?.value || null)}
            >
              {p.s.assign}
            </button>
          </span>
          <button type="button" part="close-conversation" className="btn secondary" disabled={t.closed || t.busy !== null} aria-busy={t.busy === "close" || undefined} onClick={p.on.close}>
            {p.s.closeConversation}
          </button>
        </div>
      </div>
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
                <Message key={m.key} m={m} onImageLoad={scroll.keepPlace} />
              ))}
            </ol>
          </>
        )}
        {/* only messages that arrive while the agent watches: announced, the history never is */}
        <div part="live" className="live" role="log" aria-live="polite" aria-relevant="additions" aria-label={p.s.liveLabel}>
          {t.live.length ? (
            <ol className="list">
              {t.live.map((m) => (
                <Message key={m.key} m={m} onImageLoad={scroll.keepPlace} />
              ))}
            </ol>
          ) : null}
        </div>
      </div>
      <form
        part="composer"
        className="composer"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {c.image ? <ImagePreview image={c.image} s={p.s} busy={c.sending} onSend={p.on.sendImage} onDiscard={p.on.discardImage} /> : null}
        <MessageInput
          inputRef={inputRef}
          id={inputId}
          label={p.s.inputLabel}
          rows={3}
          value={c.draft}
          placeholder={p.s.placeholder}
          alertId={c.alert ? alertId : undefined}
          onChange={(value) => p.on.draft(value)}
          onKeyDown={onKeyDown}
        />
        {c.alert ? (
          <p id={alertId} part="alert" className="alert" role="alert">
            {c.alert}
          </p>
        ) : null}
        <div className="composer-actions">
          <ImagePicker label={p.s.pickImage} onPick={(files) => p.on.pick(files)} />
          <button type="submit" part="send" className="btn" disabled={c.sending} aria-busy={c.sending || undefined}>
            {c.sending ? p.s.sending : p.s.send}
          </button>
        </div>
      </form>
      <QuickReplies q={p.quick} onInsert={insert} on={p.on} />
    </section>
  );
}

export function ServiceConsole(p: ServiceConsoleViewProps) {
  const titleId = useId();
  const filterName = useId();
  if (p.gate) {
    return (
      <div part="root" className="root gated">
        <h1 part="title" className="title">
          {p.s.title}
        </h1>
        <Gate g={p.gate} onRetry={p.on.retry} />
      </div>
    );
  }
  return (
    <div part="root" className="root">
      <div part="header" className="header">
        <div>
          <h1 id={titleId} part="title" className="title">
            {p.s.title}
          </h1>
          <p className="agent">{p.agentLine}</p>
          {p.status ? (
            <p part="status" className="conn" role="status">
              {p.status}
            </p>
          ) : null}
        </div>
        <button type="button" part="hours-button" className="btn secondary" onClick={p.on.hoursOpen}>
          {p.s.hoursButton}
        </button>
      </div>
      <div className="body">
        <div part="sidebar" className="sidebar">
          <fieldset part="filters" className="filters">
            <legend>{p.s.filterLabel}</legend>
            {p.filters.map((f) => (
              <label key={f.value} className={`filter${f.checked ? " checked" : ""}`}>
                <input type="radio" name={filterName} value={f.value} checked={f.checked} onChange={() => p.on.filter(f.value)} />
                <span>{f.label}</span>
              </label>
            ))}
          </fieldset>
          <ConversationList p={p} />
        </div>
        <div className="main">
          {p.thread ? (
            <Thread key={p.thread.id} t={p.thread} p={p} />
          ) : (
            <p part="empty" className="no-selection">
              {p.s.noSelection}
            </p>
          )}
        </div>
      </div>
      <WorkHoursDialog h={p.hours} on={p.on} />
    </div>
  );
}
