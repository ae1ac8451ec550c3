/**
 * `<pw-photographer-form>`: the logged-in member's photographer profile
 * (issue 11 "Photographers"; SPEC §6, §7 web/photographer/register,
 * send_mobile_code, update, guest/photographer/getPhotographerNode; SPEC §5
 * rules from common/validate.ts). A member without a profile registers
 * (credit name, optional Chinese name, contact mobile with a code, optional
 * email and introduction); a photographer sees their status (awaiting
 * review, approved, not approved) and a link to their portfolio page, and
 * updates the profile (a new mobile needs its code). A guest gets a login link.
 *
 * @summary Photographer registration and profile.
 * @attr login-href - where a guest logs in (default: the edition's login page, back here)
 * @event pw-photographer-saved - registered or updated; detail `{ id, status, registered }` (registered: true for a new profile)
 * @csspart form - the form
 * @csspart field - a label + input + hint + error group
 * @csspart error - a field's error message
 * @csspart code-button - the send-code button (counts down 60 s)
 * @csspart status-line - the profile's status
 * @csspart portfolio - the portfolio link and photo count
 * @csspart alert - the form's error line (role="alert")
 * @csspart success - the success line (role="status")
 * @csspart submit - the submit button
 * @cssproperty --pw-photographer-max-width - form width (36rem)
 * @cssproperty --pw-photographer-color - text colour (inherited)
 * @cssproperty --pw-photographer-gap - space between the fields (14px)
 * @cssproperty --pw-photographer-border - input border colour (#767676)
 * @cssproperty --pw-photographer-input-bg - input background (#fff)
 * @cssproperty --pw-photographer-hint-color - hint colour (#545454)
 * @cssproperty --pw-photographer-badge-bg - the pending status badge (#fff4d6)
 * @cssproperty --pw-photographer-badge-color - its text (#5c4200)
 * @cssproperty --pw-color-danger - errors and required marks (#b3261e)
 * @cssproperty --pw-color-success - the success line (#146c2e)
 * @cssproperty --pw-color-link - links (#0b57d0)
 */
import { createElement, useId, useRef } from "react";
import { editionOf } from "../../common/edition.js";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./photographer.css";
import { PhotographerForm } from "./PhotographerForm.js";
import { parseAttributes, photographerFormProps } from "./photographer.props.js";
import type { Field } from "./photographer.store.js";
import { usePhotographer } from "./use-photographer.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-photographer-saved": CustomEvent<{ id: number; status: number; registered: boolean }>;
  }
}

function PhotographerFormElement({ host, lang, attrs }: WidgetProps<"loginHref">) {
  const idPrefix = `ph${useId().replace(/:/g, "")}`;
  const { store, state } = usePhotographer(lang);
  const inputs = useRef(new Map<Field, HTMLInputElement | HTMLTextAreaElement>());
  const focus = (f: Field | null) => {
    if (f) inputs.current.get(f)?.focus();
  };
  const here = typeof location === "undefined" ? "/" : location.pathname + location.search;
  const a = parseAttributes(attrs, editionOf(typeof location === "undefined" ? "/" : location.pathname), here);
  return createElement(
    PhotographerForm,
    photographerFormProps(lang, a, state, idPrefix, {
      onField: (f, v) => store.setField(f, v),
      onSendCode: () => void store.sendCode().then(focus),
      onSubmit: () => {
        const wasNew = !store.get().node;
        void store.submit().then((f) => {
          focus(f);
          const node = store.get().node;
          if (!f && node && !store.get().alert) emit(host, "pw-photographer-saved", { id: node.id, status: node.status, registered: wasNew });
        });
      },
      inputRef: (f) => (el) => {
        if (el) inputs.current.set(f, el);
        else inputs.current.delete(f);
      },
    }),
  );
}

defineWidget("pw-photographer-form", PhotographerFormElement, { attributes: ["loginHref"], css });
