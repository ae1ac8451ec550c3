/**
 * `<pw-bank-form>`: the logged-in member's bank details (SPEC §7
 * user/update_bank; SPEC §5 text rules; account number 8–30 digits). The
 * saved account number is only shown masked and is entered again to change.
 *
 * @summary Bank details form.
 * @event pw-bank-saved - saved; detail `{}`
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
import { BANK_FORM } from "./member-forms.store.js";
import { bankFormProps } from "./member-forms.props.js";
import { SimpleForm } from "./SimpleForm.js";
import { useMemberForm } from "./use-member-form.js";
import { useFieldFocus } from "./use-field-focus.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-bank-saved": CustomEvent<Record<string, never>>;
  }
}

function BankFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = `bank${useId().replace(/:/g, "")}`;
  const { store, form, detail } = useMemberForm(BANK_FORM, lang);
  const { ref, focus } = useFieldFocus();
  return createElement(
    SimpleForm,
    bankFormProps(lang, { form, detail }, idPrefix, {
      onField: (field, value) => store.form.setField(field as keyof typeof form.values, value),
      onSubmit: () => void store.submit(lang, () => emit(host, "pw-bank-saved", {})).then((r) => focus(r.focus)),
      inputRef: ref,
    }),
  );
}

defineWidget("pw-bank-form", BankFormElement, { attributes: [], css });
