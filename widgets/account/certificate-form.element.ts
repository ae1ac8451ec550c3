/**
 * `<pw-certificate-form>`: the logged-in member's certificate details
 * (SPEC §7 user/update_cer): type (mainland ID card, passport, other), the
 * name on it and its number; a mainland ID card is checked by SPEC §5 (15
 * or 18, X, month and day ranges) and becomes the member's idCard.
 *
 * @summary Certificate details form.
 * @event pw-certificate-saved - saved; detail `{ certType }`
 * @csspart form - the form
 * @csspart field - a label + input + hint + error group
 * @csspart error - a field's error message
 * @csspart alert - the form's error line (role="alert")
 * @csspart status - the success line (role="status")
 * @csspart submit - the submit button
 * @cssproperty --pw-account-max-width - form width (32rem)
 * @cssproperty --pw-account-color - text colour (inherited)
 * @cssproperty --pw-account-gap - space between the fields (14px)
 * @cssproperty --pw-account-border - input border colour (#767676)
 * @cssproperty --pw-account-input-bg - input background (#fff)
 * @cssproperty --pw-account-hint-color - hint colour (#545454)
 * @cssproperty --pw-color-primary - buttons (#b4141e)
 * @cssproperty --pw-color-on-primary - text on primary buttons (#fff)
 * @cssproperty --pw-color-danger - errors and required marks (#b3261e)
 * @cssproperty --pw-color-success - the success line (#146c2e)
 * @cssproperty --pw-color-link - links (#0b57d0)
 * @cssproperty --pw-radius - button corners (4px)
 * @cssproperty --pw-focus-ring - focus outline colour (#1a73e8)
 */
import { createElement, useId } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { CERTIFICATE_FORM } from "./member-forms.store.js";
import { certificateFormProps } from "./member-forms.props.js";
import { SimpleForm } from "./SimpleForm.js";
import { useMemberForm } from "./use-member-form.js";
import { useFieldFocus } from "./use-field-focus.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-certificate-saved": CustomEvent<{ certType: string }>;
  }
}

function CertificateFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = `cer${useId().replace(/:/g, "")}`;
  const { store, form } = useMemberForm(CERTIFICATE_FORM, lang);
  const { ref, focus } = useFieldFocus();
  return createElement(
    SimpleForm,
    certificateFormProps(lang, { form }, idPrefix, {
      onField: (field, value) => store.form.setField(field as keyof typeof form.values, value),
      onSubmit: () => {
        const certType = form.values.certType;
        void store.submit(lang, () => emit(host, "pw-certificate-saved", { certType })).then((r) => focus(r.focus));
      },
      inputRef: ref,
    }),
  );
}

defineWidget("pw-certificate-form", CertificateFormElement, { attributes: [], css });
