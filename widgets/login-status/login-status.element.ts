/**
 * `<pw-login-status>`: the header's login state (SPEC §2, §4 Login state,
 * §6 Roles). Reads the member once per page (core/session.ts getMember,
 * shared with every other widget) and follows later changes (login form,
 * logout elsewhere on the page).
 * - guest: a "login" link to the login page with `redirect` = the current
 *   path (common/edition.ts loginUrl); on another site's page (an absolute
 *   `photowire:api` on another origin) it opens the login hand-off's popup
 *   on the Photowire site (core/handoff.ts; issue 22: no third-party cookie
 *   needed), and the member shows once it answers; when the browser blocks
 *   the popup, the link leads to the Photowire site's login page, without a
 *   way back (login redirects stay on their own site). The member-center
 *   link is the Photowire site's too
 * - member: avatar (member.imgUrl; the default avatar when empty or when it
 *   fails to load), the name, a link to the member center (nature 1 →
 *   uc1-index.html, else uc2-index.html) and a logout button; logout calls
 *   GET guest/logout, then goes to the edition's home, or to the login page
 *   in the alternate edition (common/edition.ts afterLogoutUrl, SPEC §2);
 *   on another site's page it stays on that page
 * The element reserves its box (min-width, min-height) so the header does not
 * shift while the member loads.
 *
 * @summary Login link, or avatar, name, member-center link and logout button.
 * @attr {boolean} hide-avatar - present (and not "false") to show no avatar image (default: the avatar shows)
 * @event pw-login-status-logout - the member logged out on the server, just before leaving the page; detail `{ url }` (where the page goes next)
 * @csspart base - the flex row
 * @csspart login - the guest's login link
 * @csspart avatar - the avatar image
 * @csspart name - the member's name
 * @csspart center - the member-center link
 * @csspart logout - the logout button
 * @csspart error - the failed-logout message (role="alert")
 * @cssproperty --pw-login-status-min-height - reserved height (32px)
 * @cssproperty --pw-login-status-min-width - reserved width (14em)
 * @cssproperty --pw-login-status-gap - gap between the parts (8px)
 * @cssproperty --pw-login-status-avatar-size - avatar size (28px)
 * @cssproperty --pw-login-status-avatar-bg - avatar background while the image loads (#e8eaed)
 * @cssproperty --pw-login-status-name-max-width - longest name before an ellipsis (10em)
 * @cssproperty --pw-login-status-color - text colour (inherit)
 * @cssproperty --pw-color-link - link and button colour (#0b57d0)
 * @cssproperty --pw-color-error - error text colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement } from "react";
import { navigation, siteOrigin } from "../core/api.js";
import { openHandoff } from "../core/handoff.js";
import { editionOf } from "../../common/edition.js";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { LoginStatus } from "./LoginStatus.js";
import css from "./login-status.css";
import { LOGIN_STATUS_ATTRIBUTES, loginStatusProps, logoutTarget, parseAttributes, type LoginStatusAttribute } from "./login-status.props.js";
import { useLoginStatus } from "./use-login-status.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-login-status-logout": CustomEvent<{ url: string }>;
  }
}

function LoginStatusElement({ host, lang, attrs }: WidgetProps<LoginStatusAttribute>) {
  const s = useLoginStatus(lang);
  const page = { edition: editionOf(location.pathname), here: location.pathname + location.search + location.hash, site: siteOrigin() };
  return createElement(
    LoginStatus,
    loginStatusProps(
      lang,
      parseAttributes(attrs),
      s,
      page,
      () => {
        void s.logout().then((done) => {
          if (!done) return;
          const url = logoutTarget(page);
          emit(host, "pw-login-status-logout", { url });
          navigation.assign(url);
        });
      },
      // on a partner site's page: the login hand-off's popup (the link is followed when the browser blocks it)
      page.site ? (e) => void (openHandoff(page.site!, lang) && e.preventDefault()) : undefined,
    ),
  );
}

defineWidget("pw-login-status", LoginStatusElement, { attributes: LOGIN_STATUS_ATTRIBUTES, css });
