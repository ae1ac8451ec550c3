/**
 * The staff console store's members slice (issue 19 "Entitlements", "A staff
 * console"): members found by code, name, e-mail or phone, one page at a
 * time; one member open with its quota, grants and roles: a quota change
 * (a non-zero integer within ±GRANT_QUOTA_MAX; the quota never goes below
 * 0), a grant added (label, and a quota and/or a period in days) or revoked,
 * the agent and editor roles given or taken (an editor cannot take their own
 * editor role: the server's invalid_param rule "self"). Each form is checked
 * first with the rules; the member answered replaces the open copy and its
 * list entry. No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { StaffMemberDto } from "../../../common/staff.js";
import type { State } from "../../core/store.js";
import { checkGrant, parseDelta, replaceItem, type GrantInput, type StaffRole } from "../staff-console.rules.js";
import type { Notes } from "./notes.js";
import { createPaged } from "./paged.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type MembersSliceState = Pick<StaffState, "members">;

export interface Members {
  load(page?: number): Promise<void>;
  /** a new search: its first page */
  search(q: string): Promise<void>;
  /** opens member `code` (from the list) */
  open(code: string): void;
  close(): void;
  /** @returns true when the quota changed */
  changeQuota(deltaText: string): Promise<boolean>;
  /** @returns true when the grant was added */
  addGrant(input: GrantInput): Promise<boolean>;
  revokeGrant(id: number): Promise<void>;
  setRole(role: StaffRole, on: boolean): Promise<void>;
  /** a member as it is now (another panel's answer): its list entry and the open copy */
  put(m: StaffMemberDto): void;
  clearProblems(): void;
}

export function createMembers(s: State<MembersSliceState>, deps: StaffDeps, lang: () => Lang, rows: number, links: { notes: Notes; disposed(): boolean }): Members {
  const m = () => s.get().members;
  const patch = (p: Partial<StaffState["members"]>) => s.set({ members: { ...m(), ...p } });
  const list = createPaged<StaffMemberDto>(
    () => m().list,
    (p) => patch({ list: { ...m().list, ...p } }),
    (page) => deps.api.members({ q: m().q, page, rows }, lang()),
    rows,
    links.disposed,
  );
  const put = (member: StaffMemberDto) => {
    const cur = m();
    patch({
      list: { ...cur.list, items: replaceItem(cur.list.items, member, (x) => x.code) },
      ...(cur.code === member.code ? { member } : {}),
    });
  };

  /** Runs one call of the open member as `busy`; the member answered replaces the copies. */
  const run = async (busy: string, call: (code: string) => Promise<StaffMemberDto>, done: (member: StaffMemberDto) => void): Promise<boolean> => {
    const code = m().code;
    if (!code || m().busy) return false;
    patch({ busy, problems: [], failure: null });
    try {
      const member = await call(code);
      if (links.disposed()) return false;
      patch({ busy: null });
      put(member);
      done(member);
      return true;
    } catch (err) {
      if (links.disposed()) return false;
      const f = failureOf(err);
      patch({ busy: null, problems: f.problems, failure: f.problems.length ? null : f });
      return false;
    }
  };
  const nameOf = (x: StaffMemberDto) => x.name || x.code;

  return {
    load: (page) => list.load(page),
    async search(q) {
      patch({ q: q.trim() });
      await list.load(1);
    },
    open(code) {
      const member = m().list.items.find((x) => x.code === code) ?? null;
      patch({ code, member, busy: null, problems: [], failure: null });
    },
    close: () => patch({ code: null, member: null, busy: null, problems: [], failure: null }),
    changeQuota(deltaText) {
      const r = parseDelta(deltaText);
      if ("problem" in r) {
        patch({ problems: [r.problem], failure: null });
        return Promise.resolve(false);
      }
      return run(
        "quota",
        (code) => deps.api.quota(code, r.delta, lang()),
        (x) => {
          patch({ savedSeq: m().savedSeq + 1 });
          links.notes.done("member.quota", x.code, "quota_done", { name: nameOf(x), quota: x.downloadQuota });
        },
      );
    },
    addGrant(input) {
      const r = checkGrant(input);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return Promise.resolve(false);
      }
      return run(
        "grant",
        (code) => deps.api.grant(code, r.body, lang()),
        (x) => {
          patch({ savedSeq: m().savedSeq + 1 });
          links.notes.done("member.grant", x.code, "grant_done", { name: nameOf(x), label: r.body.label });
        },
      );
    },
    async revokeGrant(id) {
      await run(
        `revoke:${id}`,
        () => deps.api.revokeGrant(id, lang()),
        (x) => links.notes.done("member.grant_revoke", String(id), "revoke_done", { name: nameOf(x) }),
      );
    },
    async setRole(role, on) {
      await run(
        `role:${role}`,
        (code) => deps.api.roles(code, { [role]: on }, lang()),
        (x) => links.notes.done("member.role", x.code, `role_${role}_${on ? "on" : "off"}`, { name: nameOf(x) }),
      );
    },
    put,
    clearProblems() {
      if (m().problems.length || m().failure) patch({ problems: [], failure: null });
    },
  };
}
