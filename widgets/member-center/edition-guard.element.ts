/**
 * `<pw-edition-guard>`: enforces the alternate edition's rule (SPEC §2):
 * on an /ann page other than the login, registration, preview and forgot-password pages,
 * a guest is sent to /ann's login page (and back after logging in). It
 * renders nothing; outside the alternate edition it does nothing. Put it
 * once on every page of the alternate edition.
 *
 * Once it has decided, it sets `data-checked` on itself: `open` (nothing to
 * check: not the alternate edition, or an open page), `member` (a logged-in
 * member stays) or `redirect` (a guest is being sent to the login page), so
 * a page script or a test can wait for the decision instead of a delay.
 *
 * @summary Alternate-edition login guard (no visible output).
 * @event pw-edition-guard-redirect - a guest is being sent to the login page; detail `{ to }`
 */
import { navigation } from "../core/api.js";
import { defineOnce, ElementBase, emit, langOf } from "../core/element.js";
import { getMember } from "../core/session.js";
import { guardRedirect } from "./edition-guard.rules.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-edition-guard-redirect": CustomEvent<{ to: string }>;
  }
}

class EditionGuard extends ElementBase {
  connectedCallback(): void {
    this.hidden = true;
    // nothing to ask the server outside the alternate edition, or on an open page
    if (!guardRedirect(location.pathname, location.search, false)) {
      this.dataset.checked = "open";
      return;
    }
    void getMember(langOf(this)).then((member) => {
      const to = guardRedirect(location.pathname, location.search, !!member);
      this.dataset.checked = to ? "redirect" : "member";
      if (to) {
        emit(this, "pw-edition-guard-redirect", { to });
        navigation.assign(to);
      }
    });
  }
}

defineOnce("pw-edition-guard", EditionGuard);
