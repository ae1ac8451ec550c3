/**
 * `<pw-bank-form>`: the logged-in member's bank details (SPEC §7
 * user/update_bank; SPEC §5 text rules; account number 8–30 digits). The
 * saved account number is only shown masked and is entered again to change.
 *
 * @summary Bank details form.
 * @event pw-bank-saved - saved; detail `{}`
 * @csspart form - the form
 * @csspart field - each field
 * @csspart error - a field's error
 * @csspart alert - the form's error line
 * @csspart status - the success line
 * @csspart submit - the submit button
 * @cssproperty --pw-color-primary - buttons
 * @cssproperty --pw-color-danger - errors
 * @cssproperty --pw-focus-ring - focus outline
 */
import { createElement, useId } from "react";
import { emit } from "../core/element.js";
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { updateDetail } from "./member-detail.logic.js";
import { BANK_FIELDS, bankFrom, submitBank, validateBankForm } from "./member-forms.logic.js";
import { SimpleForm } from "./SimpleForm.js";
import { useForm } from "./use-form.js";
import type { MemberWithDetail } from "./member-detail.logic.js";
import { useFillOnce, useMemberDetail } from "./use-member-detail.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-bank-saved": CustomEvent<Record<string, never>>;
  }
}

/** The form's values from the member's details (stable identity for useFillOnce). */
const FROM_DETAIL = (d: MemberWithDetail) => bankFrom(d.detail);

function BankFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = useId().replace(/:/g, "");
  const { data } = useMemberDetail(lang);
  const f = useForm(bankFrom(undefined), { lang, order: BANK_FIELDS, validate: validateBankForm });
  useFillOnce(data, FROM_DETAIL, f.setValues);
  const masked = data?.detail.accountNumberMasked;
  return createElement(SimpleForm, {
    idPrefix: `bank${idPrefix}`,
    title: t(lang, "bank_title"),
    intro: masked ? createElement("p", { className: "hint" }, t(lang, "bank_saved_number", { number: masked })) : undefined,
    fields: [
      { kind: "text", name: "bank", label: t(lang, "f_bank"), required: true },
      { kind: "text", name: "accountName", label: t(lang, "f_account_name"), autoComplete: "name", required: true },
      { kind: "text", name: "accountNumber", label: t(lang, "f_account_number"), inputMode: "numeric", required: true, maxLength: 40 },
    ],
    values: f.values,
    errors: f.errors,
    alert: f.alert,
    success: f.success,
    busy: f.busy,
    submitLabel: t(lang, "save"),
    busyLabel: t(lang, "submitting"),
    onField: (field, value) => f.setField(field as keyof typeof f.values, value),
    onSubmit: () =>
      void f.submit(async (v) => {
        const detail = await submitBank(v, lang);
        if (data) updateDetail({ member: data.member, detail });
        f.setValues({ ...v, accountNumber: "" });
        emit(host, "pw-bank-saved", {});
        return t(lang, "saved");
      }),
    inputRef: f.ref,
  });
}

defineWidget("pw-bank-form", BankFormElement, { attributes: [], css });
