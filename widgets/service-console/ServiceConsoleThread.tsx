/**
 * The open conversation (issue 10 "Agent console"): its heading with
 * assignment and closing (ServiceConsoleThreadHeader.tsx), the messages
 * (ServiceConsoleMessages.tsx: older pages when scrolled near the top, the
 * view kept at the bottom after a send), the reply box
 * (ServiceConsoleComposer.tsx) and the quick replies, inserted at the
 * box's caret or over its selection. Presentational: strings and data come
 * in as props; local state is only the scroll position.
 */
import { useId, useRef, type UIEvent } from "react";
import { sendPickedImageFirst } from "../ui/ImageComposer.js";
import { useMessageScroll } from "../ui/use-message-scroll.js";
import type { ServiceConsoleViewProps, ThreadView } from "./ServiceConsoleView.js";
import { Composer } from "./ServiceConsoleComposer.js";
import { Messages } from "./ServiceConsoleMessages.js";
import { QuickReplies } from "./ServiceConsoleQuickReplies.js";
import { ThreadHeader } from "./ServiceConsoleThreadHeader.js";

/** Thread `t` (keyed by its id: a new conversation gets a new scroll position). */
export function Thread({ t, p }: { t: ThreadView; p: ServiceConsoleViewProps }) {
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scroll = useMessageScroll(listRef, [t.scrollSeq, t.id]);

  const onScroll = (e: UIEvent<HTMLDivElement>) =>
    scroll.onScroll(e.currentTarget, () => {
      if (t.phase === "ready" && t.hasMore && !t.loadingOlder) p.on.older();
    });
  const submit = async () => {
    const text = inputRef.current?.value ?? t.composer.draft;
    const image = await sendPickedImageFirst(!!t.composer.image, p.on.sendImage, text, scroll.stickToBottom);
    if (image !== "text") {
      if (image === "refused") inputRef.current?.focus();
      return;
    }
    if (await p.on.send()) scroll.stickToBottom();
    else inputRef.current?.focus();
  };
  const insert = (id: number) => {
    const el = inputRef.current;
    p.on.quickInsert(id, el ? el.selectionStart : null, el ? el.selectionEnd : null);
  };

  return (
    <section part="thread" className="thread" aria-labelledby={headingId}>
      <ThreadHeader t={t} p={p} headingId={headingId} />
      <Messages t={t} p={p} listRef={listRef} onScroll={onScroll} onImageLoad={scroll.keepPlace} />
      <Composer c={t.composer} p={p} inputRef={inputRef} submit={submit} />
      <QuickReplies q={p.quick} onInsert={insert} on={p.on} />
    </section>
  );
}
