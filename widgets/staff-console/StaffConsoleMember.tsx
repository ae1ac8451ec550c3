/**
 * The open member of the members panel (issue 19 "Entitlements"): its facts;
 * a quota change (a whole number, ±; the quota never goes below 0); its
 * grants (label, photos left, period, state; revoke); a new grant (label,
 * and photos and/or days); the agent and editor roles as checkboxes (one's
 * own editor role cannot be taken: disabled, with the reason beside it).
 * Each problem is shown at its field; the server's refusal in an alert.
 * Local state: the boxes typed, emptied after each save (savedSeq). When
 * it opens, its heading takes the focus (scrolled into view on a narrow
 * screen, where it is under the list).
 * Presentational otherwise.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { MemberDetailView, MembersView, StaffActions } from "./StaffConsoleView.js";
import { Facts } from "./StaffConsoleParts.js";

/** aria-describedby of a box: its hint and its problem, when there is one. */
const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

export function MemberDetail({ d, s, on }: { d: MemberDetailView; s: MembersView["s"]; on: StaffActions }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  const [delta, setDelta] = useState("");
  const [grant, setGrant] = useState({ label: "", quota: "", days: "" });
  // with the render that shows the save (a layout effect): a box typed into after that render keeps its text (a passive
  // effect can run a frame later, after the typing: the light build's Preact)
  useLayoutEffect(() => {
    if (d.savedSeq === 0) return;
    setDelta("");
    setGrant({ label: "", quota: "", days: "" });
  }, [d.savedSeq]);
  const busy = d.busy !== null;
  const edit = (patch: Partial<typeof grant>) => {
    setGrant((g) => ({ ...g, ...patch }));
    on.memberInput();
  };
  const err = (field: keyof MemberDetailView["errors"]) =>
    d.errors[field] ? (
      <p id={`${id}-${field}-err`} className="field-error">
        {d.errors[field]}
      </p>
    ) : null;
  const submitQuota = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void on.quota(delta);
  };
  const submitGrant = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void on.grant(grant);
  };
  return (
    <section part="member-detail" className="detail" aria-labelledby={`${id}-h`}>
      <div className="detail-head">
        <h2 id={`${id}-h`} ref={headingRef} className="detail-title" tabIndex={-1}>
          {d.heading}
        </h2>
        <button type="button" className="btn secondary small" onClick={on.closeMember}>
          {s.close}
        </button>
      </div>
      <Facts facts={d.facts} />
      {d.alert ? (
        <p part="member-alert" className="alert" role="alert">
          {d.alert}
        </p>
      ) : null}

      <form part="quota-form" className="decide-form" aria-labelledby={`${id}-qh`} onSubmit={submitQuota} noValidate>
        <h3 id={`${id}-qh`} className="sub">
          {s.quotaHeading}
        </h3>
        <label htmlFor={`${id}-delta`}>{s.deltaLabel}</label>
        <input
          id={`${id}-delta`}
          part="delta"
          className="input short"
          type="text"
          inputMode="numeric"
          value={delta}
          aria-invalid={d.errors.delta ? true : undefined}
          aria-describedby={describedBy(`${id}-dh`, !!d.errors.delta && `${id}-delta-err`)}
          onChange={(e) => {
            setDelta(e.currentTarget.value);
            on.memberInput();
          }}
        />
        <p id={`${id}-dh`} className="hint">
          {s.deltaHint}
        </p>
        {err("delta")}
        <button type="submit" part="apply-quota" className="btn" disabled={busy}>
          {d.busy === "quota" ? s.working : s.applyQuota}
        </button>
      </form>

      <h3 className="sub">{s.grantsHeading}</h3>
      {d.grants.length ? (
        <ul part="grants" className="grants">
          {d.grants.map((g) => (
            <li key={g.id} part="grant" className={`grant${g.active ? " active" : ""}`}>
              <span className="grant-label">{g.label}</span>
              <span className="grant-text">{g.text}</span>
              <span className="tag">{g.state}</span>
              {g.revocable ? (
                <button type="button" part="revoke" className="btn secondary small" aria-label={g.busy ? undefined : g.revokeLabel} disabled={busy} onClick={() => on.revoke(g.id)}>
                  {g.busy ? s.working : s.revoke}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{s.noGrants}</p>
      )}

      <form part="grant-form" className="decide-form" aria-labelledby={`${id}-gh`} onSubmit={submitGrant} noValidate>
        <h3 id={`${id}-gh`} className="sub">
          {s.grantHeading}
        </h3>
        <label htmlFor={`${id}-label`}>{s.labelLabel}</label>
        <input
          id={`${id}-label`}
          part="grant-label"
          className="input"
          type="text"
          value={grant.label}
          aria-invalid={d.errors.label ? true : undefined}
          aria-describedby={describedBy(!!d.errors.label && `${id}-label-err`)}
          onChange={(e) => edit({ label: e.currentTarget.value })}
        />
        {err("label")}
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-gq`}>{s.grantQuotaLabel}</label>
            <input
              id={`${id}-gq`}
              part="grant-quota"
              className="input short"
              type="text"
              inputMode="numeric"
              value={grant.quota}
              aria-invalid={d.errors.quota || d.errors.grant ? true : undefined}
              aria-describedby={describedBy(`${id}-gh2`, !!d.errors.quota && `${id}-quota-err`, !!d.errors.grant && `${id}-grant-err`)}
              onChange={(e) => edit({ quota: e.currentTarget.value })}
            />
            {err("quota")}
          </div>
          <div className="field">
            <label htmlFor={`${id}-gd`}>{s.daysLabel}</label>
            <input
              id={`${id}-gd`}
              part="grant-days"
              className="input short"
              type="text"
              inputMode="numeric"
              value={grant.days}
              aria-invalid={d.errors.days || d.errors.grant ? true : undefined}
              aria-describedby={describedBy(`${id}-gh2`, !!d.errors.days && `${id}-days-err`, !!d.errors.grant && `${id}-grant-err`)}
              onChange={(e) => edit({ days: e.currentTarget.value })}
            />
            {err("days")}
          </div>
        </div>
        <p id={`${id}-gh2`} className="hint">
          {s.grantHint}
        </p>
        {err("grant")}
        <button type="submit" part="add-grant" className="btn" disabled={busy}>
          {d.busy === "grant" ? s.working : s.addGrant}
        </button>
      </form>

      <fieldset part="roles" className="roles">
        <legend>{s.rolesHeading}</legend>
        {d.roles.map((r) => (
          <div key={r.role} className="role">
            <label className="check">
              <input type="checkbox" part={r.role === "agent" ? "role-agent" : "role-editor"} checked={r.checked} disabled={r.disabled} aria-describedby={`${id}-${r.role}-hint`} onChange={(e) => on.role(r.role, e.currentTarget.checked)} />
              <span>{r.label}</span>
            </label>
            <span id={`${id}-${r.role}-hint`} className="hint">
              {r.hint}
            </span>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
