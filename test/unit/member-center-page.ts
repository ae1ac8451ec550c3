/**
 * A member-centre page for the issue 20 tests (member-center-commerce.test.ts,
 * member-center-earnings.test.ts): demo members (a contributor, a member, an
 * organisation's admin), an organisation, and `open(page, member, search)`:
 * the real store (widgets/member-center/member-center.store.ts) started on
 * that page with the issue 19 calls answering nothing in particular and the
 * issue 20 calls over member-center-fake.ts, and `props()` the element's view
 * props for its state. Call stopAll() after each test.
 */
import type { OrganisationDto } from "../../common/commerce.js";
import type { GrantDto } from "../../common/staff.js";
import type { Member } from "../../common/types.js";
import { memberCenterProps, parseAttributes } from "../../widgets/member-center/member-center.props.js";
import type { Page } from "../../widgets/member-center/member-center.rules.js";
import { createMemberCenterStore, type MemberCenterDeps } from "../../widgets/member-center/member-center.store.js";
import { commerceFake, type CommerceFakeOptions } from "./member-center-fake.js";

export const CONTRIBUTOR: Member = {
  id: 1,
  name: "李摄影",
  mobile: "13800138001",
  email: "c@photowire.test",
  imgUrl: "",
  idCard: null,
  code: "demo_contributor",
  nature: 1,
  photographerId: null,
  photographerInfoObj: null,
  point: 250,
  ucMemberClass: { type: 0 },
  contributorStatus: 1,
};
export const MEMBER: Member = { ...CONTRIBUTOR, id: 2, name: "演示会员", code: "demo_member", nature: 2, point: 30 };
export const ADMIN: Member = { ...MEMBER, id: 3, name: "机构管理员", code: "org_admin" };

export const ORG: OrganisationDto = {
  id: 7,
  name: "光影图片社",
  seats: 5,
  used: 2,
  admin: { code: "org_admin", name: "机构管理员" },
  grants: [
    { id: 40, label: "机构套餐", remaining: 80, total: 100, validUntil: "2099-12-31T00:00:00.000Z", revokedAt: null, active: true },
    { id: 41, label: "旧授权", remaining: 0, total: 10, validUntil: null, revokedAt: null, active: false },
  ],
  members: [
    { code: "org_admin", name: "机构管理员" },
    { code: "demo_member", name: "演示会员" },
  ],
};

export const grant = (id: number, extra: Partial<GrantDto> = {}): GrantDto => ({
  id,
  label: `Grant ${id}`,
  remaining: 5,
  total: 10,
  validFrom: "2026-01-01T00:00:00.000Z",
  validUntil: "2099-12-31T00:00:00.000Z",
  revokedAt: null,
  active: true,
  ...extra,
});

/** The centre's deps for `member` on `pathname?search`, with the issue 20 calls over `c`. */
export function pageDeps(member: Member, pathname: string, search: string, c: ReturnType<typeof commerceFake>, grants: GrantDto[] = []) {
  const members: Member[] = [];
  const navigated: string[] = [];
  let listener: ((m: Member | null) => void) | null = null;
  const deps: MemberCenterDeps = {
    getMember: async () => member,
    onMemberChange(fn) {
      listener = fn;
      return () => (listener = null);
    },
    setMember(m) {
      members.push(m);
      listener?.(m);
    },
    searchStore: async () => ({ page_data: [], total_count: 0 }),
    queryStories: async () => ({ page_data: [], total_count: 0 }),
    reviewChannel: () => () => {},
    downloadQuota: async () => 3,
    grants: async () => grants,
    deleteRecord: async () => {},
    fetchRecords: async () => ({ list: [], total: 0 }),
    memberClass: async () => "",
    uploadAvatar: async () => "",
    location: () => ({ pathname, search }),
    setTabQuery: () => {},
    isMobile: () => false,
    hasFilledInput: () => false,
    onRedirect: () => true,
    onBack: () => true,
    navigate: (url) => navigated.push(url),
    goBack: () => true,
    ...c.deps,
  };
  return { deps, members, navigated };
}

export const settle = () => new Promise((r) => setTimeout(r, 0));
let stops: (() => void)[] = [];
/** Keeps a started page's stop function for stopAll. */
export function track(stop: () => void): void {
  stops.push(stop);
}

/** Stops every page opened (call it after each test). */
export function stopAll(): void {
  stops.forEach((s) => s());
  stops = [];
}

export async function open(page: Page, member: Member, search: string, opts: CommerceFakeOptions = {}, lang: "zh" | "en" = "zh", grants: GrantDto[] = []) {
  const c = commerceFake({ member: { code: member.code, name: member.name, point: member.point }, ...opts });
  const p = pageDeps(member, `/public_resource/public/html/${page}.html`, search, c, grants);
  const store = createMemberCenterStore(p.deps, { page, lang });
  stops.push(store.start());
  await settle();
  await settle();
  const props = (now = new Date("2026-11-28T00:00:00.000Z")) => memberCenterProps(lang, parseAttributes({ page }), store.getState(), store.edition, store, "t", now);
  return { store, c, ...p, props };
}
