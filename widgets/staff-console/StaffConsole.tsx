/**
 * The staff console's view (issue 19 "A staff console"): the header (the
 * editor), the tabs (a tablist: arrows, Home and End move and show a
 * panel; the shown tab takes the Tab stop) and the shown panel (a tabpanel
 * labelled by its tab): the review queue, takedowns (with the licence
 * editor of a story's photos), contributor applications, photographer
 * profiles, members, and issue 20's settings, packs, orders and
 * organisations, the audit log. A guest or
 * a member without the editor role sees a message instead (GateView).
 * Presentational: strings and data come in as props (staff-console.props.ts).
 *
 * The parts, each its own file: ui/ConsoleGate (shared with the agent console), StaffConsoleReview (with
 * StaffConsoleSubmission and StaffConsoleDecision), StaffConsoleTakedowns,
 * StaffConsoleApplications, StaffConsoleMembers (with StaffConsoleMember),
 * StaffConsoleAudit, StaffConsoleParts; issue 20's StaffConsoleSettings,
 * StaffConsolePacks, StaffConsoleOrders (with StaffConsoleOrder),
 * StaffConsoleOrganisations (with StaffConsoleOrganisation) and
 * StaffConsoleLicences; their props' shapes in StaffConsoleView.ts and
 * StaffConsoleCommerceView.ts.
 */
import { useId, useRef, type KeyboardEvent } from "react";
import type { ConsoleViewProps } from "./StaffConsoleCommerceView.js";
import { ApplicationsPanel } from "./StaffConsoleApplications.js";
import { AuditPanel } from "./StaffConsoleAudit.js";
import { ConsoleGate as Gate } from "../ui/ConsoleGate.js";
import { LicencesEditor } from "./StaffConsoleLicences.js";
import { MembersPanel } from "./StaffConsoleMembers.js";
import { OrdersPanel } from "./StaffConsoleOrders.js";
import { OrganisationsPanel } from "./StaffConsoleOrganisations.js";
import { PacksPanel } from "./StaffConsolePacks.js";
import { ReviewPanel } from "./StaffConsoleReview.js";
import { SettingsPanel } from "./StaffConsoleSettings.js";
import { TakedownsPanel } from "./StaffConsoleTakedowns.js";

export type { StaffConsoleViewProps } from "./StaffConsoleView.js";
export type { ConsoleViewProps } from "./StaffConsoleCommerceView.js";

/** The console: the gate instead when the visitor is no editor (or the check runs or failed). */
export function StaffConsole(p: ConsoleViewProps) {
  const id = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
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
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const n = p.tabs.length;
    const next = e.key === "ArrowRight" ? (index + 1) % n : e.key === "ArrowLeft" ? (index - 1 + n) % n : e.key === "Home" ? 0 : e.key === "End" ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    p.on.panel(p.tabs[next].id);
    tabsRef.current?.querySelectorAll<HTMLButtonElement>("[role=tab]")[next]?.focus();
  };
  const on = p.on;
  return (
    <div part="root" className="root">
      <div part="header" className="header">
        <h1 part="title" className="title">
          {p.s.title}
        </h1>
        <p className="editor">{p.editorLine}</p>
      </div>
      <div ref={tabsRef} part="tabs" className="tabs" role="tablist" aria-label={p.s.tabsLabel}>
        {p.tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            part={p.panel === tab.id ? "tab selected" : "tab"}
            className="tab"
            aria-selected={p.panel === tab.id}
            aria-controls={`${id}-panel`}
            tabIndex={p.panel === tab.id ? 0 : -1}
            onClick={() => on.panel(tab.id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div part="panel" className="panel" id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${p.panel}`}>
        {p.review ? <ReviewPanel v={p.review} on={on} /> : null}
        {p.takedowns ? (
          <TakedownsPanel v={p.takedowns} on={on}>
            {p.licences ? <LicencesEditor v={p.licences} on={on} /> : null}
          </TakedownsPanel>
        ) : null}
        {p.contributors ? (
          <ApplicationsPanel v={p.contributors} kind="contributors" onDecide={(code, verdict) => on.contributor(code, verdict)} onPage={on.contributorsPage} onRetry={on.retry} />
        ) : null}
        {p.photographers ? (
          <ApplicationsPanel v={p.photographers} kind="photographers" onDecide={(key, verdict) => on.photographer(Number(key), verdict)} onPage={on.photographersPage} onRetry={on.retry} />
        ) : null}
        {p.members ? <MembersPanel v={p.members} on={on} /> : null}
        {p.settings ? <SettingsPanel v={p.settings} on={on} /> : null}
        {p.packs ? <PacksPanel v={p.packs} on={on} /> : null}
        {p.orders ? <OrdersPanel v={p.orders} on={on} /> : null}
        {p.organisations ? <OrganisationsPanel v={p.organisations} on={on} /> : null}
        {p.audit ? <AuditPanel v={p.audit} on={on} /> : null}
      </div>
    </div>
  );
}
