/**
 * `<pw-profile-form>`: the logged-in member edits the profile (SPEC §7
 * modify_info; SPEC §5 rules with the server's messages). Chinese edition:
 * name and the address with province, city and area chosen from the real
 * division lists (SPEC §3); English edition: first and last name and
 * country. A new mobile number or email needs a code sent to it. A guest is
 * sent to the login page (access_denied).
 *
 * @summary Member profile form.
 * @event pw-profile-saved - saved; detail `{ member, detail }`
 * @csspart form - the form
 * @csspart field - a label + input + hint + error group
 * @csspart error - a field's error message
 * @csspart alert - the form's error line (role="alert")
 * @csspart status - the success line (role="status")
 * @csspart submit - the submit button
 * @csspart button - the verification-code button
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
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { profileEdition } from "./form.rules.js";
import type { MemberDetail } from "./member-detail.store.js";
import { profileFormProps } from "./member-forms.props.js";
import { emailChanged, mobileChanged, type ProfileFormValues } from "./profile-form.store.js";
import { ProfileForm } from "./ProfileForm.js";
import { useProfileForm } from "./use-profile-form.js";
import { useFieldFocus } from "./use-field-focus.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-profile-saved": CustomEvent<{ member: Member; detail: MemberDetail }>;
  }
}

function ProfileFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = `prof${useId().replace(/:/g, "")}`;
  const edition = profileEdition(lang);
  const { store, form, extra, mobileCode, emailCode } = useProfileForm(lang, edition);
  const { ref, focus } = useFieldFocus();
  const contacts = store.contacts();
  return createElement(
    ProfileForm,
    profileFormProps(
      lang,
      { form, extra, mobileCode, emailCode, showMobileCode: mobileChanged(form.values, contacts), showEmailCode: emailChanged(form.values, contacts) },
      edition,
      idPrefix,
      {
        onField: (field, value) => store.setField(field as keyof ProfileFormValues, value, lang),
        sendMobileCode: () => void store.sendMobileCode(lang),
        sendEmailCode: () => void store.sendEmailCode(lang),
        onSubmit: () => void store.submit(lang, edition, (saved) => emit(host, "pw-profile-saved", saved)).then((r) => focus(r.focus)),
        inputRef: ref,
      },
    ),
  );
}

defineWidget("pw-profile-form", ProfileFormElement, { attributes: [], css });
