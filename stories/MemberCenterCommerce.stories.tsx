/**
 * <pw-member-center> and issue 20 (buying and licensing), as a site
 * builder writes it, on the home pages' sections and the downloads page,
 * with every state from the API mocked with MSW in the contract's shapes
 * (member-center-commerce-mocks.ts):
 * - uc2-index?tab=orders: the packs (price, count, validity), the points
 *   exchange, the orders (pending with its bank transfer and cancel button,
 *   paid with its quota, cancelled), ordering a pack (announced), the cancel
 *   confirmation, an organisation's admin choosing whom a pack is for, no
 *   pack on offer, the packs failing (retry), an exchange amount refused;
 * - uc1-index?tab=earnings: totals, share, month totals and the sales
 *   (paged), none yet, a withdrawal refused for want of bank details (a link
 *   to the bank tab);
 * - uc2-index?tab=organisation: the admin's view (seats, members, shared
 *   quota, who downloaded what), and a member who is not its admin;
 * - uc2-download: a pack's grant named by its order, and the organisation's
 *   shared quota.
 * The selected section comes from `?tab=` (parameters.pageQuery, put into
 * the preview frame's address before the element mounts, as in
 * MemberCenter.stories.tsx).
 */
import type { StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";
import type { Member } from "../common/types.js";
import "../widgets/member-center/member-center.element.js";
import { CONTRIBUTOR, loginAs, MEMBER } from "./api-mocks.js";
import { socketIo } from "./chat-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";
import { cancelled, commerceHandlers, earnings, organisation, orgDownloads, PACKS, packOrder, paid } from "./member-center-commerce-mocks.js";
import { downloadRecord, emptyLists, entitlementHandlers, grantRecord, many, memberCenterBase, storeHandlers } from "./member-center-mocks.js";

type Story = StoryObj<ElementArgs>;

/** An organisation's admin (nature 2). */
const ADMIN: Member = { ...MEMBER, id: 5, name: "机构管理员", code: "org_admin", point: 0 };
const WEALTHY: Member = { ...CONTRIBUTOR, point: 260 };

/** Puts `?tab=` (parameters.pageQuery) into the frame's address; returns the clean-up. */
function pageQuery(query: string | undefined): () => void {
  const set = (q: string | undefined) => {
    const url = new URL(location.href);
    url.searchParams.delete("tab");
    for (const [k, v] of new URLSearchParams(q ?? "")) url.searchParams.set(k, v);
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  };
  set(query);
  return () => set(undefined);
}

/** The answers for `member`: the story's own handlers first, then the centre's data and empty lists; a realtime room without events (uc1). */
const as = (member: Member, ...handlers: HttpHandler[]) => [loginAs(member), ...handlers, ...memberCenterBase(member), ...emptyLists(), socketIo([], 300)];

/** The element's shadow root once `sel` is in it. */
async function shadowWith(canvas: HTMLElement, sel: string): Promise<ShadowRoot> {
  const el = canvas.querySelector("pw-member-center")!;
  return waitFor(
    () => {
      const root = el.shadowRoot;
      if (!root?.querySelector(sel)) throw new Error(`no ${sel} yet`);
      return root;
    },
    { timeout: 5000 },
  );
}

/**
 * Types `value` into a field of the shadow root as a reader's input does (the value, then a composed input event that
 * React's onChange hears): user-event types into document.activeElement, which is the host, not a field inside it.
 */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
}

const base = elementMeta("pw-member-center", { page: "uc2-index" });

export default {
  title: "Elements/<pw-member-center>/Buying and earnings",
  ...base,
  parameters: { ...base.parameters, layout: "padded", pageQuery: "tab=orders" },
  beforeEach: ({ parameters }: { parameters: { pageQuery?: string } }) => pageQuery(parameters.pageQuery),
};

const threeOrders = (m: Member) => [packOrder(3, PACKS[1], m), paid(2, PACKS[0], m), cancelled(1, PACKS[2], m)];

// --- orders (?tab=orders) --------------------------------------------------------------------

/** uc2-index?tab=orders: the packs, the points exchange, and a pending order (bank transfer, invoice, cancel), a paid one (its quota) and a cancelled one. */
export const Orders: Story = { beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER, { orders: threeOrders(MEMBER) }))) };

/** Ordering the starter pack: the new order is announced (amount, reference) and listed first with how to pay. */
export const OrderAPack: Story = {
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER))),
  play: async ({ canvasElement }) => {
    const root = await shadowWith(canvasElement, ".pack .btn");
    await userEvent.click(root.querySelector<HTMLButtonElement>(".pack .btn")!);
    await waitFor(() => expect(root.querySelector(".order .payment")).toBeTruthy(), { timeout: 5000 });
    await waitFor(() => expect(root.querySelector('[part="orders"] .orders-status')?.textContent).not.toBe(""));
  },
};

/** Cancelling a pending order asks first ("keep it" focused). */
export const CancelConfirmation: Story = {
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER, { orders: threeOrders(MEMBER) }))),
  play: async ({ canvasElement }) => {
    const root = await shadowWith(canvasElement, ".order-actions .btn");
    await userEvent.click(root.querySelector<HTMLButtonElement>(".order-actions .btn")!);
    await waitFor(() => expect(root.querySelector("dialog[open]")).toBeTruthy());
  },
};

/** An organisation's admin: whom the pack is for (themself or the organisation's shared quota); an order for the organisation; the menu's "my organisation". */
export const OrdersOrganisationAdmin: Story = {
  beforeEach: ({ msw }) => {
    const org = organisation(ADMIN);
    msw.use(...as(ADMIN, ...commerceHandlers(ADMIN, { organisation: org, orders: [packOrder(4, PACKS[2], ADMIN, { organisation: { id: org.id, name: org.name } })] })));
  },
};

/** No pack on offer: the member is pointed to customer service; no order yet. */
export const NoPacks: Story = { beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER, { packs: [] }))) };

/** The packs could not be read: said, with a retry button. */
export const PacksFail: Story = { beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER, { packs: "fail" }))) };

/** The points exchange with more photos than the points pay for: refused before sending, the amount kept, the problem tied to the field. */
export const ExchangeRefused: Story = {
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER))),
  play: async ({ canvasElement }) => {
    const root = await shadowWith(canvasElement, '[part="exchange"] input');
    const input = root.querySelector<HTMLInputElement>('[part="exchange"] input')!;
    typeInto(input, "9");
    await waitFor(() => expect(input.value).toBe("9"));
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="exchange"] button')!);
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    await expect(root.querySelector('[part="exchange"] .alert')?.textContent).not.toBe("");
    await expect(input.value).toBe("9");
  },
};

// --- earnings (uc1-index?tab=earnings) -----------------------------------------------------------

/** A contributor's earnings: points now, from sales, the share; how a sale earns; the withdrawal; month totals; 14 sales, 10 a page. */
export const Earnings: Story = {
  args: { page: "uc1-index" },
  parameters: { pageQuery: "tab=earnings" },
  beforeEach: ({ msw }) => msw.use(...as(WEALTHY, ...commerceHandlers(WEALTHY, { earnings: earnings(14, WEALTHY.point) }))),
};

/** No sale yet. */
export const EarningsEmpty: Story = {
  args: { page: "uc1-index" },
  parameters: { pageQuery: "tab=earnings" },
  beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR, ...commerceHandlers(CONTRIBUTOR))),
};

/** A withdrawal without bank details: the server's refusal with a link to the bank tab; the amount kept. */
export const WithdrawWithoutBank: Story = {
  args: { page: "uc1-index" },
  parameters: { pageQuery: "tab=earnings" },
  beforeEach: ({ msw }) => msw.use(...as(WEALTHY, ...commerceHandlers(WEALTHY, { earnings: earnings(3, WEALTHY.point), bank: false }))),
  play: async ({ canvasElement }) => {
    const root = await shadowWith(canvasElement, '[part="withdraw"] input');
    const input = root.querySelector<HTMLInputElement>('[part="withdraw"] input')!;
    typeInto(input, "150");
    await waitFor(() => expect(input.value).toBe("150"));
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="withdraw"] button')!);
    await waitFor(() => expect(root.querySelector('[part="withdraw"] .alert a')).toBeTruthy(), { timeout: 5000 });
  },
};

// --- the organisation (uc2-index?tab=organisation) ---------------------------------------------------

/** The admin's view: seats used, members, the shared quota, and who downloaded what (12, 10 a page). */
export const Organisation: Story = {
  parameters: { pageQuery: "tab=organisation" },
  beforeEach: ({ msw }) => {
    const org = organisation(ADMIN);
    msw.use(...as(ADMIN, ...commerceHandlers(ADMIN, { organisation: org, orgDownloads: orgDownloads(12, org) })));
  },
};

/** A member of the organisation who is not its admin: told the page is the admin's. */
export const OrganisationNotAdmin: Story = {
  parameters: { pageQuery: "tab=organisation" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...commerceHandlers(MEMBER, { organisation: { ...organisation(ADMIN), members: [] } }))),
};

// --- the entitlements (uc2-download) ---------------------------------------------------------

/** The downloads page of a member in an organisation: a pack's grant named by its order and expiry, a staff grant, and the organisation's shared quota. */
export const DownloadsWithPackAndSharedQuota: Story = {
  args: { page: "uc2-download" },
  parameters: { pageQuery: undefined },
  beforeEach: ({ msw }) =>
    msw.use(
      ...entitlementHandlers(
        [
          grantRecord(9, "PW-20261127-000042", { orderNumber: "PW-20261127-000042", remaining: 7, total: 10, validUntil: "2027-11-27T00:00:00.000Z" }),
          grantRecord(1, "Photowire Academy", { remaining: null, total: null, validUntil: null }),
        ],
        3,
      ),
      ...as(MEMBER, ...commerceHandlers(MEMBER, { organisation: { ...organisation(ADMIN), members: [] } }), ...storeHandlers("ss_download", many(3, (i) => downloadRecord(MEMBER, i)))),
    ),
};
