/**
 * The alternate edition's rule (SPEC §2): "in the alternate edition, an
 * unauthenticated visitor outside the login, preview and forgot-password
 * pages is redirected to that edition's login page". No React, no DOM.
 */
import { editionOf, loginUrl } from "../../common/edition.js";

/**
 * Whether a path (and query) is one of the pages a guest may see in the
 * alternate edition: login, forgot-password, preview, and registration (the
 * login page's Register link: a guest who must log in has to be able to
 * become a member first; issue 12).
 */
export function isOpenPage(pathname: string, search: string): boolean {
  const file = pathname.split("/").pop() ?? "";
  if (/^login2?\.html$/i.test(file)) return true;
  if (/^register\.html$/i.test(file)) return true;
  if (/^forget_password\.html$/i.test(file)) return true;
  if (/preview/i.test(pathname)) return true;
  const preview = new URLSearchParams(search).get("preview");
  return preview === "1" || preview === "true";
}

/**
 * Where a visitor must go, or null to stay: only a guest (`loggedIn`
 * false) on an /ann page that is not open is sent to /ann's login page,
 * with the page as the redirect back.
 */
export function guardRedirect(pathname: string, search: string, loggedIn: boolean): string | null {
  if (loggedIn || editionOf(pathname) !== "ann" || isOpenPage(pathname, search)) return null;
  return loginUrl("ann", pathname + search);
}
