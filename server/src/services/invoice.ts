/**
 * The printable invoice of a pack order (issue 20: "the order gets a number
 * and an invoice (a … printable page with the agency's details from
 * configuration)"): templates/invoice.liquid rendered in the reader's
 * language (zh | en; strings from server/src/locale invoice_*), served by
 * GET /api/commerce/orders/{number}/invoice as text/html. A pending order's
 * invoice is a pro forma one with the bank transfer instructions; a paid
 * one says when and with which reference the payment arrived. Printing or
 * saving as PDF is the browser's (print styles in the template; no script).
 *
 * Services never import publish/ (DESIGN §2), so the invoice has its own
 * LiquidJS engine on the templates folder, set up as the renderer's is
 * (every {{ }} output HTML-escaped, strict filters); the template is parsed
 * once per process and folder.
 */
import path from "node:path";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { Liquid, type Template } from "liquidjs";
import { formatMoney, type PackOrderDto } from "../../../common/commerce.js";
import type { AgencyConfig } from "../config.js";
import { t, type Lang } from "../locale/index.js";
import { ROOT } from "../paths.js";

dayjs.extend(utc);

/** The invoice's strings (server/src/locale invoice_*) a template reads as `t.<name>`. */
const KEYS = [
  "number",
  "date",
  "state",
  "from",
  "to",
  "tax_id",
  "email",
  "member",
  "organisation",
  "item",
  "quantity",
  "amount",
  "total",
  "pay_by",
  "account_name",
  "bank",
  "account_number",
  "swift",
  "reference",
  "cancelled_note",
  "note",
  "print",
] as const;

const engines = new Map<string, { liquid: Liquid; template: Promise<Template[]> }>();

/** The engine and parsed invoice template of a templates folder (once per process; a failed parse is tried again next time). */
function engineFor(dir: string) {
  let e = engines.get(dir);
  if (!e) {
    const liquid = new Liquid({ root: [dir], extname: ".liquid", outputEscape: "escape", strictFilters: true, cache: false });
    const template = liquid.parseFile("invoice");
    template.catch(() => engines.delete(dir));
    e = { liquid, template };
    engines.set(dir, e);
  }
  return e;
}

/** "2026-11-27" (UTC) of an ISO time. */
const day = (iso: string) => dayjs.utc(iso).format("YYYY-MM-DD");

/**
 * The invoice page of an order, a whole HTML document.
 * @param agency the agency's details (configuration AGENCY_*)
 * @param lang the language of the page
 * @param templatesDir the templates folder (default ROOT/templates)
 */
export async function renderInvoice(order: PackOrderDto, agency: AgencyConfig, lang: Lang, templatesDir = path.join(ROOT, "templates")): Promise<string> {
  const { liquid, template } = engineFor(templatesDir);
  const strings = Object.fromEntries(KEYS.map((k) => [k, t(lang, `invoice_${k}`)]));
  const title = t(lang, order.state === "paid" ? "invoice_title" : order.state === "pending" ? "invoice_title_pending" : "invoice_title_cancelled");
  const money = (cents: number) => formatMoney(cents, order.currency, lang);
  const scope = {
    lang: lang === "en" ? "en" : "zh-CN",
    title,
    t: strings,
    agency,
    order: {
      number: order.number,
      date: day(order.createTime),
      state: order.state,
      stateLabel: t(lang, `invoice_state_${order.state}`),
      member: order.member,
      organisation: order.organisation,
      item: lang === "en" ? order.pack.nameEn || order.pack.nameZh : order.pack.nameZh || order.pack.nameEn,
      validity: order.pack.validityDays === null ? t(lang, "invoice_validity_none") : t(lang, "invoice_validity", { count: order.pack.validityDays }),
      quantity: t(lang, "invoice_photos", { count: order.pack.count }),
      amount: money(order.priceCents),
      paid: order.state === "paid" && order.paidAt ? t(lang, "invoice_paid_on", { date: day(order.paidAt), reference: order.paymentReference ?? "" }) : null,
    },
    bank: order.state === "pending" ? order.payment : null,
  };
  return liquid.render(await template, scope) as Promise<string>;
}
