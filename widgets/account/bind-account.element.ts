/**
 * `<pw-bind-account>`: the account-binding page (SPEC §2 bind_account.html
 * with its query parameters `type`, `code`, `state`, `from`, `error`;
 * SPEC §7 weibo_callback, wechat_callback, zw_wx_callback, get_qq_callback,
 * bind_other, bind_third, unbind_other, check_bind_other). Back from a
 * provider it finishes the flow: logs in a bound account, binds the
 * account to the logged-in member, or offers to bind it to an existing
 * account (account and password) or to register a new one. Without a
 * callback it lists the member's third-party accounts with bind and unbind
 * (a guest gets login links).
 *
 * @summary Third-party account binding.
 * @event pw-bind-change - a binding was added or removed; detail `{ type, bound }`
 * @csspart base - the panel
 * @csspart field - a label + input group of the bind-to-an-existing-account form
 * @csspart alert - the error line (role="alert")
 * @csspart status - the success line (role="status")
 * @csspart submit - the bind button
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
 * @cssproperty --pw-account-line - separator between providers (#e3e3e3)
 * @cssproperty --pw-account-muted - a provider's state (#5c5c66)
 */
import { createElement, useCallback, useEffect, useId } from "react";
import { emit } from "../core/element.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { bindAccountProps } from "./account.props.js";
import { BindAccount } from "./BindAccount.js";
import { centerUrl, pageEdition } from "./form.rules.js";
import { useBindAccount } from "./use-bind-account.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-bind-change": CustomEvent<{ type: string; bound: boolean }>;
  }
}

function BindAccountElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = `bind${useId().replace(/:/g, "")}`;
  const page = { pathname: location.pathname, search: location.search };
  const edition = pageEdition(page.pathname, page.search);
  const center = useCallback((m: Member) => centerUrl(m.nature, edition), [edition]);
  const { store, state } = useBindAccount(lang, center);
  const v = state.view;
  useEffect(() => {
    if (v.kind === "bound") emit(host, "pw-bind-change", { type: v.provider, bound: true });
  }, [v, host]);
  return createElement(
    BindAccount,
    bindAccountProps(lang, state, page, idPrefix, {
      startUrl: store.startUrl,
      unbind: (type) =>
        void store.unbind(type, lang).then((done) => {
          if (done) emit(host, "pw-bind-change", { type, bound: false });
        }),
      field: store.setField,
      bindOther: () => void store.bindOther(lang, center),
    }),
  );
}

defineWidget("pw-bind-account", BindAccountElement, { attributes: [], css });
