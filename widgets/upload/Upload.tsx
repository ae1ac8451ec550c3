/**
 * The upload widget's view: a drop zone with a pick button and the
 * web-size checkbox, the limits, a queue-level notice (role alert), the
 * total progress bar, and one row per file (thumbnail, name, size, state,
 * progress bar, error with its SPEC code, and its buttons). A polite live
 * region announces completions, failures, pauses and cancellations.
 */
import { useRef, useState, type DragEvent } from "react";
import type { UploadFileState } from "../../common/contribution.js";

export interface UploadRowAction {
  key: "pause" | "resume" | "retry" | "cancel" | "remove" | "repick";
  label: string;
  ariaLabel: string;
  onClick(): void;
}

export interface UploadRowProps {
  id: string;
  name: string;
  sizeText: string;
  thumb: string | null;
  kind: "image" | "video" | null;
  state: UploadFileState;
  stateText: string;
  progressLabel: string;
  /** 0–100 */
  value: number;
  /** the error with its SPEC code, "" when none */
  error: string;
  actions: UploadRowAction[];
  onRepick(file: File): void;
}

export interface UploadViewProps {
  /** instead of the drop zone: loading, a guest (with the login link) or a member who is not a contributor */
  gate: { message: string; busy?: boolean; loginHref?: string; loginLabel?: string } | null;
  regionLabel: string;
  pickLabel: string;
  dropHint: string;
  webSizeLabel: string;
  webSize: boolean;
  limitsText: string;
  /** the picker's accept attribute */
  accept: string;
  /** a queue-level refusal with its SPEC code, "" when none */
  notice: string;
  totalLabel: string;
  totalText: string;
  totalValue: number;
  showTotal: boolean;
  queueLabel: string;
  emptyText: string;
  rows: UploadRowProps[];
  announce: string;
  onFiles(files: File[]): void;
  onWebSize(on: boolean): void;
}

export function Upload(p: UploadViewProps) {
  const input = useRef<HTMLInputElement>(null);
  const repickInput = useRef<HTMLInputElement>(null);
  const [repickRow, setRepickRow] = useState<UploadRowProps | null>(null);
  const [over, setOver] = useState(false);
  if (p.gate) {
    return (
      <section part="gate" className="gate" aria-busy={p.gate.busy || undefined}>
        {p.gate.message ? <p>{p.gate.message}</p> : null}
        {p.gate.loginHref ? (
          <a part="login" className="btn" href={p.gate.loginHref}>
            {p.gate.loginLabel}
          </a>
        ) : null}
      </section>
    );
  }
  const onDrop = (ev: DragEvent) => {
    ev.preventDefault();
    setOver(false);
    const files = Array.from(ev.dataTransfer?.files ?? []);
    if (files.length) p.onFiles(files);
  };
  return (
    <section part="root" className="root" aria-label={p.regionLabel}>
      <div
        part="dropzone"
        className={over ? "drop over" : "drop"}
        onDragOver={(ev) => {
          ev.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <button type="button" part="pick" className="btn" onClick={() => input.current?.click()}>
          {p.pickLabel}
        </button>
        <span className="hint">{p.dropHint}</span>
        <input
          ref={input}
          type="file"
          multiple
          accept={p.accept}
          className="file"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(ev) => {
            const files = Array.from(ev.currentTarget.files ?? []);
            ev.currentTarget.value = "";
            if (files.length) p.onFiles(files);
          }}
        />
        <input
          ref={repickInput}
          type="file"
          accept={p.accept}
          className="file"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(ev) => {
            const f = ev.currentTarget.files?.[0];
            ev.currentTarget.value = "";
            if (f && repickRow) repickRow.onRepick(f);
            setRepickRow(null);
          }}
        />
      </div>
      <label part="web-size" className="check">
        <input type="checkbox" checked={p.webSize} onChange={(ev) => p.onWebSize(ev.currentTarget.checked)} />
        <span>{p.webSizeLabel}</span>
      </label>
      <p part="limits" className="limits">
        {p.limitsText}
      </p>
      <div role="alert" part="notice" className={p.notice ? "notice" : "notice empty"}>
        {p.notice}
      </div>
      {p.showTotal ? (
        <div part="total" className="total">
          <progress part="total-progress" max={100} value={p.totalValue} aria-label={p.totalLabel} />
          <span>{p.totalText}</span>
        </div>
      ) : null}
      {p.rows.length ? (
        <ul part="queue" className="queue" aria-label={p.queueLabel}>
          {p.rows.map((r) => (
            <li key={r.id} part="file" className={`file-row ${r.state}`} data-state={r.state}>
              {r.thumb ? <img part="thumb" className="thumb" src={r.thumb} alt="" width={55} height={55} /> : <span part="thumb" className={`thumb icon ${r.kind ?? "other"}`} aria-hidden="true" />}
              <div className="info">
                <span part="name" className="name">
                  {r.name}
                </span>
                <span className="meta">
                  <span part="size">{r.sizeText}</span> · <span part="state">{r.stateText}</span>
                </span>
                <progress part="progress" max={100} value={r.value} aria-label={r.progressLabel} />
                {r.error ? (
                  <span part="error" className="error">
                    {r.error}
                  </span>
                ) : null}
              </div>
              <div className="actions">
                {r.actions.map((a) => (
                  <button
                    key={a.key}
                    type="button"
                    part={`action ${a.key}`}
                    className="btn secondary small"
                    aria-label={a.ariaLabel}
                    onClick={() => {
                      if (a.key === "repick") {
                        setRepickRow(r);
                        repickInput.current?.click();
                      } else a.onClick();
                    }}
                  >
                    {a.label}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p part="empty" className="empty-text">
          {p.emptyText}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {p.announce}
      </p>
    </section>
  );
}
