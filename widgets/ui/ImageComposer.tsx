/**
 * The parts of a message composer that the reader's chat panel and the
 * agent console share: the message box (a labelled textarea), the image
 * picker (a hidden file input behind a button) and the preview of a picked
 * image with its send and remove buttons. Presentational; the parts
 * (`input`, `pick-image`, `preview`, `send-image`, `remove-image`) are each
 * element's public styling contract. The styles stay with each element.
 */
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type Ref } from "react";

/**
 * The form's Send when an image is picked (issue 22 item 6): the image goes first, then the text typed beside it.
 * Resolves "text" when the text is still to be sent (no image, or the image was taken and `text` is not blank),
 * "done" when the image was the whole message, "refused" when the image was not taken (the owner keeps the focus in
 * the box).
 * @param hasImage whether an image is picked
 * @param sendImage sends the picked image; resolves whether it was taken
 * @param onImageTaken called once the image was taken (the owner keeps the view at the bottom)
 */
export async function sendPickedImageFirst(
  hasImage: boolean,
  sendImage: () => Promise<boolean>,
  text: string,
  onImageTaken: () => void,
): Promise<"text" | "done" | "refused"> {
  if (!hasImage) return "text";
  if (!(await sendImage())) return "refused";
  onImageTaken();
  return text.trim() ? "text" : "done";
}

/** An object URL for a Blob while the component lives. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The message box: a visually hidden label and the textarea (part `input`), invalid and described by the alert while `alertId` is given. */
export function MessageInput(p: {
  inputRef: Ref<HTMLTextAreaElement>;
  id: string;
  label: string;
  rows: number;
  value: string;
  placeholder: string;
  /** the id of the alert that describes what is wrong, when there is one */
  alertId?: string;
  onChange(value: string): void;
  onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): void;
}) {
  return (
    <>
      <label htmlFor={p.id} className="sr-only">
        {p.label}
      </label>
      <textarea
        ref={p.inputRef}
        id={p.id}
        part="input"
        className="input"
        rows={p.rows}
        value={p.value}
        placeholder={p.placeholder}
        aria-invalid={p.alertId ? true : undefined}
        aria-describedby={p.alertId}
        onChange={(e) => p.onChange(e.target.value)}
        onKeyDown={p.onKeyDown}
      />
    </>
  );
}

/** The image picker: a hidden file input (gif, jpeg, bmp, png) and its button (part `pick-image`), with an image icon when `icon`. */
export function ImagePicker(p: { label: string; icon?: boolean; onPick(files: File[]): void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept="image/gif,image/jpeg,image/bmp,image/png"
        hidden
        tabIndex={-1}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) p.onPick(files);
        }}
      />
      <button type="button" part="pick-image" className="btn secondary" onClick={() => fileRef.current?.click()}>
        {p.icon ? (
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        ) : null}
        {p.label}
      </button>
    </>
  );
}

/** A picked image as previewed. */
export interface ImagePreviewView {
  blob?: Blob;
  alt: string;
  /** its name and size */
  caption: string;
}

/** The preview of a picked image (part `preview`) with its send (`send-image`) and remove (`remove-image`) buttons, both disabled while `busy`. */
export function ImagePreview(p: {
  image: ImagePreviewView;
  s: { preview: string; sendImage: string; removeImage: string };
  busy?: boolean;
  onSend(): void;
  onDiscard(): void;
}) {
  const url = useObjectUrl(p.image.blob);
  const headingId = useId();
  return (
    <figure part="preview" className="preview" aria-labelledby={headingId}>
      {url ? <img src={url} alt={p.image.alt} /> : null}
      <figcaption>
        <span id={headingId} className="preview-title">
          {p.s.preview}
        </span>
        <span className="preview-name">{p.image.caption}</span>
      </figcaption>
      <div className="preview-actions">
        <button type="button" part="send-image" className="btn" disabled={p.busy} aria-busy={p.busy || undefined} onClick={p.onSend}>
          {p.s.sendImage}
        </button>
        <button type="button" part="remove-image" className="btn secondary" disabled={p.busy} onClick={p.onDiscard}>
          {p.s.removeImage}
        </button>
      </div>
    </figure>
  );
}
