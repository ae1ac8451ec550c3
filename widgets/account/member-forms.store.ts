/**
 * Logic of the member's password, certificate and bank forms (SPEC §7
 * user/update_password, user/update_cer, user/update_bank; SPEC §5 rules
 * through common/validate.ts): the calls and the forms' store
 * (createMemberFormStore). No React, no DOM.
 */
import { call } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { CERT_TYPES, validateBank, validateCertificate, validatePasswordChange, type Violation } from "../../common/validate.js";
import { createState, type Readable, type State } from "../core/store.js";
import { createFormStore, type FormStore, type SubmitResult } from "./form.store.js";
import { loadDetail, onDetailChange, updateDetail, type MemberDetail, type MemberWithDetail } from "./member-detail.store.js";

export type PasswordValues = { oldPassword: string; password: string; confirmPassword: string };
export const PASSWORD_FIELDS = ["oldPassword", "password", "confirmPassword"] as const;
export const EMPTY_PASSWORD: PasswordValues = { oldPassword: "", password: "", confirmPassword: "" };
export const validatePasswordForm = (v: PasswordValues) => validatePasswordChange(v);

/**
 * POST user/update_password: the other sessions of the member end; this one stays.
 * @throws ApiCallError invalid_param, old_password_wrong, too_many_requests, access_denied, 998
 */
export async function submitPassword(v: PasswordValues, lang: Lang): Promise<void> {
  await call("user/update_password", { method: "POST", body: v, lang });
}

export type CertificateFormValues = { certType: string; name: string; certNumber: string };
export const CERT_FIELDS = ["certType", "name", "certNumber"] as const;
export { CERT_TYPES };
export const validateCertificateForm = (v: CertificateFormValues) => validateCertificate(v);

/** The form's values from saved details (the number comes back masked, issue 19: it is entered again, as the bank account is). */
export function certificateFrom(d: MemberDetail | undefined): CertificateFormValues {
  return { certType: d?.certType || "id_card", name: d?.certName ?? "", certNumber: "" };
}

/**
 * POST user/update_cer.
 * @returns the saved details
 * @throws ApiCallError invalid_param (v_id_card …), access_denied, 998
 */
export async function submitCertificate(v: CertificateFormValues, lang: Lang): Promise<MemberDetail> {
  const res = await call<MemberDetail>("user/update_cer", {
    method: "POST",
    body: { certType: v.certType, name: v.name.trim(), certNumber: v.certNumber.trim() },
    lang,
  });
  return res.data!;
}

export type BankFormValues = { bank: string; accountName: string; accountNumber: string };
export const BANK_FIELDS = ["bank", "accountName", "accountNumber"] as const;
export const validateBankForm = (v: BankFormValues) => validateBank(v);

/** The form's values from saved details (the account number is never sent back: it is entered again). */
export function bankFrom(d: MemberDetail | undefined): BankFormValues {
  return { bank: d?.bank ?? "", accountName: d?.accountName ?? "", accountNumber: "" };
}

/**
 * POST user/update_bank.
 * @returns the saved details (account number masked)
 * @throws ApiCallError invalid_param, access_denied, 998
 */
export async function submitBank(v: BankFormValues, lang: Lang): Promise<MemberDetail> {
  const res = await call<MemberDetail>("user/update_bank", { method: "POST", body: v, lang });
  return res.data!;
}

/** The member's details as a form sees them. */
export interface DetailState {
  /** null until loaded */
  data: MemberWithDetail | null;
  /** the load failed (a guest is sent to the login page by core/api.ts) */
  failed: boolean;
}

/** The shared details of the page (member-detail.store.ts), injected for tests. */
export interface DetailDeps {
  load: typeof loadDetail;
  onChange: typeof onDetailChange;
  update: typeof updateDetail;
}

export const defaultDetailDeps: DetailDeps = { load: loadDetail, onChange: onDetailChange, update: updateDetail };

/**
 * Follows the member's details: loads them (one call per page) and takes
 * every later update. `onData` runs on each arrival.
 * @returns the stop function
 */
export function followDetail(state: State<DetailState>, deps: DetailDeps, lang: Lang, onData: (d: MemberWithDetail) => void): () => void {
  let live = true;
  const take = (d: MemberWithDetail) => {
    if (!live) return;
    state.set({ data: d, failed: false });
    onData(d);
  };
  deps.load(lang).then(take, () => live && state.set({ failed: true }));
  const off = deps.onChange(take);
  return () => {
    live = false;
    off();
  };
}

/** What one of the password, certificate and bank forms is made of. */
export interface MemberFormSpec<V> {
  initial: V;
  order: readonly string[];
  validate: (v: V) => Violation[];
  /** the values from the saved details (absent: the form is not filled from them) */
  from?: (d: MemberWithDetail) => V;
  /**
   * The call; resolves with the event detail. It may update the shared
   * details (deps.update) and the form's values.
   */
  save: (v: V, lang: Lang, ctx: { data: MemberWithDetail | null; form: FormStore<V>; update: DetailDeps["update"] }) => Promise<void>;
  /** catalogue key of the success line */
  done: string;
}

export interface MemberFormStore<V> {
  form: FormStore<V>;
  detail: Readable<DetailState>;
  /** starts following the details (fills the form once); returns the stop function */
  connect(lang: Lang): () => void;
  submit(lang: Lang, onSaved: () => void): Promise<SubmitResult>;
}

export function createMemberFormStore<V extends object>(spec: MemberFormSpec<V>, deps: DetailDeps = defaultDetailDeps): MemberFormStore<V> {
  const form = createFormStore<V>(spec.initial, { order: spec.order, validate: spec.validate });
  const detail = createState<DetailState>({ data: null, failed: false });
  return {
    form,
    detail,
    connect: (lang) => (spec.from ? followDetail(detail, deps, lang, (d) => form.fillOnce(spec.from!(d))) : () => {}),
    submit: (lang, onSaved) =>
      form.submit(lang, async (v) => {
        await spec.save(v, lang, { data: detail.get().data, form, update: deps.update });
        onSaved();
        return t(lang, spec.done);
      }),
  };
}

/** The password form: the fields are cleared after a change. */
export const PASSWORD_FORM: MemberFormSpec<PasswordValues> = {
  initial: EMPTY_PASSWORD,
  order: PASSWORD_FIELDS,
  validate: validatePasswordForm,
  async save(v, lang, { form }) {
    await submitPassword(v, lang);
    form.setValues(EMPTY_PASSWORD);
  },
  done: "pwd_done",
};

/** The certificate form: a mainland ID card also becomes the member's idCard. */
export const CERTIFICATE_FORM: MemberFormSpec<CertificateFormValues> = {
  initial: certificateFrom(undefined),
  order: CERT_FIELDS,
  validate: validateCertificateForm,
  from: (d) => certificateFrom(d.detail),
  async save(v, lang, { data, update }) {
    const detail = await submitCertificate(v, lang);
    if (data) update({ member: { ...data.member, idCard: v.certType === "id_card" ? detail.certNumber : data.member.idCard }, detail });
  },
  done: "saved",
};

/** The bank form: the account number is entered again each time (only its masked form comes back). */
export const BANK_FORM: MemberFormSpec<BankFormValues> = {
  initial: bankFrom(undefined),
  order: BANK_FIELDS,
  validate: validateBankForm,
  from: (d) => bankFrom(d.detail),
  async save(v, lang, { data, update, form }) {
    const detail = await submitBank(v, lang);
    if (data) update({ member: data.member, detail });
    form.setValues({ accountNumber: "" });
  },
  done: "saved",
};
