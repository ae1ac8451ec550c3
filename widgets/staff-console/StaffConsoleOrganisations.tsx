/**
 * The organisations panel (issue 20 "Organisation members"): every
 * organisation account (name, seats used of seats, admin; a manage button,
 * aria-expanded), a "new organisation" button, and beside them the create
 * form (name, seats, the admin's member code) or the open organisation
 * (StaffConsoleOrganisation.tsx). When the create form opens its heading
 * takes the focus. Local state: the create form's boxes. Presentational
 * otherwise.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { OrganisationForm } from "./commerce.rules.js";
import type { ConsoleActions, OrganisationCreateView, OrganisationsView } from "./StaffConsoleCommerceView.js";
import { OrganisationDetail } from "./StaffConsoleOrganisation.js";
import { Box, Facts, ListState } from "./StaffConsoleParts.js";

export function OrganisationsPanel({ v, on }: { v: OrganisationsView; on: ConsoleActions }) {
  const id = useId();
  return (
    <div className="split">
      <div className="side">
        <p className="hint">{v.s.intro}</p>
        <div className="actions">
          <button type="button" part="new-organisation" className="btn" aria-expanded={v.create !== null} aria-controls={`${id}-detail`} onClick={on.orgStartCreate}>
            {v.s.newOrganisation}
          </button>
        </div>
        <ListState l={v.status} count={v.items.length} onRetry={on.retry} />
        {v.items.length ? (
          <ul part="organisations" className="cards" aria-label={v.status.label}>
            {v.items.map((x) => (
              <li key={x.id} part={x.open ? "organisation selected" : "organisation"} className={`card${x.open ? " selected" : ""}`}>
                <p className="card-title">{x.name}</p>
                <Facts facts={x.facts} className="facts compact" />
                <div className="actions">
                  <button
                    type="button"
                    part="manage-organisation"
                    className="btn secondary small"
                    aria-label={x.manageLabel}
                    aria-expanded={x.open}
                    aria-controls={x.open ? `${id}-detail` : undefined}
                    onClick={() => (x.open ? on.orgClose() : on.orgOpen(x.id))}
                  >
                    {v.s.manage}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="main" id={`${id}-detail`}>
        {v.create ? <CreateOrganisation c={v.create} s={v.s} on={on} /> : null}
        {v.detail ? <OrganisationDetail key={v.detail.id} d={v.detail} s={v.s} on={on} /> : null}
      </div>
    </div>
  );
}

function CreateOrganisation({ c, s, on }: { c: OrganisationCreateView; s: OrganisationsView["s"]; on: ConsoleActions }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  const [form, setForm] = useState<OrganisationForm>({ name: "", seats: "", adminCode: "" });
  const edit = (patch: Partial<OrganisationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    on.orgInput();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!c.busy) void on.orgCreate(form);
  };
  return (
    <section part="organisation-create" className="detail" aria-labelledby={`${id}-h`}>
      <div className="detail-head">
        <h2 id={`${id}-h`} ref={headingRef} className="detail-title" tabIndex={-1}>
          {s.createHeading}
        </h2>
        <button type="button" className="btn secondary small" onClick={on.orgClose}>
          {s.close}
        </button>
      </div>
      <form className="decide-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        {c.alert ? (
          <p className="alert" role="alert">
            {c.alert}
          </p>
        ) : null}
        <Box id={`${id}-name`} b={c.boxes.name} part="org-name" name="name" value={form.name} onChange={(x) => edit({ name: x })} />
        <Box id={`${id}-seats`} b={c.boxes.seats} part="org-seats" name="seats" className="input short" inputMode="numeric" value={form.seats} onChange={(x) => edit({ seats: x })} />
        <Box id={`${id}-admin`} b={c.boxes.adminCode} part="org-admin" name="adminCode" value={form.adminCode} onChange={(x) => edit({ adminCode: x })} />
        <button type="submit" part="create-organisation" className="btn" disabled={c.busy}>
          {c.busy ? s.working : s.create}
        </button>
      </form>
    </section>
  );
}
