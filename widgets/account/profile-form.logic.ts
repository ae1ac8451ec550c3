/**
 * Profile form logic (SPEC §7 modify_info, refresh_user_info; SPEC §3
 * Province/City list items; SPEC §5 text rules, Chinese address with
 * province, city and area, emoji, mobile and email with a verification
 * code). No React, no DOM.
 */
import { call } from "../core/api.js";
import type { Lang } from "../core/i18n/index.js";
import { checkCaptcha, checkEmail, checkMobile, collect, validateProfile, type Violation } from "../core/validate.js";
import type { MemberWithDetail } from "./member-detail.logic.js";

export type ProfileFormValues = {
  name: string;
  nickname: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  country: string;
  province: string;
  city: string;
  area: string;
  address: string;
  zipCode: string;
  contact: string;
  remark: string;
  mobile: string;
  mobileCaptcha: string;
  email: string;
  emailCaptcha: string;
};

/** Fields in page order for each edition (the first invalid one gets the focus). */
export const PROFILE_FIELDS = [
  "name", "firstName", "lastName", "nickname", "mobile", "mobileCaptcha", "email", "emailCaptcha",
  "company", "title", "country", "province", "city", "area", "address", "zipCode", "contact", "remark",
] as const;

/** A province, city or area item (SPEC §3: key, value, parent). */
export interface RegionItem {
  key: string;
  value: string;
  parent?: string;
}

/** The form's values from the member and details. */
export function profileFrom(d: MemberWithDetail | null): ProfileFormValues {
  const x = d?.detail;
  return {
    name: d?.member.name ?? "",
    nickname: x?.nickname ?? "",
    firstName: x?.firstName ?? "",
    lastName: x?.lastName ?? "",
    company: x?.company ?? "",
    title: x?.title ?? "",
    country: x?.country ?? "",
    province: x?.province ?? "",
    city: x?.city ?? "",
    area: x?.area ?? "",
    address: x?.address ?? "",
    zipCode: x?.zipCode ?? "",
    contact: x?.contact ?? "",
    remark: x?.remark ?? "",
    mobile: d?.member.mobile ?? "",
    mobileCaptcha: "",
    email: d?.member.email ?? "",
    emailCaptcha: "",
  };
}

/** Current mobile and email, to tell a change (which needs a code). */
export interface Contacts {
  mobile: string;
  email: string;
}

export function mobileChanged(v: ProfileFormValues, c: Contacts): boolean {
  return v.mobile.trim() !== "" && v.mobile.trim() !== c.mobile;
}
export function emailChanged(v: ProfileFormValues, c: Contacts): boolean {
  return v.email.trim() !== "" && v.email.trim().toLowerCase() !== c.email.toLowerCase();
}

/** Every SPEC §5 violation of the form in an edition (zh: name + Chinese address; en: first/last name + country). */
export function validateProfileForm(v: ProfileFormValues, edition: "zh" | "en", c: Contacts): Violation[] {
  return collect(
    ...validateProfile(v, edition),
    mobileChanged(v, c) ? checkMobile("mobile", v.mobile) : null,
    mobileChanged(v, c) ? checkCaptcha("mobileCaptcha", v.mobileCaptcha) : null,
    emailChanged(v, c) ? checkEmail("email", v.email) : null,
    emailChanged(v, c) ? checkCaptcha("emailCaptcha", v.emailCaptcha) : null,
  );
}

/** GET guest/region/provinces, cities?parent=, areas?parent= (SPEC §3 lists); [] on failure (logged). */
export async function loadRegions(level: "provinces" | "cities" | "areas", parent: string, lang: Lang): Promise<RegionItem[]> {
  if (level !== "provinces" && !parent) return [];
  try {
    const res = await call<RegionItem[]>(`guest/region/${level}`, { query: level === "provinces" ? undefined : { parent }, lang });
    return res.data ?? [];
  } catch (err) {
    console.warn("[photowire] failed to get list", err);
    return [];
  }
}

/**
 * POST guest/modify_info with the edition's fields; a changed mobile or
 * email goes with its code.
 * @returns the saved member and details
 * @throws ApiCallError invalid_param, account_exists, captcha_invalid, captcha_expired, access_denied, 998
 */
export async function submitProfile(v: ProfileFormValues, edition: "zh" | "en", c: Contacts, lang: Lang): Promise<MemberWithDetail> {
  const body: Record<string, string> = { edition };
  const keys: (keyof ProfileFormValues)[] =
    edition === "zh"
      ? ["name", "nickname", "company", "title", "province", "city", "area", "address", "zipCode", "contact", "remark"]
      : ["firstName", "lastName", "nickname", "company", "title", "country", "address", "zipCode", "contact", "remark"];
  for (const k of keys) body[k] = v[k];
  if (mobileChanged(v, c)) Object.assign(body, { mobile: v.mobile.trim(), mobileCaptcha: v.mobileCaptcha.trim() });
  if (emailChanged(v, c)) Object.assign(body, { email: v.email.trim(), emailCaptcha: v.emailCaptcha.trim() });
  const res = await call<MemberWithDetail>("guest/modify_info", { method: "POST", body, lang });
  return res.data!;
}
