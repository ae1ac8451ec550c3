/**
 * The open organisation of the organisations panel (issue 20 "Organisation
 * members"): its facts (seats used of seats, admin); its name and seats
 * (a form); its members (the admin tagged; each removable, the button named
 * after the member); a member added by code (when every seat is taken the
 * problem says so and what to do); its grants, the shared quota (label,
 * photos left, end, state); a grant given to it (label, and photos and/or
 * days, as a member's grant). Each problem is shown at its box; the
 * server's refusal in an alert. Local state: the boxes typed (the add-member
 * and grant boxes emptied after a save, savedSeq). When it opens, its
 * heading takes the focus. Presentational otherwise.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { GrantInput } from "./staff-console.rules.js";
import type { ConsoleActions, OrganisationDetailView, OrganisationsView } from "./StaffConsoleCommerceView.js";
import { Box, describedBy, Facts } from "./StaffConsoleParts.js";

export function OrganisationDetail({ d, s, on }: { d: OrganisationDetailView; s: OrganisationsView["s"]; on: ConsoleActions }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  const [org, setOrg] = useState(d.initial);
  const [code, setCode] = useState("");
  const [grant, setGrant] = useState<GrantInput>({ label: "", quota: "", days: "" });
  // with the render that shows the save (a layout effect): a box typed into after that render keeps its text (a passive
  // effect can run a frame later, after the typing: the light build's Preact)
  useLayoutEffect(() => {
    if (d.savedSeq === 0) return;
    setOrg(d.initial);
    setCode("");
    setGrant({ label: "", quota: "", days: "" });
    // d.initial is a new object every render: only a save resets the boxes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [d.savedSeq]);
  const busy = d.busy !== null;
  const b = d.boxes;
  /** A box's change: its text kept, the problems cleared. */
  const typed = (set: (x: string) => void) => (x: string) => {
    set(x);
    on.orgInput();
  };
  const submit = (e: FormEvent, run: () => Promise<boolean>) => {
    e.preventDefault();
    if (!busy) void run();
  };
  return (
    <section part="organisation-detail" className="detail" aria-labelledby={`${id}-h`}>
      <div className="detail-head">
        <h2 id={`${id}-h`} ref={headingRef} className="detail-title" tabIndex={-1}>
          {d.heading}
        </h2>
        <button type="button" className="btn secondary small" onClick={on.orgClose}>
          {s.close}
        </button>
      </div>
      <Facts facts={d.facts} />
      {d.alert ? (
        <p part="organisation-alert" className="alert" role="alert">
          {d.alert}
        </p>
      ) : null}

      <form part="organisation-edit" className="decide-form" aria-labelledby={`${id}-eh`} onSubmit={(e) => submit(e, () => on.orgUpdate(org))} noValidate>
        <h3 id={`${id}-eh`} className="sub">
          {s.editHeading}
        </h3>
        <div className="row">
          <Box id={`${id}-name`} b={b.name} part="org-name" name="name" value={org.name} onChange={typed((x) => setOrg((o) => ({ ...o, name: x })))} />
          <Box id={`${id}-seats`} b={b.seats} part="org-seats" name="seats" className="input short" inputMode="numeric" value={org.seats} onChange={typed((x) => setOrg((o) => ({ ...o, seats: x })))} />
        </div>
        <button type="submit" part="save-organisation" className="btn" disabled={busy}>
          {d.busy === "edit" ? s.working : s.save}
        </button>
      </form>

      <h3 className="sub">{s.membersHeading}</h3>
      {d.members.length ? (
        <ul part="org-members" className="grants">
          {d.members.map((m) => (
            <li key={m.code} part="org-member" className="grant active">
              <span className="grant-label">{m.name}</span>
              {m.admin ? <span className="tag">{s.admin}</span> : null}
              <button type="button" part="remove-member" className="btn secondary small" aria-label={m.busy ? undefined : m.removeLabel} disabled={busy} onClick={() => on.orgRemoveMember(m.code)}>
                {m.busy ? s.working : s.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{s.noMembers}</p>
      )}
      <form part="org-member-form" className="decide-form" aria-labelledby={`${id}-mh`} onSubmit={(e) => submit(e, () => on.orgAddMember(code))} noValidate>
        <h3 id={`${id}-mh`} className="sub">
          {s.addMemberHeading}
        </h3>
        <Box id={`${id}-code`} b={b.code} part="org-member-code" name="code" value={code} onChange={typed((x) => setCode(x))} />
        <button type="submit" part="add-member" className="btn" disabled={busy}>
          {d.busy === "member" ? s.working : s.addMember}
        </button>
      </form>

      <h3 className="sub">{s.grantsHeading}</h3>
      {d.grants.length ? (
        <ul part="org-grants" className="grants">
          {d.grants.map((g) => (
            <li key={g.id} part="org-grant" className={`grant${g.active ? " active" : ""}`}>
              <span className="grant-label">{g.label}</span>
              <span className="grant-text">{g.text}</span>
              <span className="tag">{g.state}</span>
              {g.revocable ? (
                <button type="button" part="org-grant-revoke" className="btn secondary small" aria-label={g.busy ? undefined : g.revokeLabel} disabled={d.busy !== null} onClick={() => on.orgRevokeGrant(g.id)}>
                  {g.busy ? s.working : s.revoke}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{s.noGrants}</p>
      )}
      <form part="org-grant-form" className="decide-form" aria-labelledby={`${id}-gh`} onSubmit={(e) => submit(e, () => on.orgGrant(grant))} noValidate>
        <h3 id={`${id}-gh`} className="sub">
          {s.grantHeading}
        </h3>
        <Box id={`${id}-label`} b={b.label} part="org-grant-label" name="label" value={grant.label} onChange={typed((x) => setGrant((g) => ({ ...g, label: x })))} />
        <div className="row">
          <GrantNumber id={`${id}-gq`} label={b.quota.label} error={b.quota.error} both={b.grant} hintId={`${id}-gh2`} part="org-grant-quota" value={grant.quota} onChange={typed((x) => setGrant((g) => ({ ...g, quota: x })))} />
          <GrantNumber id={`${id}-gd`} label={b.days.label} error={b.days.error} both={b.grant} hintId={`${id}-gh2`} part="org-grant-days" value={grant.days} onChange={typed((x) => setGrant((g) => ({ ...g, days: x })))} />
        </div>
        <p id={`${id}-gh2`} className="hint">
          {b.grant.hint}
        </p>
        {b.grant.error ? (
          <p id={`${id}-gh2-err`} className="field-error">
            {b.grant.error}
          </p>
        ) : null}
        <button type="submit" part="add-org-grant" className="btn" disabled={busy}>
          {d.busy === "grant" ? s.working : s.addGrant}
        </button>
      </form>
    </section>
  );
}

/** A grant's photos or days box: its own problem, and the pair's ("photos, days, or both") under both boxes. */
function GrantNumber(p: { id: string; label: string; error: string; both: { error: string }; hintId: string; part: string; value: string; onChange(v: string): void }) {
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        part={p.part}
        className="input short"
        type="text"
        inputMode="numeric"
        value={p.value}
        aria-invalid={p.error || p.both.error ? true : undefined}
        aria-describedby={describedBy(p.hintId, !!p.error && `${p.id}-err`, !!p.both.error && `${p.hintId}-err`)}
        onChange={(e) => p.onChange(e.currentTarget.value)}
      />
      {p.error ? (
        <p id={`${p.id}-err`} className="field-error">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}
