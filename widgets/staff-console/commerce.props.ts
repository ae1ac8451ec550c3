/**
 * The staff console store's buying and licensing state → the views' props
 * (issue 20; DESIGN §2 `<feature>.props.ts`): pure, every string from the
 * feature's catalogues (locale/commerce.ts, locale/licences.ts) and the
 * codes catalogue for the server's codes, over the helpers of
 * staff-console.props.ts (lists, facts, failures).
 *
 * - settings: each setting's box with its bounds (SETTING_BOUNDS) as a hint
 *   and its problem (the rules' or the server's, at the same field name);
 * - packs: every pack (names, count, price as money, validity, active) and
 *   the form of the one edited (price in the major unit);
 * - orders: the orders found, the open one's facts, invoice link (on the
 *   API's origin, in the console's language) and its confirmation and
 *   cancellation dialogs;
 * - organisations: seats used of seats, admin, members, grants, the forms;
 * - the licence editor: each photo of the story with its licence's boxes.
 */
import { CURRENCIES, formatMoney, ORGANISATION_BOUNDS, PACK_BOUNDS, type PackOrderDto } from "../../common/commerce.js";
import { LICENCE_TYPES, RELEASE_STATES, RESTRICTIONS_MAX } from "../../common/licence.js";
import { GRANT_DAYS_MAX, GRANT_LABEL_MAX, GRANT_QUOTA_MAX } from "../../common/staff.js";
import { moneyText, ORDER_FILTERS, packForm as packFormOf, REFERENCE_MAX, settingBounds, settingsForm, SETTING_FIELDS, SIZES, type SettingField } from "./commerce.rules.js";
import { dateText, timeText, type Problem } from "./staff-console.rules.js";
import type { StaffState } from "./staff-console.store.js";
import { absoluteOn, fact, failureText, listStatus, problemText, type StaffContext } from "./staff-console.props.js";
import type {
  BoxView,
  CommerceViews,
  LicencesView,
  OrderDetailView,
  OrdersView,
  OrganisationsView,
  PacksView,
  PanelStatusView,
  SettingBoxView,
  SettingsView,
} from "./StaffConsoleCommerceView.js";
import { t, type Lang } from "./locale/index.js";

type Vars = Record<string, string | number>;

/**
 * The text of a problem of the buying and licensing forms: the field's own
 * text when it has one (`cp_<field>_<rule>`: a reference or member code
 * taken, the admin not removable, seats below the members), else by its
 * rule (`cp_<rule>`: required, integer, minimum, maximum, maxLength, money,
 * enum, order, mismatch, notFound, full …) with the field's bounds in
 * `vars`; the grant boxes (label, quota, days, grant) as the members panel
 * says them.
 */
export function commerceProblemText(lang: Lang, p: Problem, vars: Vars = {}): string {
  if (["label", "quota", "days", "grant"].includes(p.field)) return problemText(lang, p);
  for (const key of [`cp_${p.field}_${p.rule}`, `cp_${p.rule}`]) if (t.has(key)) return t(lang, key, vars);
  return t(lang, "problem_other", { rule: p.rule });
}

/** A box: its label, hint (with `vars`) and the problems at `field`. */
function box(lang: Lang, problems: Problem[], field: string, labelKey: string, hintKey: string | null, vars: Vars = {}): BoxView {
  return {
    label: t(lang, labelKey, vars),
    hint: hintKey ? t(lang, hintKey, vars) : "",
    error: problems
      .filter((p) => p.field === field)
      .map((p) => commerceProblemText(lang, p, vars))
      .join(" "),
  };
}

/** The loading and error lines of a panel whose list is not paged. */
function panelStatus(c: StaffContext, phase: StaffState["packs"]["phase"], error: StaffState["packs"]["error"], count: number, label: string, empty: string): PanelStatusView {
  return listStatus(c, { phase, items: [], total: count, page: 1, error }, label, empty);
}

// ---- settings ----

/** The settings panel. */
export function settingsView(c: StaffContext, st: StaffState["settings"]): SettingsView {
  const { lang } = c;
  const settingBox = (field: SettingField, labelKey: string, hintKey: string): SettingBoxView => ({ field, ...box(lang, st.problems, field, labelKey, hintKey, settingBounds(field)!) });
  const top = (f: SettingField) => settingBox(f, `setting_${f}`, `setting_${f}_hint`);
  return {
    s: { intro: t(lang, "settings_intro"), save: t(lang, "settings_save"), saving: t(lang, "settings_saving"), originalEdge: t(lang, "settings_originalEdge") },
    status: panelStatus(c, st.phase, st.error, st.value ? 1 : 0, t(lang, "tab_settings"), ""),
    values: st.value ? settingsForm(st.value) : null,
    groups: [
      { key: "points", legend: t(lang, "settings_points_legend"), boxes: (["pointsPerPhoto", "withdrawMinPoints", "orderMaxQuantity"] as const).map(top) },
      { key: "downloads", legend: t(lang, "settings_downloads_legend"), boxes: (["downloadLinkMinutes", "contributorSharePercent"] as const).map(top) },
    ],
    sizes: SIZES.map((size) => {
      const edge = `sizes.${size}.longEdgePx` as SettingField;
      return {
        size,
        legend: t(lang, `size_${size}`),
        edge: (SETTING_FIELDS as readonly string[]).includes(edge) ? settingBox(edge, "setting_longEdgePx", "setting_longEdgePx_hint") : null,
        cost: settingBox(`sizes.${size}.cost` as SettingField, "setting_cost", "setting_cost_hint"),
      };
    }),
    busy: st.busy,
    alert: failureText(lang, st.failure),
    savedSeq: st.savedSeq,
  };
}

// ---- packs ----

const validityText = (lang: Lang, days: number | null) => (days === null ? t(lang, "validity_none") : t(lang, "validity_days", { count: days }));

/** The packs panel. */
export function packsView(c: StaffContext, st: StaffState["packs"]): PacksView {
  const { lang } = c;
  const nameOf = (p: { nameZh: string; nameEn: string }) => (lang === "en" ? p.nameEn || p.nameZh : p.nameZh || p.nameEn);
  const edited = typeof st.editing === "number" ? (st.items.find((x) => x.id === st.editing) ?? null) : null;
  const keys = ["intro", "newPack", "edit", "save", "saving", "close"] as const;
  const pb = (field: string, labelKey: string, hintKey: string | null, vars: Vars = {}) => box(lang, st.problems, field, labelKey, hintKey, vars);
  return {
    s: Object.fromEntries(keys.map((k) => [k, t(lang, `packs_${k}`)])) as PacksView["s"],
    status: panelStatus(c, st.phase, st.error, st.items.length, t(lang, "packs_list_label"), t(lang, "packs_empty")),
    items: st.items.map((p) => {
      const name = nameOf(p);
      const other = lang === "en" ? p.nameZh : p.nameEn;
      return {
        id: p.id,
        name,
        otherName: other && other !== name ? other : "",
        facts: [
          ...fact(t(lang, "f_pack_count"), t(lang, "photos_count", { count: p.count })),
          ...fact(t(lang, "f_price"), formatMoney(p.priceCents, p.currency, lang)),
          ...fact(t(lang, "f_validity"), validityText(lang, p.validityDays)),
        ],
        state: t(lang, p.active ? "pack_active" : "pack_inactive"),
        active: p.active,
        editLabel: t(lang, "pack_edit_label", { name }),
        selected: st.editing === p.id,
      };
    }),
    form:
      st.editing === null || (st.editing !== "new" && !edited)
        ? null
        : {
            key: String(st.editing),
            heading: edited ? t(lang, "pack_edit_heading", { name: nameOf(edited) }) : t(lang, "pack_new_heading"),
            initial: edited ? packFormOf(edited) : packFormOf(null),
            currencies: CURRENCIES.map((x) => ({ value: x, label: t(lang, `currency_${x}`) })),
            boxes: {
              nameZh: pb("nameZh", "pack_nameZh", "pack_name_hint", { max: PACK_BOUNDS.nameMax }),
              nameEn: pb("nameEn", "pack_nameEn", "pack_name_hint", { max: PACK_BOUNDS.nameMax }),
              count: pb("count", "pack_count", "pack_count_hint", PACK_BOUNDS.count),
              priceCents: pb("priceCents", "pack_price", "pack_price_hint", { min: moneyText(PACK_BOUNDS.priceCents.min), max: moneyText(PACK_BOUNDS.priceCents.max) }),
              currency: pb("currency", "pack_currency", null),
              validityDays: pb("validityDays", "pack_validityDays", "pack_validityDays_hint", PACK_BOUNDS.validityDays),
              active: pb("active", "pack_activeLabel", "pack_active_hint"),
            },
            alert: failureText(lang, st.failure),
            busy: st.busy,
            savedSeq: st.savedSeq,
          },
  };
}

// ---- orders ----

const memberText = (lang: Lang, m: { code: string; name: string }) => t(lang, "member_value", { name: m.name || m.code, code: m.code });

/** An order's invoice, on the API's origin, in the console's language. */
function invoiceHref(c: StaffContext, o: PackOrderDto): string {
  const u = new URL(absoluteOn(o.invoiceUrl, c.fileOrigin));
  u.searchParams.set("lang", c.lang);
  return u.href;
}

/** The open order. */
export function orderDetailView(c: StaffContext, st: StaffState["orders"]): OrderDetailView | null {
  const { lang } = c;
  const o = st.order;
  if (!o) return null;
  const price = formatMoney(o.priceCents, o.currency, lang);
  const packName = lang === "en" ? o.pack.nameEn || o.pack.nameZh : o.pack.nameZh || o.pack.nameEn;
  const grant = o.grant
    ? [o.grant.remaining === null ? t(lang, "grant_unlimited") : t(lang, "grant_left", { count: o.grant.remaining }), o.grant.validUntil ? t(lang, "grant_until_date", { until: dateText(o.grant.validUntil, lang, c.timeZone) }) : ""]
        .filter(Boolean)
        .join(t(lang, "detail_separator"))
    : "";
  const inDialog = st.dialog === "confirm";
  return {
    number: o.number,
    heading: t(lang, "order_heading", { number: o.number }),
    state: t(lang, `order_state_${o.state}`),
    stateKey: o.state,
    facts: [
      ...fact(t(lang, "f_order_state"), t(lang, `order_state_${o.state}`)),
      ...fact(t(lang, "f_member"), memberText(lang, o.member)),
      ...fact(t(lang, "f_organisation"), o.organisation?.name),
      ...fact(t(lang, "f_pack"), t(lang, "pack_value", { name: packName, count: o.pack.count })),
      ...fact(t(lang, "f_validity"), validityText(lang, o.pack.validityDays)),
      ...fact(t(lang, "f_amount"), price),
      ...fact(t(lang, "f_ordered"), timeText(o.createTime, lang, c.timeZone)),
      ...fact(t(lang, "f_paid"), timeText(o.paidAt, lang, c.timeZone)),
      ...fact(t(lang, "f_reference"), o.paymentReference),
      ...fact(t(lang, "f_cancelled"), timeText(o.cancelledAt, lang, c.timeZone)),
      ...fact(t(lang, "f_grant"), grant),
    ],
    invoice: { href: invoiceHref(c, o), label: t(lang, "order_invoice_label", { number: o.number }) },
    pending: o.state === "pending",
    alert: inDialog ? "" : failureText(lang, st.failure),
    dialog: st.dialog,
    confirm: {
      amount: moneyText(o.priceCents),
      price,
      reference: box(lang, st.problems, "reference", "confirm_reference", "confirm_reference_hint", { max: REFERENCE_MAX }),
      amountBox: box(lang, st.problems, "amountCents", "confirm_amount", "confirm_amount_hint", { price }),
      alert: inDialog ? failureText(lang, st.failure) : "",
      busy: st.busy === "confirm",
    },
    cancel: { message: t(lang, "order_cancel_message", { number: o.number, member: memberText(lang, o.member), price }), busy: st.busy === "cancel" },
  };
}

/** The orders panel. */
export function ordersView(c: StaffContext, st: StaffState["orders"]): OrdersView {
  const { lang } = c;
  const keys = ["searchLabel", "qLabel", "qHint", "filterLabel", "search", "open", "close", "invoice", "confirm", "cancelOrder", "confirmTitle", "confirmSubmit", "confirming", "dialogCancel", "cancelTitle", "cancelConfirm", "keep"] as const;
  return {
    s: Object.fromEntries(keys.map((k) => [k, t(lang, `orders_${k}`)])) as OrdersView["s"],
    q: st.q,
    filter: st.filter,
    filters: ORDER_FILTERS.map((f) => ({ value: f, label: t(lang, `order_filter_${f}`) })),
    list: listStatus(c, st.list, t(lang, "orders_list_label"), t(lang, st.q || st.filter !== "all" ? "orders_empty_search" : "orders_empty")),
    items: st.list.items.map((o) => ({
      number: o.number,
      line: t(lang, "order_line", {
        member: o.organisation ? `${memberText(lang, o.member)} · ${o.organisation.name}` : memberText(lang, o.member),
        pack: lang === "en" ? o.pack.nameEn || o.pack.nameZh : o.pack.nameZh || o.pack.nameEn,
        amount: formatMoney(o.priceCents, o.currency, lang),
      }),
      when: timeText(o.createTime, lang, c.timeZone),
      dateTime: o.createTime,
      state: t(lang, `order_state_${o.state}`),
      stateKey: o.state,
      open: st.number === o.number,
      openLabel: t(lang, "order_open_label", { number: o.number }),
    })),
    detail: orderDetailView(c, st),
  };
}

// ---- organisations ----

/** The organisations panel. */
export function organisationsView(c: StaffContext, st: StaffState["organisations"]): OrganisationsView {
  const { lang } = c;
  const keys = ["intro", "newOrganisation", "manage", "close", "createHeading", "create", "editHeading", "save", "membersHeading", "noMembers", "admin", "remove", "addMemberHeading", "addMember", "grantsHeading", "noGrants", "grantHeading", "addGrant", "revoke", "working"] as const;
  // removing the admin is refused at the member removed (code rule admin): said in the alert, not at the add-member box
  const isAdminRule = (p: Problem) => p.field === "code" && p.rule === "admin";
  const boxProblems = st.problems.filter((p) => !isAdminRule(p));
  const ob = (field: string, labelKey: string, hintKey: string | null, vars: Vars = {}) => box(lang, boxProblems, field, labelKey, hintKey, vars);
  const seatsFact = (o: { used: number; seats: number }) => fact(t(lang, "f_seats"), t(lang, "seats_value", { used: o.used, seats: o.seats }));
  const o = typeof st.open === "number" ? (st.items.find((x) => x.id === st.open) ?? null) : null;
  return {
    s: Object.fromEntries(keys.map((k) => [k, t(lang, `orgs_${k}`)])) as OrganisationsView["s"],
    status: panelStatus(c, st.phase, st.error, st.items.length, t(lang, "orgs_list_label"), t(lang, "orgs_empty")),
    items: st.items.map((x) => ({
      id: x.id,
      name: x.name,
      facts: [...seatsFact(x), ...fact(t(lang, "f_admin"), x.admin ? memberText(lang, x.admin) : t(lang, "admin_none"))],
      open: st.open === x.id,
      manageLabel: t(lang, "org_manage_label", { name: x.name }),
    })),
    create:
      st.open === "new"
        ? {
            boxes: {
              name: ob("name", "org_name", "org_name_hint", { max: ORGANISATION_BOUNDS.nameMax }),
              seats: ob("seats", "org_seats", "org_seats_hint", ORGANISATION_BOUNDS.seats),
              adminCode: ob("adminCode", "org_adminCode", "org_adminCode_hint"),
            },
            alert: failureText(lang, st.failure),
            busy: st.busy === "create",
          }
        : null,
    detail: o
      ? {
          id: o.id,
          heading: t(lang, "org_heading", { name: o.name }),
          facts: [...seatsFact(o), ...fact(t(lang, "f_admin"), o.admin ? memberText(lang, o.admin) : t(lang, "admin_none"))],
          initial: { name: o.name, seats: String(o.seats) },
          boxes: {
            name: ob("name", "org_name", "org_name_hint", { max: ORGANISATION_BOUNDS.nameMax }),
            seats: ob("seats", "org_seats", "org_seats_hint", { ...ORGANISATION_BOUNDS.seats, used: o.used }),
            code: ob("code", "org_code", "org_code_hint", { seats: o.seats, used: o.used, count: o.seats }),
            label: ob("label", "org_grant_label", null, { max: GRANT_LABEL_MAX }),
            quota: ob("quota", "members_grantQuotaLabel", null),
            days: ob("days", "members_daysLabel", null),
            grant: { label: "", hint: t(lang, "members_grantHint", { max: GRANT_QUOTA_MAX, days: GRANT_DAYS_MAX }), error: ob("grant", "members_grantQuotaLabel", null).error },
          },
          alert: [failureText(lang, st.failure), ...st.problems.filter(isAdminRule).map((p) => commerceProblemText(lang, p))].filter(Boolean).join(" "),
          busy: st.busy,
          members: o.members.map((m) => ({
            code: m.code,
            name: memberText(lang, m),
            admin: o.admin?.code === m.code,
            removeLabel: t(lang, "org_remove_label", { name: m.name || m.code, org: o.name }),
            busy: st.busy === `remove:${m.code}`,
          })),
          grants: o.grants.map((g) => ({
            id: g.id,
            label: g.label,
            text: [
              g.total === null ? t(lang, "grant_unlimited") : t(lang, "grant_remaining", { remaining: g.remaining ?? 0, total: g.total }),
              g.validUntil ? t(lang, "grant_until_date", { until: dateText(g.validUntil, lang, c.timeZone) }) : "",
            ]
              .filter(Boolean)
              .join(t(lang, "detail_separator")),
            state: t(lang, g.revokedAt ? "grant_revoked" : g.active ? "grant_active" : "grant_inactive"),
            active: g.active,
            revocable: g.active,
            revokeLabel: t(lang, "grant_revoke_label", { label: g.label }),
            busy: st.busy === `revoke:${g.id}`,
          })),
          savedSeq: st.savedSeq,
        }
      : null,
  };
}

// ---- licences ----

/** The licence editor of a story's photos (null when closed). */
export function licencesView(c: StaffContext, st: StaffState["licences"]): LicencesView | null {
  const { lang } = c;
  if (!st.pcId) return null;
  const keys = ["intro", "close", "save", "saving", "empty"] as const;
  return {
    pcId: st.pcId,
    heading: t(lang, "lic_heading", { title: st.title || st.pcId }),
    s: Object.fromEntries(keys.map((k) => [k, t(lang, `lic_${k}`)])) as LicencesView["s"],
    status: panelStatus(c, st.phase, st.error, st.items.length, t(lang, "lic_list_label"), t(lang, "lic_empty")),
    items: st.items.map((x, i) => {
      const mine = st.at === x.relationId ? st.problems : [];
      const lb = (field: string, labelKey: string, hintKey: string | null) => box(lang, mine, field, labelKey, hintKey, { max: RESTRICTIONS_MAX });
      const heading = t(lang, "lic_photo", { n: i + 1 });
      return {
        relationId: x.relationId,
        heading,
        caption: x.caption,
        image: x.titleImage ? { src: absoluteOn(x.titleImage, c.fileOrigin), alt: x.caption || heading } : null,
        initial: x.licence,
        types: LICENCE_TYPES.map((v) => ({ value: v, label: t(lang, `licence_${v}`), hint: t(lang, `licence_${v}_hint`) })),
        releases: RELEASE_STATES.map((v) => ({ value: v, label: t(lang, `release_${v}`) })),
        boxes: {
          type: lb("type", "lic_type", null),
          restrictionsZh: lb("restrictionsZh", "lic_restrictionsZh", "lic_restrictions_hint"),
          restrictionsEn: lb("restrictionsEn", "lic_restrictionsEn", "lic_restrictions_hint"),
          modelRelease: lb("modelRelease", "lic_modelRelease", "lic_modelRelease_hint"),
          propertyRelease: lb("propertyRelease", "lic_propertyRelease", "lic_propertyRelease_hint"),
        },
        alert: st.at === x.relationId ? failureText(lang, st.failure) : "",
        busy: st.busy === x.relationId,
        saved: st.saved?.relationId === x.relationId ? t(lang, "lic_saved") : "",
        saveLabel: t(lang, "lic_save_label", { n: i + 1 }),
      };
    }),
  };
}

/** The buying and licensing views: only the shown panel's (the licence editor with the takedowns panel). */
export function commerceProps(c: StaffContext, s: StaffState): CommerceViews {
  const shown = s.access === "editor" ? s.panel : null;
  return {
    settings: shown === "settings" ? settingsView(c, s.settings) : null,
    packs: shown === "packs" ? packsView(c, s.packs) : null,
    orders: shown === "orders" ? ordersView(c, s.orders) : null,
    organisations: shown === "organisations" ? organisationsView(c, s.organisations) : null,
    licences: shown === "takedowns" ? licencesView(c, s.licences) : null,
  };
}
