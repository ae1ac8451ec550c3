/**
 * State → view props of the member centre's issue 20 sections (DESIGN §2
 * `<feature>.props.ts`, pure; used by member-center.props.ts and nothing
 * else): the orders (packs, points exchange, orders with their bank
 * transfer, invoice and cancellation), the earnings (totals, withdrawal,
 * months, sales), the organisation (seats, members, shared quota, who
 * downloaded what) and the organisation's shared quota of the
 * entitlements. Strings from this feature's catalogue in the element's
 * language; money with common/commerce.ts formatMoney; every limit shown
 * from the settings (GET /api/commerce/settings), none from the code.
 */
import { formatMoney, type CoveredBy, type DownloadSize, type OrganisationDto, type PackDto, type PackOrderDto } from "../../common/commerce.js";
import type { Edition } from "../../common/edition.js";
import type { GrantDto } from "../../common/staff.js";
import { t, type Lang } from "./locale/index.js";
import { dayOf, exchangeMax, invoiceHref, isOrgAdmin, monthLabel, packName, pointsPerSale, sharedGrantRows, type AmountProblem, type SharedGrantRow } from "./commerce.rules.js";
import { memberUrl, pageCount, safeUrl, type Page } from "./member-center.rules.js";
import type { MemberCenterState, MemberCenterStore } from "./member-center.store.js";
import type { GrantView } from "./MemberCenter.js";
import type { EarningsSectionView } from "./MemberCenterEarnings.js";
import type { OrderView, OrdersSectionView, PackView } from "./MemberCenterOrders.js";
import type { OrganisationSectionView } from "./MemberCenterOrganisation.js";
import type { AmountFormView, PagerView } from "./MemberCenterParts.js";
import type { AmountForm } from "./store/amount.js";

/** A size in words ("Small (web)", "中图"). */
export const sizeText = (lang: Lang, size: DownloadSize): string => t(lang, `uc_size_${size}`);
/** What paid for a download, in words. */
export const coveredText = (lang: Lang, by: CoveredBy): string => t(lang, `uc_covered_${by}`);
const photos = (lang: Lang, count: number) => t(lang, "uc_photos", { count });
const money = (lang: Lang, o: { priceCents: number; currency: PackDto["currency"] }) => formatMoney(o.priceCents, o.currency, lang);

/** The pager of a section's list. */
function pager(lang: Lang, page: number, total: number, onPage: (n: number) => void): PagerView {
  const pages = pageCount(total);
  return { page, pages, text: t(lang, "uc_page", { page, pages }), prevLabel: t(lang, "uc_prev"), nextLabel: t(lang, "uc_next"), onPage };
}

/** A pack on offer in words: name, count and price, validity, the order button. */
export function packView(lang: Lang, p: PackDto, placing: number | null): PackView {
  const name = packName(p, lang);
  return {
    id: p.id,
    name,
    facts: `${photos(lang, p.count)} · ${money(lang, p)}`,
    validity: p.validityDays === null ? t(lang, "uc_pack_no_expiry") : t(lang, "uc_pack_validity", { count: p.validityDays }),
    orderLabel: placing === p.id ? t(lang, "uc_pack_ordering") : t(lang, "uc_pack_order"),
    orderName: t(lang, "uc_pack_order_named", { name }),
    busy: placing !== null,
  };
}

/** An order in words: state, pack, amount, dates, for whom, its quota once paid, the invoice, how to pay and cancel while pending. */
export function orderView(lang: Lang, o: PackOrderDto, me: string, cancelling: string | null): OrderView {
  const pack = packName(o.pack, lang);
  const dates = [t(lang, "uc_order_created", { date: dayOf(o.createTime) })];
  if (o.paidAt) dates.push(t(lang, "uc_order_paid_on", { date: dayOf(o.paidAt) }));
  if (o.cancelledAt) dates.push(t(lang, "uc_order_cancelled_on", { date: dayOf(o.cancelledAt) }));
  const notes: string[] = [];
  if (o.organisation) notes.push(t(lang, "uc_order_for_org", { organisation: o.organisation.name }));
  if (o.member && o.member.code !== me) notes.push(t(lang, "uc_order_by", { name: o.member.name || o.member.code }));
  let grant = "";
  if (o.state === "paid" && o.grant) {
    const left = o.grant.remaining === null ? t(lang, "uc_ent_unlimited") : t(lang, "uc_ent_left", { count: o.grant.remaining, total: o.pack.count });
    const until = o.grant.validUntil ? t(lang, "uc_order_valid_until", { date: dayOf(o.grant.validUntil) }) : t(lang, "uc_pack_no_expiry");
    grant = `${left} · ${until}`;
  }
  const pay = o.state === "pending" ? o.payment : null;
  const href = invoiceHref(o.invoiceUrl ?? "", lang);
  return {
    number: o.number,
    state: o.state,
    stateText: t(lang, `uc_order_state_${o.state}`),
    summary: `${pack} · ${photos(lang, o.pack.count)} · ${money(lang, o)}`,
    dates: dates.join(" · "),
    notes,
    grant,
    invoice: href ? { href, label: t(lang, "uc_order_invoice"), name: t(lang, "uc_order_invoice_named", { number: o.number }) } : null,
    payment: pay
      ? {
          title: t(lang, "uc_order_pay_title"),
          hint: t(lang, "uc_order_pay_hint"),
          lines: [
            { label: t(lang, "uc_pay_account_name"), value: pay.accountName },
            { label: t(lang, "uc_pay_bank"), value: pay.bank },
            { label: t(lang, "uc_pay_account_number"), value: pay.accountNumber },
            ...(pay.swift ? [{ label: t(lang, "uc_pay_swift"), value: pay.swift }] : []),
            { label: t(lang, "uc_pay_reference"), value: pay.reference || o.number },
            { label: t(lang, "uc_pay_amount"), value: formatMoney(pay.amountCents, pay.currency, lang) },
          ],
        }
      : null,
    cancel:
      o.state === "pending"
        ? {
            label: cancelling === o.number ? t(lang, "uc_order_cancelling") : t(lang, "uc_order_cancel"),
            name: t(lang, "uc_order_cancel_named", { number: o.number }),
            busy: cancelling !== null,
          }
        : null,
  };
}

/** An amount form's problem in words. */
function problemText(lang: Lang, problem: AmountProblem | null, vars: { min: number; max: number; point: number }, kind: "exchange" | "withdraw"): string {
  if (!problem) return "";
  if (problem === "min") return t(lang, "uc_amount_min", vars);
  if (problem === "max") return t(lang, "uc_amount_max", vars);
  if (problem === "points") return t(lang, kind === "exchange" ? "uc_amount_points_exchange" : "uc_amount_points_withdraw", vars);
  return t(lang, "uc_amount_whole");
}

/** The parts of an amount form every one has. */
function amountForm(form: AmountForm, on: { input: (v: string) => void; submit: () => void }) {
  return { value: form.input, busy: form.busy, alert: form.alert, onInput: on.input, onSubmit: on.submit };
}

/** The orders section (`?tab=orders`). */
export function ordersView(lang: Lang, s: MemberCenterState, a: MemberCenterStore["orders"], idPrefix: string): OrdersSectionView {
  const o = s.orders;
  const m = s.member;
  const org = s.organisation;
  const admin = isOrgAdmin(org, m);
  const packsText = o.packs ? (o.packs.length ? "" : t(lang, "uc_packs_none")) : o.packsLoading ? t(lang, "uc_packs_loading") : t(lang, "uc_packs_failed");
  const asked = o.asking ? o.list?.items.find((x) => x.number === o.asking) : undefined;
  const st = s.settings;
  const notice = o.notice;
  return {
    idPrefix,
    packsTitle: t(lang, "uc_packs_title"),
    packsIntro: t(lang, "uc_packs_intro"),
    packs: o.packs ? o.packs.map((p) => packView(lang, p, o.placing)) : null,
    packsText,
    retry: !o.packs && !o.packsLoading ? { label: t(lang, "uc_retry"), onRetry: () => a.refresh() } : null,
    buyFor:
      admin && org
        ? {
            legend: t(lang, "uc_buy_for"),
            options: [
              { value: "me", label: t(lang, "uc_buy_for_me") },
              { value: "org", label: t(lang, "uc_buy_for_org", { organisation: org.name }) },
            ],
            value: o.forOrganisation ? "org" : "me",
            onChange: (v) => a.setForOrganisation(v === "org"),
          }
        : null,
    onOrder: (id) => void a.order(id),
    exchange:
      st && m
        ? {
            id: `${idPrefix}-exchange`,
            part: "exchange",
            title: t(lang, "uc_exchange_title"),
            label: t(lang, "uc_exchange_label"),
            hint: t(lang, "uc_exchange_hint", { points: st.pointsPerPhoto, max: st.orderMaxQuantity, point: m.point }),
            submitLabel: t(lang, "uc_exchange_submit"),
            error: problemText(lang, o.exchange.problem, { min: 1, max: o.exchange.problem === "max" ? st.orderMaxQuantity : exchangeMax(m.point, st), point: m.point }, "exchange"),
            alertLink: null,
            done: o.exchange.done ? t(lang, "uc_exchange_done", { count: o.exchange.done.amount, points: o.exchange.done.spent, after: o.exchange.done.after }) : "",
            ...amountForm(o.exchange, { input: (v) => a.setExchange(v), submit: () => void a.exchange() }),
          }
        : null,
    ordersTitle: t(lang, "uc_orders_title"),
    refreshLabel: t(lang, "uc_refresh"),
    onRefresh: () => a.refresh(),
    status: notice
      ? notice.kind === "placed"
        ? t(lang, "uc_order_placed", { number: notice.order.number, amount: money(lang, notice.order) })
        : t(lang, "uc_order_cancelled", { number: notice.order.number })
      : "",
    alert: o.alert,
    loading: o.loading,
    failed: !o.loading && o.list === null,
    emptyText: t(lang, "uc_orders_empty"),
    orders: o.list?.items.map((x) => orderView(lang, x, m?.code ?? "", o.cancelling)) ?? [],
    onCancel: (n) => a.askCancel(n),
    pager: pager(lang, o.page, o.list?.total ?? 0, (n) => a.goPage(n)),
    confirm: {
      open: o.asking !== null,
      title: t(lang, "uc_cancel_title"),
      message: t(lang, "uc_cancel_message", { number: o.asking ?? "", pack: asked ? packName(asked.pack, lang) : "", amount: asked ? money(lang, asked) : "" }),
      confirmLabel: t(lang, "uc_cancel_confirm"),
      cancelLabel: t(lang, "uc_cancel_keep"),
      onConfirm: () => void a.confirmCancel(),
      onCancel: () => a.dismissCancel(),
    },
  };
}

/** The earnings section (uc1-index?tab=earnings). */
export function earningsView(lang: Lang, s: MemberCenterState, a: MemberCenterStore["earnings"], idPrefix: string, edition: Edition, page: Page): EarningsSectionView {
  const e = s.earnings;
  const d = e.data;
  const st = s.settings;
  const point = d?.point ?? s.member?.point ?? 0;
  const w = e.withdraw;
  return {
    idPrefix,
    title: t(lang, "uc_earn_title"),
    refreshLabel: t(lang, "uc_refresh"),
    onRefresh: () => a.refresh(),
    loading: e.loading,
    failed: !e.loading && d === null,
    facts: d
      ? [
          { label: t(lang, "uc_earn_point"), value: String(d.point) },
          { label: t(lang, "uc_earn_total"), value: String(d.totalPoints) },
          { label: t(lang, "uc_earn_share"), value: t(lang, "uc_earn_share_value", { share: d.sharePercent }) },
        ]
      : [],
    explain: d && st ? t(lang, "uc_earn_explain", { share: d.sharePercent, points: st.pointsPerPhoto, each: pointsPerSale(st, d.sharePercent) }) : "",
    withdraw: st
      ? {
          id: `${idPrefix}-withdraw`,
          part: "withdraw",
          title: t(lang, "uc_withdraw_title"),
          label: t(lang, "uc_withdraw_label"),
          hint: t(lang, "uc_withdraw_hint", { min: st.withdrawMinPoints }),
          submitLabel: t(lang, "uc_withdraw_submit"),
          error: problemText(lang, w.problem, { min: st.withdrawMinPoints, max: point, point }, "withdraw"),
          alertLink: w.alertCode === "bank_missing" ? { href: memberUrl(page, edition, { tab: "bank" }), label: t(lang, "uc_withdraw_bank") } : null,
          done: w.done ? t(lang, "uc_withdraw_done", { count: w.done.amount, after: w.done.after }) : "",
          ...amountForm(w, { input: (v) => a.setWithdraw(v), submit: () => void a.withdraw() }),
        }
      : null,
    months: d?.months.length
      ? {
          id: `${idPrefix}-months`,
          title: t(lang, "uc_earn_months"),
          heads: [t(lang, "uc_earn_month"), t(lang, "uc_earn_sales"), t(lang, "uc_earn_points")],
          rows: d.months.map((x) => ({ key: x.month, cells: [monthLabel(x.month, lang), String(x.sales), String(x.points)] })),
        }
      : null,
    sales: {
      id: `${idPrefix}-sales`,
      title: t(lang, "uc_earn_list"),
      heads: [t(lang, "uc_earn_photo"), t(lang, "uc_earn_size"), t(lang, "uc_earn_date"), t(lang, "uc_earn_cost"), t(lang, "uc_earn_points")],
      rows: (d?.list ?? []).map((x, i) => ({
        key: `${x.relationId}-${x.createTime}-${i}`,
        cells: [{ text: x.title || x.relationId, href: safeUrl(x.htmlUrl) }, sizeText(lang, x.size), dayOf(x.createTime), photos(lang, x.cost), String(x.points)],
      })),
    },
    emptyText: t(lang, "uc_earn_empty"),
    pager: pager(lang, e.page, d?.total ?? 0, (n) => a.goPage(n)),
  };
}

/** A shared grant in words (the organisation section and the entitlements). */
function sharedGrant(lang: Lang, g: SharedGrantRow): GrantView {
  return {
    id: g.id,
    label: g.orderNumber ? t(lang, "uc_ent_order", { number: g.orderNumber }) : g.label,
    amount: g.remaining === null ? t(lang, "uc_ent_unlimited") : t(lang, "uc_ent_left", { count: g.remaining, total: g.total ?? g.remaining }),
    period: g.until ? t(lang, "uc_ent_until", { until: g.until }) : t(lang, "uc_ent_no_expiry"),
    why: g.active ? "" : t(lang, "uc_ent_ended"),
  };
}

/** The organisation section (uc2-index?tab=organisation); null until the organisation is known. */
export function organisationView(lang: Lang, s: MemberCenterState, a: MemberCenterStore["organisation"], idPrefix: string): OrganisationSectionView | null {
  const org = s.organisation;
  if (org === undefined) return null;
  const admin = isOrgAdmin(org, s.member);
  const dl = s.orgDownloads;
  const rows = org ? sharedGrantRows(org, []) : { active: [], past: [] };
  return {
    idPrefix,
    denied: admin ? "" : t(lang, "uc_org_denied"),
    name: org?.name ?? "",
    seats: org ? t(lang, "uc_org_seats", { used: org.used, seats: org.seats }) : "",
    membersTitle: t(lang, "uc_org_members"),
    members: (org?.members ?? []).map((m) => ({ code: m.code, text: `${m.name || m.code} (${m.code})${org?.admin?.code === m.code ? ` · ${t(lang, "uc_org_admin")}` : ""}` })),
    sharedTitle: t(lang, "uc_org_shared"),
    shared: [...rows.active, ...rows.past].map((g) => {
      const v = sharedGrant(lang, g);
      return { id: v.id, label: v.label, meta: [v.amount, v.period, v.why].filter(Boolean).join(" · ") };
    }),
    sharedNone: t(lang, "uc_ent_shared_none"),
    loading: dl.loading,
    failed: admin && !dl.loading && dl.list === null,
    downloads: {
      id: `${idPrefix}-org-downloads`,
      title: t(lang, "uc_org_downloads"),
      heads: [t(lang, "uc_org_member"), t(lang, "uc_earn_photo"), t(lang, "uc_earn_size"), t(lang, "uc_earn_cost"), t(lang, "uc_org_covered"), t(lang, "uc_earn_date")],
      rows: (dl.list?.items ?? []).map((x, i) => ({
        key: `${x.member.code}-${x.relationId}-${x.createTime}-${i}`,
        cells: [x.member.name || x.member.code, { text: x.title || x.relationId, href: safeUrl(x.htmlUrl) }, sizeText(lang, x.size), photos(lang, x.cost), coveredText(lang, x.coveredBy), dayOf(x.createTime)],
      })),
    },
    emptyText: t(lang, "uc_org_empty"),
    pager: pager(lang, dl.page, dl.list?.total ?? 0, (n) => a.goDownloadsPage(n)),
  };
}

/** The organisation's shared quota in the entitlements ("Shared quota of {organisation}"), null for a member in none. */
export function sharedQuotaView(lang: Lang, org: OrganisationDto | null | undefined, own: readonly GrantDto[]): { title: string; active: GrantView[]; past: GrantView[]; noneText: string } | null {
  if (!org) return null;
  const rows = sharedGrantRows(org, own);
  return {
    title: t(lang, "uc_ent_shared", { organisation: org.name }),
    active: rows.active.map((g) => sharedGrant(lang, g)),
    past: rows.past.map((g) => sharedGrant(lang, g)),
    noneText: t(lang, "uc_ent_shared_none"),
  };
}
