/**
 * The chat panel's view (SPEC §4 Chat panel): header, the conversation (a
 * focusable, scrollable region; older messages load near its top without a
 * jump; it stays at the bottom as messages arrive), the greeting, the
 * message box (Enter sends, Shift+Enter a new line, nothing while an input
 * method composes), the image picker with a preview, the alert (style_6 …)
 * and a polite live region that announces new messages only — the history
 * is never re-read. Presentational: strings and data come in as props; the
 * only local state is the text being typed and the scroll position.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from "react";
import { ImagePicker, ImagePreview, MessageInput, sendPickedImageFirst, useObjectUrl } from "../ui/ImageComposer.js";
import { keyAction } from "../../common/chat/rules.js";
import { useMessageScroll } from "../ui/use-message-scroll.js";

/** One message as shown. */
export interface MessageView {
  key: string;
  /** server id (null while not acknowledged) */
  id: number | null;
  /** written by the reader (sender flag 0) */
  own: boolean;
  /** who wrote it, with its punctuation ("客服：", "You: "), read by screen readers before the text */
  who: string;
  text: string;
  /** an image: a URL, or the Blob of an own image not sent yet */
  image: { src?: string; blob?: Blob; alt: string; width: number | null; height: number | null } | null;
  /** relative time; ISO time; full time (title) */
  time: string;
  dateTime: string;
  title: string;
  /** "sending", "waiting", "read" or "" */
  status: string;
  /** upload progress 0..1 (own images being sent), else null */
  progress: number | null;
  progressLabel: string;
  pending: boolean;
}

export interface ChatPanelStrings {
  title: string;
  close: string;
  historyLabel: string;
  loading: string;
  retry: string;
  older: string;
  olderLoading: string;
  historyStart: string;
  empty: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  pickImage: string;
  preview: string;
  sendImage: string;
  removeImage: string;
}

export interface ChatPanelViewProps {
  panelId: string;
  s: ChatPanelStrings;
  open: boolean;
  phase: "idle" | "loading" | "ready" | "error";
  errorText: string;
  errorDetail: string;
  /** the connection line under the title ("" when all is well) */
  status: string;
  greeting: string;
  outOfHours: boolean;
  /** the greeting goes before items[greetingIndex] */
  greetingIndex: number;
  items: MessageView[];
  empty: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  /** messages are being added to the conversation (older ones, or those missed while the connection was down): aria-busy on it */
  busy: boolean;
  /** the alert under the message box ("" for none) */
  alert: string;
  draft: { blob: Blob; caption: string; alt: string } | null;
  announcement: { seq: number; text: string } | null;
  /** increases when the list should scroll to the bottom */
  scrollSeq: number;
  onClose(): void;
  onRetry(): void;
  onOlder(): void;
  /** resolves true when the text was taken (the box is cleared) */
  onSend(text: string): Promise<boolean>;
  onPick(files: File[]): void;
  /** resolves true when the picked image was taken (sent or queued) */
  onSendImage(): Promise<boolean>;
  onDiscardImage(): void;
  /** the reader typed (clears the alert) */
  onInput(): void;
}

function MessageImage({ image, onLoad }: { image: NonNullable<MessageView["image"]>; onLoad(): void }) {
  const blobUrl = useObjectUrl(image.blob);
  const src = image.src ?? blobUrl;
  if (!src) return null;
  return <img part="image" className="image" src={src} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} onLoad={onLoad} />;
}

function Message({ m, onImageLoad }: { m: MessageView; onImageLoad(): void }) {
  return (
    <li data-key={m.key} part={m.own ? "message own" : "message service"} className={`msg ${m.own ? "own" : "service"}${m.pending ? " pending" : ""}`}>
      <div className="bubble">
        <span className="sr-only">{m.who}</span>
        {m.image ? <MessageImage image={m.image} onLoad={onImageLoad} /> : null}
        {m.text ? <p className="text">{m.text}</p> : null}
      </div>
      <div part="meta" className="meta">
        <time dateTime={m.dateTime} title={m.title}>
          {m.time}
        </time>
        {m.status ? <span className="status">{m.status}</span> : null}
      </div>
      {m.progress !== null ? <progress part="progress" className="progress" max={1} value={m.progress} aria-label={m.progressLabel} /> : null}
    </li>
  );
}

function Greeting({ text, outOfHours }: { text: string; outOfHours: boolean }) {
  return (
    <li part="greeting" className={`greeting${outOfHours ? " closed" : ""}`}>
      <p>{text}</p>
    </li>
  );
}

export function ChatPanel(p: ChatPanelViewProps) {
  const titleId = useId();
  const alertId = useId();
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const scroll = useMessageScroll(listRef, [p.scrollSeq, p.open]);

  // the box gets the focus when the panel opens
  useLayoutEffect(() => {
    if (p.open) inputRef.current?.focus();
  }, [p.open]);

  const onScroll = (e: UIEvent<HTMLDivElement>) =>
    scroll.onScroll(e.currentTarget, () => {
      if (p.phase === "ready" && p.hasMore && !p.loadingOlder) p.onOlder();
    });
  const onImageLoad = scroll.keepPlace;

  const submit = async () => {
    const value = text;
    const image = await sendPickedImageFirst(!!p.draft, p.onSendImage, value, scroll.stickToBottom);
    if (image !== "text") {
      if (image === "refused") inputRef.current?.focus();
      return;
    }
    if (await p.onSend(value)) {
      setText((now) => (now === value ? "" : now));
      scroll.stickToBottom();
    } else inputRef.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = keyAction({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode });
    if (action === "send") {
      e.preventDefault();
      void submit();
    }
  };

  const greeting = p.greeting ? <Greeting key="greeting" text={p.greeting} outOfHours={p.outOfHours} /> : null;
  const rows = p.items.map((m) => <Message key={m.key} m={m} onImageLoad={onImageLoad} />);
  if (greeting) rows.splice(Math.min(p.greetingIndex, rows.length), 0, greeting);

  return (
    <section
      id={p.panelId}
      part="panel"
      className="panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!p.open}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !e.nativeEvent.isComposing) {
          e.stopPropagation();
          p.onClose();
        }
      }}
    >
      <header part="header" className="header">
        <div>
          <h2 id={titleId} part="title" className="title">
            {p.s.title}
          </h2>
          {p.status ? (
            <p part="status" className="conn">
              {p.status}
            </p>
          ) : null}
        </div>
        <button type="button" part="close" className="close" aria-label={p.s.close} onClick={p.onClose}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div
        ref={listRef}
        part="messages"
        className="messages"
        role="region"
        aria-label={p.s.historyLabel}
        aria-busy={p.busy || undefined}
        tabIndex={0}
        onScroll={onScroll}
      >
        {p.phase === "loading" || p.phase === "idle" ? (
          <p part="loading" className="state" role="status">
            {p.s.loading}
          </p>
        ) : p.phase === "error" ? (
          <div part="error" className="state error">
            <p>{p.errorText}</p>
            {p.errorDetail ? <p className="detail">{p.errorDetail}</p> : null}
            <button type="button" className="btn" onClick={p.onRetry}>
              {p.s.retry}
            </button>
          </div>
        ) : (
          <>
            <div part="older" className="older">
              {p.loadingOlder ? (
                <p role="status">{p.s.olderLoading}</p>
              ) : p.hasMore ? (
                <button type="button" className="btn secondary small" onClick={p.onOlder}>
                  {p.s.older}
                </button>
              ) : p.empty ? null : (
                <p className="start">{p.s.historyStart}</p>
              )}
            </div>
            {p.empty ? (
              <p part="empty" className="empty">
                {p.s.empty}
              </p>
            ) : null}
            <ol part="list" className="list">
              {rows}
            </ol>
          </>
        )}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {p.announcement ? <p key={p.announcement.seq}>{p.announcement.text}</p> : null}
      </div>
      <form
        part="composer"
        className="composer"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {p.draft ? <ImagePreview image={p.draft} s={p.s} onSend={p.onSendImage} onDiscard={p.onDiscardImage} /> : null}
        {p.alert ? (
          <p id={alertId} part="alert" className="alert" role="alert">
            {p.alert}
          </p>
        ) : null}
        <MessageInput
          inputRef={inputRef}
          id={inputId}
          label={p.s.inputLabel}
          rows={2}
          value={text}
          placeholder={p.s.placeholder}
          alertId={p.alert ? alertId : undefined}
          onChange={(value) => {
            setText(value);
            p.onInput();
          }}
          onKeyDown={onKeyDown}
        />
        <div className="actions">
          <ImagePicker label={p.s.pickImage} icon onPick={(files) => p.onPick(files)} />
          <button type="submit" part="send" className="btn">
            {p.s.send}
          </button>
        </div>
      </form>
    </section>
  );
}
