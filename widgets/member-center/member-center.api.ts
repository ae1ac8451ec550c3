/**
 * The member center's realtime link (issue 19: review events, store/review.ts):
 * the member's own room on /socket/uc_message_uc_member (common/realtime.ts
 * NS_MEMBER), registered with the member's code and nature as the chat's
 * member side registers (widgets/chat/store/realtime.ts). The realtime
 * client (core/realtime.ts, socket.io-client) is imported on demand, so the
 * uc2 pages, which never listen, do not load it; it is the same chunk the
 * chat panel loads. The calls and the session of the production wiring
 * (apiDeps), and issue 20's calls of the orders, earnings and organisation
 * sections (commerceApi).
 */
import { NS_MEMBER } from "../../common/realtime.js";
import type { EarningsDto, OrganisationDto, OrgDownloadDto, PackDto, PackOrderDto, PublicSettingsDto } from "../../common/commerce.js";
import { ApiCallError, apiUrl, call, clientConfig } from "../core/api.js";
import { getMember, onMemberChange, setMember } from "../core/session.js";
import type { GrantDto } from "../../common/staff.js";
import { t } from "./locale/index.js";
import type { RecordsResult, StoreSearchResult } from "./member-center.rules.js";
import type { MemberCenterDeps } from "./member-center.store.js";

/** Opens the member's room; events and reconnections go to `on`. Returns the close function (safe before the client has loaded). */
export const reviewChannel: MemberCenterDeps["reviewChannel"] = (member, on) => {
  let closed = false;
  let close: (() => void) | null = null;
  import("../core/realtime.js").then(
    ({ openChannel }) => {
      if (closed) return;
      const ch = openChannel(NS_MEMBER, { register: { code: member.code, type: member.nature } });
      ch.onRefresh((data) => on.event(data));
      ch.onReconnect(() => on.reconnect());
      close = () => ch.close();
    },
    (err: unknown) => console.warn("[photowire] <pw-member-center> could not load its realtime client", err),
  );
  return () => {
    closed = true;
    close?.();
  };
};

/** The calls and the session of the production wiring (core/api.ts, core/session.ts); the page's parts come from the hook. */
export const apiDeps: Pick<
  MemberCenterDeps,
  "getMember" | "onMemberChange" | "setMember" | "searchStore" | "queryStories" | "deleteRecord" | "fetchRecords" | "memberClass" | "uploadAvatar" | "downloadQuota" | "grants"
> = {
  getMember: (lang) => getMember(lang),
  onMemberChange: (fn) => onMemberChange(fn),
  setMember: (m) => setMember(m),
  async searchStore(store, page, rows, lang) {
    const res = await call(`store/${store}/search`, { query: { page, rows }, lang });
    return (res.result ?? {}) as Partial<StoreSearchResult>;
  },
  async queryStories(status, page, rows, lang) {
    const res = await call("guest/query_story", { query: { status, page, rows }, lang });
    return (res.result ?? {}) as Partial<StoreSearchResult>;
  },
  async downloadQuota(lang) {
    const res = await call<{ residueCount: number }>("ucMemberDownload/getUcMemberDownloadCost", { lang, noRedirect: true });
    return Number(res.data?.residueCount);
  },
  async grants(lang) {
    const res = await call<GrantDto[]>("download/grants", { lang, noRedirect: true });
    return res.data ?? [];
  },
  async deleteRecord(store, oid, lang) {
    await call(`store/${store}/delete`, { query: { oid }, lang });
  },
  async fetchRecords(tab, page, rows, lang) {
    const res = await call<RecordsResult>(tab === "fee_record" ? "web/buy/get_record" : "web/point/get_record", { query: { page, rows }, lang });
    return res.data ?? {};
  },
  async memberClass(type, lang) {
    const res = await call<{ name: string }>("guest/getByUcMemberClass", { query: { type }, lang, noRedirect: true });
    return res.data?.name ?? "";
  },
  async uploadAvatar(file, lang) {
    const body = new FormData();
    body.append("file", file);
    const res = await call<{ imgUrl: string }>("guest/update_titleImg", { method: "POST", body, lang });
    if (!res.data?.imgUrl) throw new ApiCallError("998", t(lang, "api_tools_1"), res);
    return res.data.imgUrl;
  },
};

/**
 * A link the server gives under the API (an order's invoiceUrl, "/api/…")
 * on the configured API base (`<meta name="photowire:api">`, default /api),
 * so that it reaches the API where the calls do; any other link unchanged.
 */
function onApi(url: string): string {
  return url.startsWith("/api/") ? apiUrl(clientConfig(), url.slice("/api/".length)) : url;
}
const withInvoice = (o: PackOrderDto): PackOrderDto => ({ ...o, invoiceUrl: onApi(o.invoiceUrl ?? "") });

/**
 * Issue 20: the calls of the orders, earnings and organisation sections
 * and of the shared quota (common/commerce.ts shapes; each throws
 * ApiCallError with the server's code and message).
 */
export const commerceApi: Pick<
  MemberCenterDeps,
  "settings" | "packs" | "placeOrder" | "orders" | "cancelOrder" | "exchangePoints" | "earnings" | "withdraw" | "organisation" | "orgDownloads"
> = {
  async settings(lang) {
    const res = await call<PublicSettingsDto>("commerce/settings", { lang, noRedirect: true });
    if (!res.data) throw new ApiCallError("998", "", res);
    return res.data;
  },
  async packs(lang) {
    const res = await call<PackDto[]>("commerce/packs", { lang, noRedirect: true });
    return Array.isArray(res.data) ? res.data : [];
  },
  async placeOrder(input, lang) {
    const res = await call<PackOrderDto>("commerce/orders", { method: "POST", body: input, lang });
    if (!res.data) throw new ApiCallError("998", "", res);
    return withInvoice(res.data);
  },
  async orders(page, rows, lang) {
    const res = await call<{ list: PackOrderDto[]; total: number }>("commerce/orders", { query: { page, rows }, lang });
    const list = Array.isArray(res.data?.list) ? res.data.list : [];
    return { list: list.map(withInvoice), total: Number(res.data?.total ?? list.length) };
  },
  async cancelOrder(number, lang) {
    const res = await call<PackOrderDto>(`commerce/orders/${encodeURIComponent(number)}/cancel`, { method: "POST", body: {}, lang });
    if (!res.data) throw new ApiCallError("998", "", res);
    return withInvoice(res.data);
  },
  async exchangePoints(quantity, lang) {
    const res = await call<{ point: number; residueCount: number }>("web/order/save", { method: "POST", body: { quantity }, lang });
    return { point: Number(res.data?.point), residueCount: Number(res.data?.residueCount) };
  },
  async earnings(page, rows, lang) {
    const res = await call<EarningsDto>("commerce/earnings", { query: { page, rows }, lang });
    if (!res.data) throw new ApiCallError("998", "", res);
    return res.data;
  },
  async withdraw(point, lang) {
    const res = await call<{ point: number }>("web/order/withdraw", { method: "POST", body: { point }, lang });
    return { point: Number(res.data?.point) };
  },
  async organisation(lang) {
    const res = await call<OrganisationDto | null>("commerce/organisation", { lang, noRedirect: true });
    return res.data ?? null;
  },
  async orgDownloads(page, rows, lang) {
    const res = await call<{ list: OrgDownloadDto[]; total: number }>("commerce/organisation/downloads", { query: { page, rows }, lang });
    const list = Array.isArray(res.data?.list) ? res.data.list : [];
    return { list, total: Number(res.data?.total ?? list.length) };
  },
};
