/**
 * The photographer form's state, framework-free (issue 11 "Photographers";
 * SPEC §5 rules, §6 photographer, §7 web/photographer/*, §9 resend 60 s).
 * No React, no DOM: calls and the clock come in as deps.
 *
 * load() reads the member (a guest gets phase "guest") and, when the member
 * has a photographerId, their node (getPhotographerNode): the form then
 * updates that profile; otherwise it registers one. sendCode() sends a code
 * to the mobile and counts down the resend wait (60 s, or the server's
 * retryAfter). submit() checks the fields with common/validate.ts
 * validatePhotographer (the server's rules) and calls register or update;
 * server violations come back on their fields.
 */
import { createState } from "../core/store.js";
import { ApiCallError, call, errorText } from "../core/api.js";
import { getMember, setMember } from "../core/session.js";
import type { Member } from "../../common/types.js";
import type { PhotographerNode, PhotographerValues } from "../../common/photographer.js";
import { message, validatePhotographer, type MessageKey, type Violation } from "../../common/validate.js";
import { t, type Lang } from "./locale/index.js";

/** The form's fields, in order. */
export const FIELDS = ["name", "nameZh", "mobile", "captcha", "email", "bio"] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

/** Resend wait in seconds when the server does not say (SPEC §9). */
export const RESEND_SECONDS = 60;

export interface PhotographerFormState {
  /** loading: reading the member and profile; guest: not logged in; ready: the form; saving: a call runs */
  phase: "loading" | "guest" | "ready" | "saving";
  /** the member's profile; null: the form registers one */
  node: PhotographerNode | null;
  values: Values;
  /** a message per field */
  errors: Partial<Record<Field, string>>;
  /** the form's error line */
  alert: string;
  /** the form's success line */
  success: string;
  /** a code is being sent */
  sending: boolean;
  /** seconds until another code may be sent (0: now) */
  countdown: number;
}

/** What the store needs from the page. */
export interface PhotographerDeps {
  member(lang: Lang): Promise<Member | null>;
  node(lang: Lang): Promise<PhotographerNode>;
  sendCode(mobile: string, lang: Lang): Promise<{ resendIn: number }>;
  register(values: PhotographerValues, lang: Lang): Promise<PhotographerNode>;
  update(values: PhotographerValues, lang: Lang): Promise<PhotographerNode>;
  /** the member changed (photographerId set): the page's session learns it */
  memberChanged(lang: Lang): Promise<void>;
  /** calls `fn` every second until the returned function is called */
  every(fn: () => void, ms: number): () => void;
}

const edition = (lang: Lang) => (lang === "en" ? "en" : "zh");

/** The deps of a page: the api client and the page's session. */
export const defaultPhotographerDeps: PhotographerDeps = {
  member: (lang) => getMember(lang),
  node: async (lang) =>
    (await call<PhotographerNode>("guest/photographer/getPhotographerNode", { lang, query: { edition: edition(lang) } })).data as PhotographerNode,
  sendCode: async (mobile, lang) =>
    (await call<{ resendIn: number }>("web/photographer/send_mobile_code", { method: "POST", lang, body: { mobile } })).data as { resendIn: number },
  register: async (values, lang) =>
    (await call<PhotographerNode>("web/photographer/register", { method: "POST", lang, body: { ...values, edition: edition(lang) } })).data as PhotographerNode,
  update: async (values, lang) =>
    (await call<PhotographerNode>("web/photographer/update", { method: "POST", lang, body: { ...values, edition: edition(lang) } })).data as PhotographerNode,
  memberChanged: async (lang) => {
    const fresh = await call<{ member: Member }>("guest/refresh_user_info", { method: "POST", lang });
    if (fresh.data?.member) setMember(fresh.data.member);
  },
  every: (fn, ms) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

const EMPTY: Values = { name: "", nameZh: "", mobile: "", captcha: "", email: "", bio: "" };

/** The form's values of a profile (the code is never pre-filled). */
export function valuesOf(node: PhotographerNode | null): Values {
  if (!node) return { ...EMPTY };
  return { name: node.name, nameZh: node.nameZh ?? "", mobile: node.mobile ?? "", captcha: "", email: node.email ?? "", bio: node.bio };
}

/** Whether a code is needed: always to register; to update, only for a new mobile. */
export function needsCode(node: PhotographerNode | null, values: Values): boolean {
  return !node || values.mobile.trim() !== (node.mobile ?? "");
}

/** Field messages of violations (the first per field). */
export function fieldErrors(lang: Lang, violations: Violation[]): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const v of violations) {
    const f = v.field as Field;
    if (FIELDS.includes(f) && !out[f]) out[f] = message(lang, v);
  }
  return out;
}

/**
 * A failed call → field messages and the form's line: `errors[{ field, rule }]`
 * whose rule is a validation key get that key's message; other field errors
 * (exists, invalid, expired) get the call's message on the field; without a
 * known field, the message goes to the form's line.
 */
export function serverErrors(lang: Lang, err: unknown): { errors: Partial<Record<Field, string>>; alert: string } {
  const text = errorText(err) || t(lang, "api_tools_1");
  const body = err instanceof ApiCallError ? (err.body as { errors?: { field: string; rule: string }[] } | undefined) : undefined;
  const errors: Partial<Record<Field, string>> = {};
  for (const e of body?.errors ?? []) {
    const f = e.field as Field;
    if (!FIELDS.includes(f) || errors[f]) continue;
    errors[f] = e.rule.startsWith("v_") ? message(lang, { field: f, key: e.rule as MessageKey }) : text;
  }
  return Object.keys(errors).length ? { errors, alert: "" } : { errors, alert: text };
}

/** The values a call sends: trimmed; the code only when needed. */
export function payloadOf(node: PhotographerNode | null, values: Values): PhotographerValues {
  const out: PhotographerValues = {
    name: values.name.trim(),
    nameZh: values.nameZh.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    bio: values.bio.trim(),
  };
  if (needsCode(node, values)) out.captcha = values.captcha.trim();
  return out;
}

export interface PhotographerStore {
  get(): PhotographerFormState;
  subscribe(fn: () => void): () => void;
  load(): Promise<void>;
  setField(field: Field, value: string): void;
  /** sends a code to the mobile; @returns the field to focus on failure, or null */
  sendCode(): Promise<Field | null>;
  /** registers or updates; @returns the field to focus on failure, or null */
  submit(): Promise<Field | null>;
  /** stops the countdown (the element left the page) */
  dispose(): void;
}

export function createPhotographerStore(lang: () => Lang, deps: PhotographerDeps = defaultPhotographerDeps): PhotographerStore {
  const s = createState<PhotographerFormState>({
    phase: "loading",
    node: null,
    values: { ...EMPTY },
    errors: {},
    alert: "",
    success: "",
    sending: false,
    countdown: 0,
  });
  let stopTimer: (() => void) | null = null;
  const set = (patch: Partial<PhotographerFormState>) => s.set(patch);
  const countDown = (seconds: number) => {
    stopTimer?.();
    set({ countdown: seconds });
    stopTimer = deps.every(() => {
      const next = Math.max(0, s.get().countdown - 1);
      set({ countdown: next });
      if (next === 0) {
        stopTimer?.();
        stopTimer = null;
      }
    }, 1000);
  };
  const firstField = (errors: Partial<Record<Field, string>>) => FIELDS.find((f) => errors[f]) ?? null;

  return {
    get: s.get,
    subscribe: s.subscribe,
    async load() {
      set({ phase: "loading" });
      try {
        const m = await deps.member(lang());
        if (!m) return set({ phase: "guest" });
        const node = m.photographerId != null ? await deps.node(lang()) : null;
        set({ phase: "ready", node, values: valuesOf(node), errors: {}, alert: "" });
      } catch (err) {
        set({ phase: "ready", node: null, alert: errorText(err) || t(lang(), "api_tools_1") });
      }
    },
    setField(field, value) {
      const errors = { ...s.get().errors };
      delete errors[field];
      set({ values: { ...s.get().values, [field]: value }, errors, success: "" });
    },
    async sendCode() {
      if (s.get().sending || s.get().countdown > 0) return null;
      const v = validatePhotographer({ mobile: s.get().values.mobile }, { needCaptcha: false, partial: true });
      if (v.length) {
        const errors = { ...s.get().errors, ...fieldErrors(lang(), v) };
        set({ errors });
        return "mobile";
      }
      set({ sending: true, alert: "", success: "" });
      try {
        const { resendIn } = await deps.sendCode(s.get().values.mobile.trim(), lang());
        set({ sending: false, success: t(lang(), "code_sent", { mobile: s.get().values.mobile.trim() }) });
        countDown(resendIn || RESEND_SECONDS);
        return null;
      } catch (err) {
        const retry = err instanceof ApiCallError ? (err.body as { retryAfter?: number } | undefined)?.retryAfter : undefined;
        const { errors, alert } = serverErrors(lang(), err);
        set({ sending: false, errors: { ...s.get().errors, ...errors }, alert });
        if (retry) countDown(retry);
        return firstField(errors);
      }
    },
    async submit() {
      if (s.get().phase !== "ready") return null;
      const node = s.get().node;
      const needCaptcha = needsCode(node, s.get().values);
      const violations = validatePhotographer(s.get().values, { needCaptcha });
      if (violations.length) {
        const errors = fieldErrors(lang(), violations);
        set({ errors, alert: "", success: "" });
        return firstField(errors);
      }
      set({ phase: "saving", errors: {}, alert: "", success: "" });
      try {
        const payload = payloadOf(node, s.get().values);
        const saved = node ? await deps.update(payload, lang()) : await deps.register(payload, lang());
        if (!node) await deps.memberChanged(lang()).catch(() => undefined);
        set({ phase: "ready", node: saved, values: valuesOf(saved), success: t(lang(), node ? "saved" : "registered") });
        return null;
      } catch (err) {
        const { errors, alert } = serverErrors(lang(), err);
        set({ phase: "ready", errors, alert });
        return firstField(errors);
      }
    },
    dispose() {
      stopTimer?.();
      stopTimer = null;
    },
  };
}
