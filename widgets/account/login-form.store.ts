/**
 * Login form state (SPEC §2 login page, §4 Login state, §7 POST guest/login;
 * DESIGN §7 "redirects after login go only to same-site paths"): field
 * checks, the call, where to go afterwards, and the form's store
 * (createLoginFormStore). No React, no DOM.
 */
import { ApiCallError, call } from "../core/api.js";
import { editionOf, homeUrl, safeRedirect, type Edition } from "../../common/edition.js";
import { t, type Lang } from "./locale/index.js";
import { setMember, type Member } from "../core/session.js";
import { createState, type Readable } from "../core/store.js";

/** What the reader typed: account is a member code, mobile or email. */
export interface LoginValues {
  account: string;
  password: string;
}

export type LoginField = keyof LoginValues;

/** Catalogue key of each field's error (zh.ts/en.ts). */
export type LoginFieldErrors = Partial<Record<LoginField, "account_required" | "password_required">>;

/** Fields in the order they appear (the first invalid one gets the focus). */
export const LOGIN_FIELDS: readonly LoginField[] = ["account", "password"];

/**
 * Required-field checks: the account must not be empty or whitespace only;
 * the password must not be empty (its own rules, SPEC §5 8–16 characters,
 * are the server's business at login: old passwords may predate them).
 * @returns an empty object when both are filled
 */
export function validateLogin(v: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!v.account.trim()) errors.account = "account_required";
  if (v.password.length === 0) errors.password = "password_required";
  return errors;
}

/** The first invalid field in page order, or null. */
export function firstInvalid(errors: LoginFieldErrors): LoginField | null {
  return LOGIN_FIELDS.find((f) => errors[f]) ?? null;
}

/** `?lang=en` / `?lang=zh` of the login page (common/edition.ts loginUrl adds lang=en for the English edition), else null. */
export function queryLang(search: string): Lang | null {
  const l = new URLSearchParams(search).get("lang");
  return l === "en" || l === "zh" ? l : null;
}

/**
 * Edition of the login page: the alternate edition by its /ann path prefix,
 * English by `?lang=en`, else by the path (Chinese).
 */
export function loginEditionOf(pathname: string, search: string): Edition {
  const byPath = editionOf(pathname);
  if (byPath !== "zh") return byPath;
  return queryLang(search) === "en" ? "en" : "zh";
}

/**
 * Where to go after a successful login: the page's `redirect` query
 * parameter when common/edition.ts safeRedirect accepts it (a same-site path),
 * else the edition's home (homeUrl).
 */
export function afterLoginUrl(search: string, edition: Edition): string {
  return safeRedirect(new URLSearchParams(search).get("redirect")) ?? homeUrl(edition);
}

/**
 * POST /api/guest/login with `{ code, password, remember }` (code = the
 * trimmed account; remember: a 30-day session instead of 12 hours).
 * Never redirects on access_denied (this is the login page).
 * @returns the member (SPEC §3)
 * @throws ApiCallError login_failed (401), invalid_param (422), too_many_requests (429), "998" network failure
 */
export async function submitLogin(v: LoginValues, lang: Lang, remember = false): Promise<Member> {
  const body = await call<{ member: Member; token: string }>("guest/login", {
    method: "POST",
    body: { code: v.account.trim(), password: v.password, remember },
    lang,
    noRedirect: true,
  });
  if (!body.data?.member) throw new Error("guest/login answered without a member");
  return body.data.member;
}

/** What the login form shows. */
export interface LoginState {
  values: LoginValues;
  /** catalogue keys of the field errors (translated by the props in the current language) */
  errors: LoginFieldErrors;
  /** the call runs (and stays true while the page leaves after a success) */
  submitting: boolean;
  /** the server's message ("" none) */
  alert: string;
  /** "remember me": a 30-day session (unticked: 12 hours) */
  remember: boolean;
}

/** What submit resolved to: logged in, or which field to focus (null: focus stays, the alert speaks). */
export type SubmitOutcome = { ok: true; member: Member } | { ok: false; focus: LoginField | null };

/** What the login store needs from the outside world (injected for tests). */
export interface LoginDeps {
  submit: typeof submitLogin;
  /** stores the member in the page's shared session (core/session.ts) */
  setMember(m: Member): void;
}

export interface LoginFormStore extends Readable<LoginState> {
  /** a field changed: its error goes as soon as it is filled */
  setField(field: LoginField, value: string): void;
  /** ticks or unticks "remember me" */
  setRemember(on: boolean): void;
  /** checks the fields, then logs in; ignored while a call runs */
  submit(lang: Lang): Promise<SubmitOutcome>;
}

export const defaultLoginDeps: LoginDeps = { submit: submitLogin, setMember };

export function createLoginFormStore(deps: LoginDeps = defaultLoginDeps): LoginFormStore {
  const s = createState<LoginState>({ values: { account: "", password: "" }, errors: {}, submitting: false, alert: "", remember: false });
  let running = false;
  return {
    get: s.get,
    subscribe: s.subscribe,
    setField(field, value) {
      const filled = field === "account" ? value.trim() !== "" : value !== "";
      s.set((st) => ({
        values: { ...st.values, [field]: value },
        errors: st.errors[field] && filled ? { ...st.errors, [field]: undefined } : st.errors,
      }));
    },
    setRemember(on) {
      s.set({ remember: on });
    },
    async submit(lang) {
      if (running) return { ok: false, focus: null };
      const found = validateLogin(s.get().values);
      s.set({ errors: found });
      const invalid = firstInvalid(found);
      if (invalid) return { ok: false, focus: invalid };
      running = true;
      s.set({ submitting: true, alert: "" });
      try {
        const member = await deps.submit(s.get().values, lang, s.get().remember);
        deps.setMember(member);
        // stays "submitting" (button disabled) while the page navigates away
        return { ok: true, member };
      } catch (err) {
        running = false;
        s.set({ submitting: false, alert: err instanceof ApiCallError && err.msg ? err.msg : t(lang, "api_tools_1") });
        return { ok: false, focus: null };
      }
    },
  };
}
