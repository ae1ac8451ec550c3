/**
 * MSW handlers for the <pw-member-center> and <pw-edition-guard> stories,
 * answering as the reference server does (read from server/src/routes and
 * services):
 * - GET store/{store}/search → `{ code, result: { page_data, total_count } }`
 *   with the records of services/stores.ts (buildThumbsUpRecord,
 *   buildCollectionRecord; ss_download and contribution documents as the
 *   client committed them, oid prefixed with the member code);
 * - GET store/{store}/delete?oid= → `{ oid, deleted }`;
 * - GET guest/query_story?status=submit|draft&page=&rows= → `{ code, result:
 *   { page_data, total_count } }`: the contributor's drafts with their review
 *   state (issue 19, services/contribution.ts);
 * - GET download/grants → GrantDto[] and GET ucMemberDownload/getUcMemberDownloadCost
 *   (no ids) → `{ residueCount, … }`: the download entitlements (issue 19);
 * - GET web/buy/get_record, web/point/get_record → `{ list: [{ id, title,
 *   amount, value, htmlUrl, createTime }], total }` (routes/records.ts);
 * - GET guest/getByUcMemberClass?type= → `{ type, name, skipQuotaCheck }`;
 * - POST guest/update_titleImg → `{ imgUrl }`;
 * - for the account elements of the home tabs: POST guest/refresh_user_info
 *   → `{ member, detail }`, GET guest/region/provinces|cities|areas →
 *   `[{ key, value, parent? }]`, POST guest/check_bind_other →
 *   `[{ type, enabled, bound, nickname }]`;
 * - the pictures of the records and the default avatar (same-site paths, as
 *   the server's media are), as small SVGs.
 */
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import type { GrantDto, ReviewState } from "../common/staff.js";
import type { Member, MemberDetail } from "../common/types.js";
import { fail, ok, pending } from "./api-mocks.js";

type Doc = Record<string, unknown>;
type StoreName = "ss_thumps_up" | "collection" | "ss_download" | "contribution";

const TITLES = ["城市晨光", "山间云海", "老街记忆", "冬日渔村", "夜色长桥", "麦田守望", "古镇雨巷", "高原星空", "湖畔秋色", "雪后故宫"];
const AUTHORS = ["李摄影", "Wang Reader", "陈光", "Anna Schmidt"];
const day = (n: number) => new Date(Date.UTC(2026, 2, 28 - (n % 27), 8, 30)).toISOString();
const storyHtml = (n: number) => `/pw/culture/photo/articles/pw${String(1000 + n).padStart(6, "0")}.html`;
const picture = (n: number) => `/media/story-${n % 6}.svg`;

/** A thumbs-up record of SPEC §3 (services/stores.ts buildThumbsUpRecord). */
export function likeRecord(member: Member, n: number): Doc {
  const storyId = `pw${String(1000 + n).padStart(6, "0")}`;
  return {
    id: `${member.code}_${storyId}_${storyId}r01`,
    userCode: member.code,
    relationId: `${storyId}r01`,
    mediaType: 3,
    width: 4000,
    height: 2667,
    size: 3_145_728,
    photographerStr: AUTHORS[n % AUTHORS.length],
    caption: `${TITLES[n % TITLES.length]}（图片说明）`,
    flagWordStr: "",
    storyId,
    title: TITLES[n % TITLES.length],
    description: "",
    jsonUrl: storyHtml(n).replace(/\.html$/, ".json"),
    htmlUrl: storyHtml(n),
    mHtmlUrl: storyHtml(n).replace("/photo/", "/m_photo/"),
    titleImage: picture(n),
    shootingDate: "2026-01-10",
    thumbsUpTime: day(n),
    siteCode: "pw",
    siteId: 1,
  };
}

/** A collection record of SPEC §3 (services/stores.ts buildCollectionRecord). */
export function collectionRecord(member: Member, n: number): Doc {
  const storyId = `pw${String(2000 + n).padStart(6, "0")}`;
  return {
    key: `${member.code}_${storyId}_${storyId}r02`,
    user_key: member.code,
    content_key: `${storyId}r02`,
    content_type: 3,
    content_wh: "4000x2667",
    content_wh_str: "4000 × 2667 px",
    content_size: 3_145_728,
    content_size_str: "3.0 MB",
    content_author_name: AUTHORS[(n + 1) % AUTHORS.length],
    content_caption: `${TITLES[(n + 3) % TITLES.length]}（图片说明）`,
    content_keyword: "",
    story_key: storyId,
    story_title: TITLES[(n + 3) % TITLES.length],
    story_caption: "",
    story_type: "image_group",
    take_date: "2026-01-10",
    collect_date: day(n),
    htmlUrl: storyHtml(n + 100),
    mHtmlUrl: storyHtml(n + 100).replace("/photo/", "/m_photo/"),
    imgUrl: picture(n + 2),
    mediaId: `m${n}`,
    siteCode: "pw",
    siteId: 1,
    photographer: [],
    width: 4000,
    height: 2667,
    jsonUrl: storyHtml(n + 100).replace(/\.html$/, ".json"),
  };
}

/** A download document (committed by the download button; SPEC §3 Download record). */
export function downloadRecord(member: Member, n: number): Doc {
  return {
    oid: `${member.code}_dl-${n}`,
    userCode: member.code,
    storyId: `pw${String(3000 + n).padStart(6, "0")}`,
    title: TITLES[(n + 5) % TITLES.length],
    caption: "",
    photographerStr: AUTHORS[n % AUTHORS.length],
    imgUrl: picture(n + 4),
    articleLink: storyHtml(n + 200),
    shootDate: "2026-02-0" + (1 + (n % 9)),
    size: 2_097_152,
    width: 3000,
    height: 2000,
  };
}

/**
 * A contributed story draft (SPEC §3; statusId 13 = submitted) with its
 * review (issue 19): submitted ones default to "submitted"; an approved one
 * has its story and page; "changes" is a draft again (statusId 0).
 */
export function contributionRecord(member: Member, n: number, submitted: boolean, review: ReviewState | null = submitted ? "submitted" : null, reason = ""): Doc {
  const live = review === "approved";
  const isSubmitted = submitted && review !== "changes";
  return {
    oid: `${member.code}_ctb-${n}`,
    userCode: member.code,
    storyId: live ? `pw${String(4000 + n).padStart(6, "0")}` : null,
    htmlUrl: live ? storyHtml(n + 400) : null,
    title: TITLES[(n + 7) % TITLES.length],
    status: isSubmitted ? "submit" : "draft",
    statusId: isSubmitted ? 13 : 0,
    relationList: live ? [{ titleImage: picture(n + 1) }] : [],
    modifyTime: day(n),
    commitDate: submitted ? day(n) : null,
    reviewState: review,
    reviewReason: reason,
  };
}

/** GET guest/query_story over the contributor's drafts: status submit (statusId 13) or draft, paged. */
export function queryStoryHandler(docs: Doc[]): HttpHandler {
  return http.get("*/api/guest/query_story", ({ request }) => {
    const q = new URL(request.url).searchParams;
    const status = q.get("status");
    const page = Number(q.get("page") ?? 1);
    const size = Number(q.get("rows") ?? 10);
    const rows = docs.filter((d) => !status || (d.statusId === 13) === (status === "submit"));
    return HttpResponse.json({ code: "success", result: { page_data: rows.slice((page - 1) * size, page * size), total_count: rows.length } });
  });
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 0, 0)).toISOString();

/** A download grant by staff (common/staff.ts GrantDto): an organisation's photos or period. */
export function grantRecord(id: number, label: string, extra: Partial<GrantDto> = {}): GrantDto {
  return { id, label, remaining: 40, total: 100, validFrom: iso(2026, 1, 1), validUntil: iso(2099, 12, 31), revokedAt: null, active: true, ...extra };
}

/** The download entitlements: GET download/grants and the quota left (getUcMemberDownloadCost without ids). */
export function entitlementHandlers(grants: GrantDto[], quota = 20): HttpHandler[] {
  return [
    http.get("*/api/download/grants", () => ok(grants)),
    http.get("*/api/ucMemberDownload/getUcMemberDownloadCost", () => ok({ residueCount: quota, beyondCount: 0, freeCount: 0, paidCount: 0 })),
  ];
}

/**
 * GET store/{store}/search over a list of documents (newest first, as the
 * server pages them: page, rows); delete removes by oid (id, key or oid).
 */
export function storeHandlers(store: StoreName, docs: Doc[]): HttpHandler[] {
  let rows = [...docs];
  return [
    http.get(`*/api/store/${store}/search`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get("page") ?? 1);
      const size = Number(q.get("rows") ?? q.get("size") ?? 10);
      return HttpResponse.json({ code: "success", result: { page_data: rows.slice((page - 1) * size, page * size), total_count: rows.length } });
    }),
    http.get(`*/api/store/${store}/delete`, ({ request }) => {
      const oid = new URL(request.url).searchParams.get("oid") ?? "";
      const before = rows.length;
      rows = rows.filter((d) => d.id !== oid && d.key !== oid && d.oid !== oid);
      return ok({ oid, deleted: rows.length < before });
    }),
  ];
}

/** A store whose search fails (server_error 500): SPEC §8 "failed to get list", logged only. */
export const storeFails = (store: StoreName): HttpHandler =>
  http.get(`*/api/store/${store}/search`, () => fail("server_error", "服务器内部错误", 500));

/** A store whose search never answers (the list's loading state). */
export const storeLoading = (store: StoreName): HttpHandler => http.get(`*/api/store/${store}/search`, pending);

/** A store whose deletions are refused (the message shows in the list's alert line). */
export const deleteFails = (store: StoreName): HttpHandler =>
  http.get(`*/api/store/${store}/delete`, () => fail("invalid_param", "请求参数有误", 422, { errors: [{ field: "oid", rule: "pattern" }] }));

/** A fee record (routes/records.ts: amount "¥12.00", value in fen). */
export const feeRecord = (n: number): Doc => ({
  id: 100 + n,
  title: `${TITLES[n % TITLES.length]} · 高清下载`,
  amount: `¥${(20 + n * 5).toFixed(2)}`,
  value: (20 + n * 5) * 100,
  htmlUrl: storyHtml(n + 300),
  createTime: day(n),
});

/** A point record (amount "+30", value in points). */
export const pointRecord = (n: number): Doc => ({
  id: 200 + n,
  title: n === 0 ? "开户赠送积分" : `签到积分 #${n}`,
  amount: n === 0 ? "+30" : `+${5 + (n % 3) * 5}`,
  value: n === 0 ? 30 : 5 + (n % 3) * 5,
  htmlUrl: null,
  createTime: day(n),
});

/** GET web/buy/get_record (fee) or web/point/get_record (point) over `list`. */
export function recordHandler(kind: "buy" | "point", list: Doc[]): HttpHandler {
  return http.get(`*/api/web/${kind}/get_record`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const page = Number(q.get("page") ?? 1);
    const rows = Number(q.get("rows") ?? 10);
    return ok({ list: list.slice((page - 1) * rows, page * rows), total: list.length });
  });
}

/** The member's details (services/accounts.ts refresh): filled for the demo members. */
export function detailOf(member: Member): MemberDetail {
  return {
    nickname: member.name,
    firstName: "",
    lastName: "",
    company: "光影图片社",
    title: member.nature === 1 ? "摄影记者" : "",
    country: "CN",
    province: "11",
    city: "1101",
    area: "110105",
    provinceName: "北京市",
    cityName: "市辖区",
    areaName: "朝阳区",
    address: "建国路 88 号",
    zipCode: "100022",
    contact: member.name,
    remark: "",
    certType: "id_card",
    certNumber: "",
    certName: member.name,
    bank: "",
    accountName: "",
    accountNumberMasked: "",
  };
}

/** SVG of a picture (record thumbnails) or the default avatar. */
function svg(hue: number, avatar = false): string {
  const body = avatar
    ? `<rect width="96" height="96" fill="#e8eaed"/><circle cx="48" cy="38" r="18" fill="#9aa0a6"/><path d="M14 92c4-22 20-30 34-30s30 8 34 30z" fill="#9aa0a6"/>`
    : `<rect width="96" height="64" fill="hsl(${hue} 45% 70%)"/><path d="M0 64 30 30l20 20 14-12 32 26z" fill="hsl(${hue} 40% 40%)"/><circle cx="72" cy="16" r="7" fill="#fff6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${avatar ? "96 96" : "96 64"}">${body}</svg>`;
}
const svgResponse = (text: string) => new HttpResponse(text, { headers: { "Content-Type": "image/svg+xml" } });

/** Everything a member of the right nature sees around the lists: class name, account data, regions, bindings, avatar, pictures. */
export function memberCenterBase(member: Member): HttpHandler[] {
  return [
    http.get("*/api/guest/getByUcMemberClass", ({ request }) => {
      const type = Number(new URL(request.url).searchParams.get("type") ?? member.ucMemberClass.type);
      return ok({ type, name: type === 1 ? "签约摄影师" : "普通会员", skipQuotaCheck: type === 1 });
    }),
    http.post("*/api/guest/refresh_user_info", () => ok({ member, detail: detailOf(member) })),
    http.get("*/api/guest/region/provinces", () => ok([{ key: "11", value: "北京市" }, { key: "31", value: "上海市" }])),
    http.get("*/api/guest/region/cities", ({ request }) => {
      const parent = new URL(request.url).searchParams.get("parent");
      return ok(parent === "11" ? [{ key: "1101", value: "市辖区", parent: "11" }] : parent === "31" ? [{ key: "3101", value: "市辖区", parent: "31" }] : []);
    }),
    http.get("*/api/guest/region/areas", ({ request }) => {
      const parent = new URL(request.url).searchParams.get("parent");
      return ok(parent === "1101" ? [{ key: "110105", value: "朝阳区", parent: "1101" }, { key: "110108", value: "海淀区", parent: "1101" }] : []);
    }),
    http.post("*/api/guest/check_bind_other", () =>
      ok([
        { type: "weibo", enabled: true, bound: true, nickname: "光影李" },
        { type: "wechat", enabled: true, bound: false, nickname: "" },
        { type: "qq", enabled: false, bound: false, nickname: "" },
      ]),
    ),
    http.post("*/api/guest/update_titleImg", async () => {
      await delay(400);
      return ok({ imgUrl: "/api/guest/avatar/story-avatar.svg" });
    }),
    http.get("*/api/guest/avatar/:file", () => svgResponse(svg(0, true))),
    http.get("*/public_resource/public/img/default-avatar.svg", () => svgResponse(svg(0, true))),
    http.get("*/media/:file", ({ params }) => svgResponse(svg((Number(String(params.file).replace(/\D/g, "")) * 57) % 360))),
  ];
}

/** Nothing in any list of a member. */
export function emptyLists(): HttpHandler[] {
  return [
    ...storeHandlers("ss_thumps_up", []),
    ...storeHandlers("collection", []),
    ...storeHandlers("ss_download", []),
    ...storeHandlers("contribution", []),
    queryStoryHandler([]),
    ...entitlementHandlers([]),
    recordHandler("buy", []),
    recordHandler("point", []),
    // issue 20: the member's organisation (read on every page): none
    http.get("*/api/commerce/organisation", () => ok(null)),
  ];
}

/** `n` documents made by `make`. */
export const many = (n: number, make: (i: number) => Doc): Doc[] => Array.from({ length: n }, (_, i) => make(i));
