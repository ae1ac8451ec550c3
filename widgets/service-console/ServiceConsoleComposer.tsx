/**
 * The reply box of the open conversation (issue 10 "Agent console"): the
 * text (Enter sends, Shift+Enter a new line, nothing while an input method
 * composes: common/chat/rules.ts keyAction), its alert, the image picker with the
 * picked image's preview, the send button (busy while sending). The caret
 * goes where a quick reply was inserted. Presentational: the box's ref and
 * the send come from ServiceConsoleThread.tsx.
 */
import { useId, useLayoutEffect, type KeyboardEvent, type RefObject } from "react";
import { keyAction } from "../../common/chat/rules.js";
import { ImagePicker, ImagePreview, MessageInput } from "../ui/ImageComposer.js";
import type { ComposerView, ServiceConsoleViewProps } from "./ServiceConsoleView.js";

/** The reply box `c`; `submit` sends the text. */
export function Composer({
  c,
  p,
  inputRef,
  submit,
}: {
  c: ComposerView;
  p: ServiceConsoleViewProps;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  submit(): Promise<void>;
}) {
  const alertId = useId();
  const inputId = useId();

  // the caret after a quick reply was inserted, with the render that shows the inserted text (a layout effect: under
  // the light build's Preact a passive effect runs a frame later, after the keys the user typed next)
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el || !c.caret) return;
    el.focus();
    el.setSelectionRange(c.caret.at, c.caret.at);
    // once per insertion
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [c.caret?.seq]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (keyAction({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode }) === "send") {
      e.preventDefault();
      void submit();
    }
  };

  return (
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
  );
}
