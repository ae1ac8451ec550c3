/**
 * `<pw-login-status>`: the header's login state (SPEC §2, §4 Login state,
 * §6 Roles). Reads the member once per page (core/session.ts getMember,
 * shared with every other widget) and follows later changes (login form,
 * logout elsewhere on the page).
 * - guest: a "login" link to the login page with `redirect` = the current
 *   path (core/edition.ts loginUrl)
 * - member: avatar (member.imgUrl; the default avatar when empty or when it
 *   fails to load), the name, a link to the member centre (nature 1 →
 *   uc1-index.html, else uc2-index.html) and a logout button; logout calls
 *   GET guest/logout, then goes to the edition's home, or to the login page
 *   in the alternate edition (core/edition.ts afterLogoutUrl, SPEC §2)
 * The element reserves its box (min-width, min-height) so the header does not
 * shift while the member loads.
 *
 * @summary Login link, or avatar, name, member-centre link and logout button.
 * @attr hide-avatar - present (and not "false") to show no avatar image (default: the avatar shows)
 * @event pw-login-status-logout - the member logged out on the server, just before leaving the page; detail `{ url }` (where the page goes next)
 * @csspart base - the flex row
 * @csspart login - the guest's login link
 * @csspart avatar - the avatar image
 * @csspart name - the member's name
 * @csspart centre - the member-centre link
 * @csspart logout - the logout button
 * @csspart error - the failed-logout message (role="alert")
 * @cssproperty --pw-login-status-min-height - reserved height (32px)
 * @cssproperty --pw-login-status-min-width - reserved width (14em)
 * @cssproperty --pw-login-status-gap - gap between the parts (8px)
 * @cssproperty --pw-login-status-avatar-size - avatar size (28px)
 * @cssproperty --pw-login-status-name-max-width - longest name before an ellipsis (10em)
 * @cssproperty --pw-login-status-color - text colour (inherit)
 * @cssproperty --pw-color-link - link and button colour (#0b57d0)
 * @cssproperty --pw-color-error - error text colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement } from "react";
import { navigation } from "../core/api.js";
import { afterLogoutUrl, editionOf, loginUrl } from "../core/edition.js";
import { attr, emit } from "../core/element.js";
import { t } from "../core/i18n/core.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { LoginStatus } from "./LoginStatus.js";
import css from "./login-status.css";
import { memberCentreUrl } from "./login-status.logic.js";
import { useHostAttribute, useLoginStatus } from "./use-login-status.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-login-status-logout": CustomEvent<{ url: string }>;
  }
}

const ATTRS = ["hideAvatar"] as const;

function LoginStatusElement({ host, lang }: WidgetProps<(typeof ATTRS)[number]>) {
  const s = useLoginStatus(lang);
  const hideAvatar = attr.boolean(useHostAttribute(host, "hide-avatar"), false);
  const edition = editionOf(location.pathname);
  const here = location.pathname + location.search + location.hash;
  const m = s.member;
  return createElement(LoginStatus, {
    state: m === undefined ? "loading" : m === null ? "guest" : "member",
    loginHref: loginUrl(edition, here),
    loginLabel: t(lang, "login"),
    name: m?.name,
    avatarSrc: s.avatar,
    avatarAlt: m ? t(lang, "avatar_alt", { name: m.name }) : "",
    hideAvatar,
    onAvatarError: s.avatarFailed,
    centreHref: m ? memberCentreUrl(m.nature, edition) : undefined,
    centreLabel: t(lang, "member_centre"),
    logoutLabel: t(lang, "logout"),
    busy: s.busy,
    error: s.error,
    onLogout: () => {
      void s.logout().then((done) => {
        if (!done) return;
        const url = afterLogoutUrl(edition);
        emit(host, "pw-login-status-logout", { url });
        navigation.assign(url);
      });
    },
  });
}

defineWidget("pw-login-status", LoginStatusElement, { attributes: ATTRS, css });
