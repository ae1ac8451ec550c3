/**
 * Attributes + state → view props for <pw-login-status> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and by nothing else. The
 * page (edition, current address) comes in as an argument.
 */
import { afterLogoutUrl, loginUrl, onSite, type Edition } from "../../common/edition.js";
import { attr } from "../core/element.js";
import type { LoginStatusViewProps } from "./LoginStatus.js";
import { memberCenterUrl } from "./login-status.rules.js";
import { t, type Lang } from "./locale/index.js";
import type { LoginStatusState } from "./use-login-status.js";

/** The attributes of <pw-login-status> (camelCase names). */
export const LOGIN_STATUS_ATTRIBUTES = ["hideAvatar"] as const;
export type LoginStatusAttribute = (typeof LOGIN_STATUS_ATTRIBUTES)[number];

/** The parsed attributes. */
export interface LoginStatusAttributes {
  /** show no avatar image (a bare attribute counts; default false) */
  hideAvatar: boolean;
}

/** Parses the raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<LoginStatusAttribute, string>>): LoginStatusAttributes {
  return { hideAvatar: attr.boolean(raw.hideAvatar, false) };
}

/** The page the element is on. */
export interface PageContext {
  edition: Edition;
  /** path + search + hash of the current page (where login comes back to) */
  here: string;
  /**
   * The Photowire site's origin when the page is another site's that embeds
   * the widgets (core/api.ts siteOrigin), else null: links then lead to the
   * Photowire site (common/edition.ts onSite).
   */
  site: string | null;
}

/**
 * Where the page goes after a logout (SPEC §2): the edition's home, or the
 * login page in the alternate edition; on another site's page, that page
 * again (the member stays on the builder's site, now as a guest).
 */
export const logoutTarget = (page: PageContext) => (page.site ? page.here : afterLogoutUrl(page.edition));

/** The view props for a state. */
export function loginStatusProps(
  lang: Lang,
  a: LoginStatusAttributes,
  s: Pick<LoginStatusState, "member" | "avatar" | "avatarFailed" | "busy" | "error">,
  page: PageContext,
  onLogout: () => void,
  onLogin?: LoginStatusViewProps["onLogin"],
): LoginStatusViewProps {
  const m = s.member;
  return {
    state: m === undefined ? "loading" : m === null ? "guest" : "member",
    loginHref: onSite(loginUrl(page.edition, page.here), page.site),
    loginLabel: t(lang, "login"),
    onLogin,
    name: m?.name,
    avatarSrc: onSite(s.avatar, page.site),
    avatarAlt: m ? t(lang, "avatar_alt", { name: m.name }) : "",
    hideAvatar: a.hideAvatar,
    onAvatarError: s.avatarFailed,
    centerHref: m ? onSite(memberCenterUrl(m.nature, page.edition), page.site) : undefined,
    centerLabel: t(lang, "member_center"),
    logoutLabel: t(lang, "logout"),
    busy: s.busy,
    error: s.error,
    onLogout,
  };
}
