/**
 * The staff console store's organisations slice (issue 20 "Organisation
 * members"; GET/POST /api/staff/organisations, PUT …/{id}, POST/DELETE
 * …/{id}/members, POST …/{id}/grants; common/commerce.ts OrganisationDto):
 * every organisation (name, seats used of seats, admin), read when the
 * panel is first shown; the create form (name, seats, the admin's member
 * code); one organisation open: its name and seats changed, members added
 * by code (organisation_full when every seat is taken) or removed, a grant
 * given to it (label, photos and/or days, as a member's). Each form is
 * checked first with the rules; the organisation answered replaces its
 * copy. Audited by the server (organisation.create, .change, .member,
 * .grant). No React, no DOM.
 */
import type { OrganisationDto } from "../../../common/commerce.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { checkMemberCode, checkOrganisation, type OrganisationForm } from "../commerce.rules.js";
import { checkGrant, replaceItem, type GrantInput } from "../staff-console.rules.js";
import type { Notes } from "./notes.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type OrganisationsSliceState = Pick<StaffState, "organisations">;

export interface Organisations {
  load(): Promise<void>;
  open(id: number): void;
  /** opens the create form */
  startCreate(): void;
  close(): void;
  /** @returns true when created (it opens) */
  create(form: OrganisationForm): Promise<boolean>;
  /** the open organisation's name and seats; @returns true when saved */
  update(form: Pick<OrganisationForm, "name" | "seats">): Promise<boolean>;
  /** @returns true when the member joined */
  addMember(code: string): Promise<boolean>;
  removeMember(code: string): Promise<void>;
  /** @returns true when the grant was added */
  grant(input: GrantInput): Promise<boolean>;
  /** revokes one of the open organisation's grants (audited organisation.grant_revoke) */
  revokeGrant(grantId: number): Promise<void>;
  clearProblems(): void;
}

export function createOrganisations(s: State<OrganisationsSliceState>, deps: StaffDeps, lang: () => Lang, links: { notes: Notes; disposed(): boolean }): Organisations {
  const g = () => s.get().organisations;
  const patch = (p: Partial<StaffState["organisations"]>) => s.set({ organisations: { ...g(), ...p } });
  const put = (o: OrganisationDto) => patch({ items: g().items.some((x) => x.id === o.id) ? replaceItem(g().items, o, (x) => x.id) : [...g().items, o] });
  let token = 0;

  /**
   * Runs one call as `busy`; the organisation answered replaces its copy. A
   * refusal `at` names a box (organisation_full, not_found of a member code)
   * becomes that box's problem.
   */
  const run = async (busy: string, call: () => Promise<OrganisationDto>, done: (o: OrganisationDto) => void, at?: string): Promise<boolean> => {
    if (g().busy) return false;
    patch({ busy, problems: [], failure: null });
    try {
      const o = await call();
      if (links.disposed()) return false;
      patch({ busy: null });
      put(o);
      done(o);
      return true;
    } catch (err) {
      if (links.disposed()) return false;
      const f = failureOf(err);
      const rule = at && !f.problems.length ? ({ organisation_full: "full", not_found: "notFound" } as Record<string, string>)[f.code] : undefined;
      if (rule) patch({ busy: null, problems: [{ field: at!, rule }], failure: null });
      else patch({ busy: null, problems: f.problems, failure: f.problems.length ? null : f });
      return false;
    }
  };
  const openId = () => (typeof g().open === "number" ? (g().open as number) : null);
  const saved = () => patch({ savedSeq: g().savedSeq + 1 });

  return {
    async load() {
      const mine = ++token;
      patch({ phase: "loading", error: null });
      try {
        const items = await deps.commerce.organisations(lang());
        if (mine !== token || links.disposed()) return;
        patch({ phase: "ready", items, error: null });
      } catch (err) {
        if (mine !== token || links.disposed()) return;
        patch({ phase: "error", items: [], error: failureOf(err) });
      }
    },
    open: (id) => patch({ open: id, busy: null, problems: [], failure: null }),
    startCreate: () => patch({ open: "new", busy: null, problems: [], failure: null }),
    close: () => patch({ open: null, busy: null, problems: [], failure: null }),
    create(form) {
      if (g().open !== "new") return Promise.resolve(false);
      const r = checkOrganisation(form, true);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return Promise.resolve(false);
      }
      return run(
        "create",
        () => deps.commerce.createOrganisation(r.input, lang()),
        (o) => {
          if (g().open === "new") patch({ open: o.id });
          saved();
          links.notes.done("organisation.create", String(o.id), "organisation_created", { name: o.name });
        },
        "adminCode",
      );
    },
    update(form) {
      const id = openId();
      if (id === null) return Promise.resolve(false);
      const r = checkOrganisation({ ...form, adminCode: "" }, false);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return Promise.resolve(false);
      }
      return run(
        "edit",
        () => deps.commerce.updateOrganisation(id, { name: r.input.name, seats: r.input.seats }, lang()),
        (o) => {
          saved();
          links.notes.done("organisation.change", String(o.id), "organisation_saved", { name: o.name });
        },
      );
    },
    addMember(code) {
      const id = openId();
      if (id === null) return Promise.resolve(false);
      const problem = checkMemberCode(code);
      if (problem) {
        patch({ problems: [problem], failure: null });
        return Promise.resolve(false);
      }
      const c = code.trim();
      return run(
        "member",
        () => deps.commerce.addOrganisationMember(id, c, lang()),
        (o) => {
          saved();
          const m = o.members.find((x) => x.code === c);
          links.notes.done("organisation.member", String(o.id), "organisation_member_added", { member: m?.name || c, name: o.name });
        },
        "code",
      );
    },
    async removeMember(code) {
      const id = openId();
      if (id === null) return;
      const before = g().items.find((x) => x.id === id)?.members.find((x) => x.code === code);
      await run(
        `remove:${code}`,
        () => deps.commerce.removeOrganisationMember(id, code, lang()),
        (o) => links.notes.done("organisation.member", String(o.id), "organisation_member_removed", { member: before?.name || code, name: o.name }),
      );
    },
    grant(input) {
      const id = openId();
      if (id === null) return Promise.resolve(false);
      const r = checkGrant(input);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return Promise.resolve(false);
      }
      return run(
        "grant",
        () => deps.commerce.organisationGrant(id, r.body, lang()),
        (o) => {
          saved();
          links.notes.done("organisation.grant", String(o.id), "organisation_grant_added", { label: r.body.label, name: o.name });
        },
      );
    },
    async revokeGrant(grantId) {
      const id = openId();
      if (id === null) return;
      const label = g().items.find((x) => x.id === id)?.grants.find((x) => x.id === grantId)?.label ?? "";
      await run(
        `revoke:${grantId}`,
        () => deps.commerce.revokeOrganisationGrant(id, grantId, lang()),
        (o) => links.notes.done("organisation.grant_revoke", String(o.id), "organisation_grant_revoked", { label, name: o.name }),
      );
    },
    clearProblems() {
      if (g().problems.length || g().failure) patch({ problems: [], failure: null });
    },
  };
}
