/**
 * `<pw-certificate-form>`: the logged-in member's certificate details
 * (SPEC §7 user/update_cer): type (mainland ID card, passport, other), the
 * name on it and its number; a mainland ID card is checked by SPEC §5 (15
 * or 18, X, month and day ranges) and becomes the member's idCard.
 *
 * @summary Certificate details form.
 * @event pw-certificate-saved - saved; detail `{ certType }`
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
import { CERT_FIELDS, CERT_TYPES, certificateFrom, submitCertificate, validateCertificateForm } from "./member-forms.logic.js";
import { SimpleForm } from "./SimpleForm.js";
import { useForm } from "./use-form.js";
import type { MemberWithDetail } from "./member-detail.logic.js";
import { useFillOnce, useMemberDetail } from "./use-member-detail.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-certificate-saved": CustomEvent<{ certType: string }>;
  }
}

/** The form's values from the member's details (stable identity for useFillOnce). */
const FROM_DETAIL = (d: MemberWithDetail) => certificateFrom(d.detail);

function CertificateFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = useId().replace(/:/g, "");
  const { data } = useMemberDetail(lang);
  const f = useForm(certificateFrom(undefined), { lang, order: CERT_FIELDS, validate: validateCertificateForm });
  useFillOnce(data, FROM_DETAIL, f.setValues);
  return createElement(SimpleForm, {
    idPrefix: `cer${idPrefix}`,
    title: t(lang, "cer_title"),
    fields: [
      {
        kind: "select",
        name: "certType",
        label: t(lang, "f_cert_type"),
        placeholder: t(lang, "choose"),
        required: true,
        options: CERT_TYPES.map((c) => ({ key: c, value: t(lang, `cert_${c}`) })),
      },
      { kind: "text", name: "name", label: t(lang, "f_cert_name"), autoComplete: "name", required: true },
      { kind: "text", name: "certNumber", label: t(lang, "f_cert_number"), required: true, maxLength: 40 },
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
        const detail = await submitCertificate(v, lang);
        if (data) updateDetail({ member: { ...data.member, idCard: v.certType === "id_card" ? detail.certNumber : data.member.idCard }, detail });
        emit(host, "pw-certificate-saved", { certType: v.certType });
        return t(lang, "saved");
      }),
    inputRef: f.ref,
  });
}

defineWidget("pw-certificate-form", CertificateFormElement, { attributes: [], css });
