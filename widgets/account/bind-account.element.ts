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
 * @csspart submit - the bind button
 * @cssproperty --pw-color-primary - buttons
 * @cssproperty --pw-color-danger - errors
 * @cssproperty --pw-focus-ring - focus outline
 */
import { createElement, useCallback, useEffect, useId } from "react";
import { emit } from "../core/element.js";
import { loginUrl } from "../core/edition.js";
import { t } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { BindAccount, type BindAccountViewProps } from "./BindAccount.js";
import type { Provider } from "./bind-account.logic.js";
import { centreUrl, pageEdition, pageUrl } from "./form.logic.js";
import { useBindAccount } from "./use-bind-account.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-bind-change": CustomEvent<{ type: string; bound: boolean }>;
  }
}

function BindAccountElement({ host, lang }: WidgetProps<never>) {
  const uid = useId().replace(/:/g, "");
  const edition = pageEdition(location.pathname, location.search);
  const centre = useCallback((m: Member) => centreUrl(m.nature, edition), [edition]);
  const b = useBindAccount(lang, centre);
  const v = b.view;
  const name = (p: Provider) => t(lang, `tp_${p}`);
  useEffect(() => {
    if (v.kind === "bound") emit(host, "pw-bind-change", { type: v.provider, bound: true });
  }, [v, host]);
  let state: BindAccountViewProps["state"];
  if (v.kind === "loading") state = { kind: "loading", text: t(lang, "loading") };
  else if (v.kind === "error") state = { kind: "error", msg: v.msg, backHref: pageUrl("bind_account", edition), backLabel: t(lang, "bind_back") };
  else if (v.kind === "bound")
    state = { kind: "bound", text: t(lang, "bind_done", { provider: name(v.provider), nickname: v.nickname }), nextHref: v.next, nextLabel: t(lang, "continue") };
  else if (v.kind === "choose")
    state = {
      kind: "choose",
      intro: t(lang, "bind_choose", { provider: name(v.provider), nickname: v.nickname }),
      nickname: v.nickname,
      avatar: v.avatar,
      avatarAlt: t(lang, "avatar_alt", { name: v.nickname }),
      accountLabel: t(lang, "account"),
      passwordLabel: t(lang, "password"),
      submitLabel: t(lang, "bind_submit"),
      orText: t(lang, "bind_or"),
      registerHref: pageUrl("register", edition, { ticket: v.ticket }),
      registerLabel: t(lang, "bind_register"),
    };
  else
    state = {
      kind: "list",
      intro: t(lang, v.member ? "bind_list_intro" : "bind_guest_intro"),
      rows: (v.member ? v.bindings.map((x) => x.type) : (["weibo", "wechat", "qq"] as Provider[])).map((type) => {
        const row = v.member ? v.bindings.find((x) => x.type === type)! : { type, enabled: true, bound: false, nickname: "" };
        const label = name(type);
        if (!v.member) return { type, name: label, statusText: "", actionLabel: t(lang, "bind_login_with", { provider: label }), href: b.startUrl(type, "login") };
        if (!row.enabled) return { type, name: label, statusText: t(lang, "bind_unavailable"), actionLabel: "" };
        if (row.bound)
          return {
            type,
            name: label,
            statusText: t(lang, "bind_bound_as", { nickname: row.nickname }),
            actionLabel: t(lang, "bind_unbind"),
            onUnbind: () => void b.doUnbind(type).then(() => emit(host, "pw-bind-change", { type, bound: false })),
          };
        return { type, name: label, statusText: t(lang, "bind_not_bound"), actionLabel: t(lang, "bind_bind"), href: b.startUrl(type, "bind") };
      }),
      loginHref: v.member ? undefined : loginUrl(edition, location.pathname + location.search),
      loginLabel: t(lang, "login"),
    };
  return createElement(BindAccount, {
    idPrefix: `bind${uid}`,
    title: t(lang, "bind_title"),
    state,
    busy: b.busy,
    alert: b.alert,
    status: b.status,
    onBindOther: (a, p) => void b.submitBindOther(a, p),
  });
}

defineWidget("pw-bind-account", BindAccountElement, { attributes: [], css });
