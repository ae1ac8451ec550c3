/**
 * The quick replies under the reply box (a native disclosure: <details>):
 * each with Insert (its text goes into the reply box at the caret), Edit
 * (an inline box with Save and Cancel) and Delete (asks first, ui
 * ConfirmDialog); a box and a button to add one. Presentational: strings
 * and data come in as props; local state is the text being typed and which
 * quick reply the confirmation is about.
 */
import { useId, useLayoutEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../ui/ConfirmDialog.js";

export interface QuickRepliesView {
  /** the summary ("快捷回复（3）") */
  summary: string;
  phase: "idle" | "loading" | "ready" | "error";
  items: { id: number; text: string; editing: boolean }[];
  /** a problem with the text being added or changed ("" for none) */
  error: string;
  saving: boolean;
  s: {
    loading: string;
    failed: string;
    empty: string;
    insert: string;
    edit: string;
    del: string;
    save: string;
    cancel: string;
    editLabel: string;
    newLabel: string;
    add: string;
    deleteTitle: string;
    /** the confirmation's message for a text */
    deleteText(text: string): string;
    confirmDelete: string;
  };
}

interface QuickActions {
  quickEdit(id: number | null): void;
  quickAdd(text: string): Promise<boolean>;
  quickSave(id: number, text: string): Promise<boolean>;
  quickDelete(id: number): void;
  quickInput(): void;
}

function Editor({ id, text, q, on }: { id: number; text: string; q: QuickRepliesView; on: QuickActions }) {
  const [value, setValue] = useState(text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const errId = useId();
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div className="quick-editor">
      <textarea
        ref={ref}
        className="input"
        rows={2}
        aria-label={q.s.editLabel}
        value={value}
        aria-invalid={q.error ? true : undefined}
        aria-describedby={q.error ? errId : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          on.quickInput();
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            on.quickEdit(null);
          }
        }}
      />
      {q.error ? (
        <p id={errId} className="alert" role="alert">
          {q.error}
        </p>
      ) : null}
      <div className="quick-actions">
        <button type="button" className="btn small" disabled={q.saving} onClick={() => void on.quickSave(id, value)}>
          {q.s.save}
        </button>
        <button type="button" className="btn secondary small" onClick={() => on.quickEdit(null)}>
          {q.s.cancel}
        </button>
      </div>
    </div>
  );
}

export function QuickReplies({ q, onInsert, on }: { q: QuickRepliesView; onInsert(id: number): void; on: QuickActions }) {
  const [draft, setDraft] = useState("");
  const [confirm, setConfirm] = useState<{ id: number; text: string } | null>(null);
  const newId = useId();
  const errId = useId();
  const baseId = useId();
  const editing = q.items.some((i) => i.editing);
  return (
    <details part="quick-replies" className="quick">
      <summary part="quick-summary" className="quick-summary">
        {q.summary}
      </summary>
      {q.phase === "loading" || q.phase === "idle" ? (
        <p role="status">{q.s.loading}</p>
      ) : q.phase === "error" ? (
        <p>{q.s.failed}</p>
      ) : q.items.length ? (
        <ul part="quick-list" className="quick-list">
          {q.items.map((item) => (
            <li key={item.id} part="quick-reply" className="quick-item">
              {item.editing ? (
                <Editor id={item.id} text={item.text} q={q} on={on} />
              ) : (
                <>
                  <p id={`${baseId}-${item.id}`} className="quick-text">
                    {item.text}
                  </p>
                  <div className="quick-actions">
                    <button type="button" part="quick-insert" className="btn small" aria-describedby={`${baseId}-${item.id}`} onClick={() => onInsert(item.id)}>
                      {q.s.insert}
                    </button>
                    <button type="button" className="btn secondary small" aria-describedby={`${baseId}-${item.id}`} onClick={() => on.quickEdit(item.id)}>
                      {q.s.edit}
                    </button>
                    <button type="button" className="btn secondary small" aria-describedby={`${baseId}-${item.id}`} onClick={() => setConfirm({ id: item.id, text: item.text })}>
                      {q.s.del}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="quick-empty">{q.s.empty}</p>
      )}
      <form
        className="quick-new"
        onSubmit={(e) => {
          e.preventDefault();
          void on.quickAdd(draft).then((ok) => {
            if (ok) setDraft("");
          });
        }}
      >
        <label htmlFor={newId}>{q.s.newLabel}</label>
        <textarea
          id={newId}
          part="quick-new"
          className="input"
          rows={2}
          value={draft}
          aria-invalid={q.error && !editing ? true : undefined}
          aria-describedby={q.error && !editing ? errId : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            on.quickInput();
          }}
        />
        {q.error && !editing ? (
          <p id={errId} className="alert" role="alert">
            {q.error}
          </p>
        ) : null}
        <button type="submit" part="quick-add" className="btn secondary small" disabled={q.saving}>
          {q.s.add}
        </button>
      </form>
      <ConfirmDialog
        open={confirm !== null}
        title={q.s.deleteTitle}
        message={confirm ? q.s.deleteText(confirm.text) : ""}
        confirmLabel={q.s.confirmDelete}
        cancelLabel={q.s.cancel}
        onConfirm={() => {
          if (confirm) on.quickDelete(confirm.id);
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />
    </details>
  );
}
