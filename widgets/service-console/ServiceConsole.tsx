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
 *
 * The parts, each its own file: ui/ConsoleGate.tsx (shared with the staff console),
 * ServiceConsoleList.tsx, ServiceConsoleThread.tsx (with
 * ServiceConsoleThreadHeader, ServiceConsoleMessages,
 * ServiceConsoleComposer, ServiceConsoleQuickReplies),
 * ServiceConsoleWorkHours.tsx; their props' shapes in
 * ServiceConsoleView.ts (re-exported here).
 */
import { useId } from "react";
import type { ServiceConsoleViewProps } from "./ServiceConsoleView.js";
import { ConsoleGate as Gate } from "../ui/ConsoleGate.js";
import { ConversationList } from "./ServiceConsoleList.js";
import { Thread } from "./ServiceConsoleThread.js";
import { WorkHoursDialog } from "./ServiceConsoleWorkHours.js";

export type {
  ComposerView,
  ConsoleActions,
  ConsoleStrings,
  ConversationItemView,
  GateView,
  MessageView,
  ServiceConsoleViewProps,
  ThreadView,
} from "./ServiceConsoleView.js";

/** The console: the gate instead when the visitor is no agent (or the check runs or failed). */
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
