/**
 * Login-status rules (SPEC §2 pages, §3 Member, §4 Login state, §6 Roles):
 * where the member center is for a member kind, which avatar to show. No
 * React, no DOM.
 */
import { EDITION_PREFIX, type Edition } from "../../common/edition.js";

/** The default member avatar (SPEC §3), same path as the server's DEFAULT_AVATAR. */
export const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";

/** Folder of the member pages (SPEC §2), beside the login page. */
export const MEMBER_PAGES_DIR = "/public_resource/public/html";

/** Member pages of SPEC §2 by member kind: uc1-* for nature 1, uc2-* for every other nature. */
export type MemberPage = "index" | "like" | "upload" | "new" | "download";

/**
 * Member kind prefix of SPEC §2/§6: nature 1 (contributors, including
 * organisation members) → "uc1", any other nature → "uc2".
 */
export function memberKind(nature: number): "uc1" | "uc2" {
  return nature === 1 ? "uc1" : "uc2";
}

/**
 * URL of a member page (SPEC §2): `/public_resource/public/html/{uc1|uc2}-{page}.html`.
 * Nature 1 gets the uc1 pages, any other nature the uc2 pages. Editions follow
 * the login page's convention (common/edition.ts loginUrl): the English edition
 * adds `?lang=en`, the alternate edition is prefixed with `/ann`.
 * @param nature the member's nature (SPEC §3)
 * @param page which member page, default the member-center home ("index")
 * @param edition zh (default), en or ann
 * @example memberPageUrl(1) === "/public_resource/public/html/uc1-index.html"
 * @example memberPageUrl(2, "index", "en") === "/public_resource/public/html/uc2-index.html?lang=en"
 */
export function memberPageUrl(nature: number, page: MemberPage = "index", edition: Edition = "zh"): string {
  const prefix = edition === "ann" ? EDITION_PREFIX.ann : "";
  const path = `${prefix}${MEMBER_PAGES_DIR}/${memberKind(nature)}-${page}.html`;
  return edition === "en" ? `${path}?lang=en` : path;
}

/** The member-center home of a member (SPEC §2): uc1-index.html for nature 1, else uc2-index.html. */
export function memberCenterUrl(nature: number, edition: Edition = "zh"): string {
  return memberPageUrl(nature, "index", edition);
}

/**
 * The avatar to show: the member's imgUrl when it is a same-site path or an
 * http(s) URL, else the default avatar (also when empty). After the image
 * failed to load (`failed`), always the default avatar.
 */
export function avatarSrc(imgUrl: string | null | undefined, failed = false): string {
  if (failed || !imgUrl) return DEFAULT_AVATAR;
  const url = imgUrl.trim();
  if (/^\/(?![/\\])/.test(url)) return url;
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  return DEFAULT_AVATAR;
}
