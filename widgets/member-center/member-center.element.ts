/**
 * `<pw-member-center page="…">`: a member-center page (SPEC §2: uc1-index,
 * uc1-like, uc1-upload?tab=publish, uc1-new for nature 1; uc2-index,
 * uc2-like, uc2-download for other natures; §6 roles). A guest is sent to
 * the login page, a member of the other nature to their own center. Home:
 * the profile (avatar change, masked mobile, email, points, member class,
 * photographer link) and tabs with profile editing, password change,
 * certificate and bank details and third-party accounts; `?tab=fee_record`
 * switches the left-menu highlight and the tab list to the fee and point
 * records. Favourites: likes and collections with paging, removal and
 * links back to the stories. The top upload link shows for nature 1 only.
 * The back button asks for confirmation (style_1) when a non-radio input
 * is filled. Content of uc1-new (the upload widget) goes in the slot.
 * Issue 19: the uc1 pages show the contributor application's notice
 * while it is open or when it was rejected, list each story's review state
 * and the editor's reason (submitted stories, and drafts sent back for
 * changes), and, while open, hear the member's review events in realtime
 * (the row changes, a polite live region says it, and the element fires
 * pw-member-center-review); the pages that list downloads show the quota
 * left and the staff's download grants (active ones, then the ended or
 * revoked ones).
 * Issue 20 (buying and licensing): the home pages' `?tab=orders` (menu "my
 * orders", both centres) offers the download packs (GET
 * /api/commerce/packs; an organisation's admin may buy for the
 * organisation), the points exchange, and lists the member's orders (state,
 * dates, the printable invoice in a new tab, the bank transfer instructions
 * and a confirmed cancel while pending, a refresh button); uc1-index
 * `?tab=earnings` shows the contributor's sales (totals, share, month
 * totals, the sales with size and points, paged) and the withdrawal; uc2-index
 * `?tab=organisation` (menu entry for the organisation's admin) shows its
 * seats, members, shared quota and who downloaded what. The entitlements
 * name a pack's grant by its order number and show a member's organisation's
 * shared quota. Every limit shown (points per photo, withdrawal minimum,
 * order cap) comes from GET /api/commerce/settings. A member of the other
 * nature keeps the `?tab=` of their own page (uc2-index?tab=orders opens as
 * uc1-index?tab=orders for a contributor).
 *
 * @summary Member center page frame and sections.
 * @attr {"uc1-index" | "uc1-like" | "uc1-upload" | "uc1-new" | "uc2-index" | "uc2-like" | "uc2-download"} page - uc1-index | uc1-like | uc1-upload | uc1-new | uc2-index | uc2-like | uc2-download (default uc2-index)
 * @attr photographer-url - link of the photographer's stories; `{subjectCode}` is replaced by the JSON array ["photographer_<id>"] (URI-encoded), `{id}` by the id (default "/search.html?subjectCode={subjectCode}")
 * @slot - content of the page's main area under the tabs (e.g. the upload widget on uc1-new)
 * @event pw-member-center-redirect - cancelable; a guest or a member of the other nature is about to be sent away; detail `{ to, reason: "guest" | "nature" }`
 * @event pw-member-center-back - cancelable; the back button is about to leave the page; detail `{ confirmed }`
 * @event pw-member-center-review - an editor changed the state of one of the contributor's submissions (uc1 pages, realtime); detail `{ type: "review", oid, state, reason, storyId, htmlUrl }` (common/staff.ts ReviewEvent)
 * @csspart base - the whole center
 * @csspart topbar - the bar with back button, title and upload link
 * @csspart back - the back button
 * @csspart upload - the upload link (nature 1)
 * @csspart menu - the left menu
 * @csspart notice - the contributor application's notice (uc1 pages, while applied or when rejected)
 * @csspart review-status - the live region that announces review events (uc1 pages)
 * @csspart entitlements - the download quota and grants (pages listing downloads)
 * @csspart orders - the orders section (?tab=orders)
 * @csspart packs - the packs on offer (orders section)
 * @csspart exchange - the points exchange form (orders section)
 * @csspart payment - a pending order's bank transfer instructions
 * @csspart earnings - the earnings section (uc1-index?tab=earnings)
 * @csspart withdraw - the withdrawal form (earnings section)
 * @csspart months - the month totals table (earnings section)
 * @csspart sales - the sales table (earnings section)
 * @csspart organisation - the organisation section (uc2-index?tab=organisation)
 * @csspart org-downloads - the table of who downloaded what (organisation section)
 * @csspart profile - the profile card
 * @csspart avatar - the avatar image
 * @csspart tabs - the tab list
 * @csspart panel - the selected tab's panel
 * @csspart dialog - the leave confirmation dialog (style_1) and an order's cancel confirmation
 * @csspart dialog-title - the confirmation's heading
 * @cssproperty --pw-color-primary - buttons, highlights (#b4141e)
 * @cssproperty --pw-dialog-confirm-bg - the leave confirmation's confirm button (SPEC §9: #8CD4F5)
 * @cssproperty --pw-dialog-confirm-color - text of that button (#1d1d1f)
 * @cssproperty --pw-color-on-primary - text on primary buttons (#fff)
 * @cssproperty --pw-color-link - menu and story links (#0b57d0)
 * @cssproperty --pw-color-danger - error lines (#b3261e)
 * @cssproperty --pw-color-success - the "avatar updated" line (#146c2e)
 * @cssproperty --pw-radius - corner radius of buttons (4px)
 * @cssproperty --pw-focus-ring - focus outline (#1a73e8)
 * @cssproperty --pw-member-center-menu-width - left menu width (12rem)
 * @cssproperty --pw-member-center-min-height - height reserved before the member is known (28rem)
 * @cssproperty --pw-member-center-current-bg - background of the highlighted menu entry (#f3f3f3)
 * @cssproperty --pw-member-center-border - card, tab and row borders (#d0d0d0)
 * @cssproperty --pw-member-center-muted - secondary text (#545454)
 */
import { createElement, useId } from "react";
import "../account/bank-form.element.js";
import "../account/bind-account.element.js";
import "../account/certificate-form.element.js";
import "../account/password-form.element.js";
import "../account/profile-form.element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./member-center.css";
import { MemberCenter } from "./MemberCenter.js";
import { memberCenterProps, parseAttributes } from "./member-center.props.js";
import type { RedirectDetail } from "./member-center.store.js";
import type { ReviewEvent } from "../../common/staff.js";
import { useMemberCenter } from "./use-member-center.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-member-center-redirect": CustomEvent<RedirectDetail>;
    "pw-member-center-back": CustomEvent<{ confirmed: boolean }>;
    "pw-member-center-review": CustomEvent<ReviewEvent>;
  }
}

const TAG = "pw-member-center";
const ATTRS = ["page", "photographerUrl"] as const;

function MemberCenterElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const a = parseAttributes(attrs);
  const idPrefix = `uc${useId().replace(/:/g, "")}`;
  const { store, state } = useMemberCenter(a.page, lang, host);
  return createElement(MemberCenter, memberCenterProps(lang, a, state, store.edition, store, idPrefix));
}

defineWidget(TAG, MemberCenterElement, { attributes: ATTRS, css });
