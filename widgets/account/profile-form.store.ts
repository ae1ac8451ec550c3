/**
 * Profile form state (SPEC §7 modify_info, refresh_user_info; SPEC §3
 * Province/City list items; SPEC §5 text rules, Chinese address with
 * province, city and area, emoji, mobile and email with a verification
 * code): the calls and the form's store (createProfileStore). No React,
 * no DOM.
 */
import { call } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { setMember, type Member } from "../core/session.js";
import { checkCaptcha, checkEmail, checkMobile, collect, validateProfile, type Violation } from "../../common/validate.js";
import { createState, type Readable } from "../core/store.js";
import { createFormStore, type FormStore, type SubmitResult } from "./form.store.js";
import type { MemberDetail, MemberWithDetail } from "./member-detail.store.js";
import { defaultDetailDeps, followDetail, type DetailDeps, type DetailState } from "./member-forms.store.js";
import { createCodeStore, defaultCodeDeps, type CodeDeps, type CodeStore } from "./verify-code-button.store.js";

/** The profile form's fields: the member's name, mobile and email (with their codes) and the profile part of MemberDetail (SPEC §3). */
export type ProfileFormValues = Pick<
  MemberDetail,
  "nickname" | "firstName" | "lastName" | "company" | "title" | "country" | "province" | "city" | "area" | "address" | "zipCode" | "contact" | "remark"
> & {
  name: string;
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

/** What the profile form shows besides the form itself. */
export interface ProfileExtra extends DetailState {
  provinces: RegionItem[];
  cities: RegionItem[];
  areas: RegionItem[];
}

/** What the profile store needs from the outside world (injected for tests). */
export interface ProfileDeps {
  detail: DetailDeps;
  regions: typeof loadRegions;
  submit: typeof submitProfile;
  setMember(m: Member): void;
  code?: CodeDeps;
}

export const defaultProfileDeps: ProfileDeps = { detail: defaultDetailDeps, regions: loadRegions, submit: submitProfile, setMember };

export interface ProfileStore {
  form: FormStore<ProfileFormValues>;
  extra: Readable<ProfileExtra>;
  /** the code button of a new mobile (purpose modify) */
  mobileCode: CodeStore;
  /** the code button of a new email (purpose modify) */
  emailCode: CodeStore;
  /** the current mobile and email (a change needs a code) */
  contacts(): Contacts;
  /** a field changed; a new province clears city and area, a new city the area (and loads the next list) */
  setField(field: keyof ProfileFormValues, value: string, lang: Lang): void;
  /** loads the details (fills the form once) and, for the Chinese edition, the province list; returns the stop function */
  connect(lang: Lang, edition: "zh" | "en"): () => void;
  sendMobileCode(lang: Lang): Promise<void>;
  sendEmailCode(lang: Lang): Promise<void>;
  /** saves; `onSaved` gets the saved member and details */
  submit(lang: Lang, edition: "zh" | "en", onSaved: (v: MemberWithDetail) => void): Promise<SubmitResult>;
}

/**
 * The profile form: values filled from the member's details, the province →
 * city → area lists (each choice reloads the next list and clears the
 * choices below it; a late answer for an older choice is dropped), two code
 * buttons (new mobile, new email) and the save (updates the shared session
 * and details).
 */
export function createProfileStore(deps: ProfileDeps = defaultProfileDeps): ProfileStore {
  const extra = createState<ProfileExtra>({ data: null, failed: false, provinces: [], cities: [], areas: [] });
  const contacts = (): Contacts => {
    const m = extra.get().data?.member;
    return { mobile: m?.mobile ?? "", email: m?.email ?? "" };
  };
  let edition: "zh" | "en" = "zh";
  const form = createFormStore<ProfileFormValues>(profileFrom(null), {
    order: PROFILE_FIELDS,
    validate: (v) => validateProfileForm(v, edition, contacts()),
  });
  const mobileCode = createCodeStore("modify", undefined, deps.code ?? defaultCodeDeps);
  const emailCode = createCodeStore("modify", undefined, deps.code ?? defaultCodeDeps);
  const asked = { cities: "", areas: "" };

  function list(level: "cities" | "areas", parent: string, lang: Lang): void {
    asked[level] = parent;
    if (!parent) return extra.set({ [level]: [] });
    void deps.regions(level, parent, lang).then((items) => {
      if (asked[level] === parent) extra.set({ [level]: items });
    });
  }

  async function send(code: CodeStore, field: "mobile" | "email", lang: Lang) {
    const res = await code.send(field === "mobile" ? "sms" : "email", form.get().values[field], lang);
    if (!res.ok && res.code !== "busy") {
      form.setErrors({ [field]: res.msg });
      code.setError("");
    }
  }

  return {
    form,
    extra,
    mobileCode,
    emailCode,
    contacts,
    setField(field, value, lang) {
      form.setField(field, value);
      if (field === "province") {
        form.setValues({ city: "", area: "" });
        if (edition === "zh") {
          list("cities", value, lang);
          list("areas", "", lang);
        }
      }
      if (field === "city") {
        form.setValues({ area: "" });
        if (edition === "zh") list("areas", value, lang);
      }
    },
    connect(lang, ed) {
      edition = ed;
      let first = true;
      if (ed === "zh") void deps.regions("provinces", "", lang).then((provinces) => extra.set({ provinces }));
      return followDetail(extra, deps.detail, lang, (d) => {
        if (!first) return;
        first = false;
        form.fillOnce(profileFrom(d));
        if (ed === "zh") {
          list("cities", form.get().values.province, lang);
          list("areas", form.get().values.city, lang);
        }
      });
    },
    sendMobileCode: (lang) => send(mobileCode, "mobile", lang),
    sendEmailCode: (lang) => send(emailCode, "email", lang),
    submit(lang, ed, onSaved) {
      edition = ed;
      return form.submit(lang, async (v) => {
        const saved = await deps.submit(v, ed, contacts(), lang);
        deps.detail.update(saved);
        deps.setMember(saved.member);
        form.setValues(profileFrom(saved));
        onSaved(saved);
        return t(lang, "saved");
      });
    },
  };
}
