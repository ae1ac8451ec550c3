/**
 * <pw-download-button> as a site builder writes it, in every state the API
 * can put it in: a guest; each SPEC §8 question or refusal (photo_group_14,
 * photo_group_12, photo_group_6, photo_group_7, photo_detail_5) as the
 * quota call (GET ucMemberDownload/getUcMemberDownloadCost, answering as
 * server/src/services/downloads.ts does) gives it; the progress bar of a
 * long group download; a contributor (issue 19): not asked about their
 * own photos, asked about anyone else's as every member is (through
 * downloadSelfImgs), and shown the out-of-quota refusal when the download
 * call itself answers photo_group_12.
 *
 * Issue 20: every question shows the sizes (GET /api/download/options:
 * px, file size, cost) and the photos' licences before anything is spent;
 * a size the quota does not cover is refused while a smaller one fits; the
 * out-of-quota refusal offers the packs (GET /api/commerce/packs) and orders
 * one (POST /api/commerce/orders): the placed order with the bank transfer,
 * no pack on offer, a pack no longer on offer, the packs unreadable, the
 * options unreadable.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import type { DownloadOptionsDto, DownloadSize, PackDto, PackOrderDto } from "../common/commerce.js";
import type { LicenceDto } from "../common/licence.js";
import "../widgets/download/download-button.element.js";
import { shadowOf } from "./account-mocks.js";
import { CONTRIBUTOR, fail, loginAs, MEMBER, networkError, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default {
  title: "Elements/<pw-download-button>",
  ...elementMeta("pw-download-button", { "pc-id": "pw000001", "relation-ids": "pw000001r01,pw000001r02,pw000001r03" }),
};
type Story = StoryObj<ElementArgs>;
type Ctx = { canvasElement: HTMLElement };

const TAG = "pw-download-button";
/** The quota call answering counts and the quota left. */
const cost = (freeCount: number, paidCount: number, residueCount: number) =>
  http.get("*/api/ucMemberDownload/getUcMemberDownloadCost", () => ok({ residueCount, beyondCount: Math.max(0, paidCount - residueCount), freeCount, paidCount }));
/** Licences as GET /api/download/options answers them (in the reader's language). */
const EDITORIAL: LicenceDto = {
  type: "editorial",
  restrictionsZh: "不得用于封面或广告",
  restrictionsEn: "Not for covers or advertising",
  modelRelease: "none",
  propertyRelease: "not_applicable",
  creditLine: "Dorothea Lange / Photowire",
  licenceUrl: "https://creativecommons.org/publicdomain/mark/1.0/",
};
const ROYALTY_FREE: LicenceDto = { ...EDITORIAL, type: "rf", restrictionsZh: "", restrictionsEn: "", modelRelease: "released", propertyRelease: "released", creditLine: "Walker Evans / Photowire" };
const TITLES = ["Migrant Mother, Nipomo", "Dust Bowl farm", "Boats in River, Nagasaki"];

/**
 * GET /api/download/options: the three sizes at `costs` (photos of quota this download costs at small, medium,
 * original), the licences of the photos (the first two editorial, the third royalty-free).
 */
const options = (costs: [number, number, number] = [3, 3, 3], residueCount = 80, photos = 3) =>
  http.get("*/api/download/options", () =>
    ok<DownloadOptionsDto>({
      sizes: [
        { size: "small", width: 640, height: 427, bytes: 87_000 * photos, exact: false, cost: costs[0], unitCost: 1 },
        { size: "medium", width: 1600, height: 1067, bytes: 480_000 * photos, exact: false, cost: costs[1], unitCost: 1 },
        { size: "original", width: 3000, height: 2000, bytes: 2_500_000 * photos, exact: true, cost: costs[2], unitCost: 1 },
      ],
      licences: TITLES.slice(0, photos).map((title, i) => ({ relationId: `pw000001r0${i + 1}`, title, licence: i < 2 ? EDITORIAL : ROYALTY_FREE })),
      residueCount,
    }),
  );
/** The quota call answering by size: `[free, paid, left]` at each size. */
const costBySize = (at: Record<DownloadSize, [number, number, number]>) =>
  http.get("*/api/ucMemberDownload/getUcMemberDownloadCost", ({ request }) => {
    const [freeCount, paidCount, residueCount] = at[(new URL(request.url).searchParams.get("size") ?? "original") as DownloadSize];
    return ok({ residueCount, beyondCount: Math.max(0, paidCount - residueCount), freeCount, paidCount });
  });
const PACKS: PackDto[] = [
  { id: 1, nameZh: "入门套餐", nameEn: "Starter", count: 10, priceCents: 12800, currency: "CNY", validityDays: 365, active: true },
  { id: 2, nameZh: "编辑部套餐", nameEn: "Newsroom", count: 100, priceCents: 98000, currency: "CNY", validityDays: 365, active: true },
  { id: 3, nameZh: "不限期套餐", nameEn: "No expiry", count: 20, priceCents: 30000, currency: "CNY", validityDays: null, active: true },
];
/** GET /api/commerce/packs. */
const packs = (list: PackDto[] = PACKS) => http.get("*/api/commerce/packs", () => ok(list));
/** POST /api/commerce/orders answering a pending order of the pack asked for. */
const ordered = http.post("*/api/commerce/orders", async ({ request }) => {
  const { packId } = (await request.json()) as { packId: number };
  const p = PACKS.find((x) => x.id === packId) ?? PACKS[0];
  const number = "PW-20261127-000042";
  return ok<PackOrderDto>({
    number,
    state: "pending",
    pack: { id: p.id, nameZh: p.nameZh, nameEn: p.nameEn, count: p.count, validityDays: p.validityDays },
    priceCents: p.priceCents,
    currency: p.currency,
    provider: "bank_transfer",
    member: { code: MEMBER.code, name: MEMBER.name },
    organisation: null,
    createTime: "2026-11-27T03:00:00.000Z",
    paidAt: null,
    cancelledAt: null,
    paymentReference: null,
    grant: null,
    invoiceUrl: `/api/commerce/orders/${number}/invoice`,
    payment: { accountName: "Photowire Media Ltd", bank: "Bank of Photowire, Beijing", accountNumber: "6222 0202 0011 2233", swift: "PWBKCNBJ", reference: number, amountCents: p.priceCents, currency: p.currency },
  });
});
/** Waits for `sel` in the open dialog. */
const inDialog = (root: ShadowRoot, sel: string) =>
  waitFor(
    () => {
      const el = root.querySelector<HTMLElement>(`dialog[open] ${sel}`);
      expect(el).not.toBeNull();
      return el!;
    },
    { timeout: 5000 },
  );

/** Presses the button and waits for the dialog. */
const open = async ({ canvasElement }: Ctx) => {
  const root = await shadowOf(canvasElement, TAG, "button[part=button]");
  root.querySelector<HTMLButtonElement>("button[part=button]")!.click();
  await waitFor(() => expect(root.querySelector("dialog[open]")).not.toBeNull(), { timeout: 5000 });
  return root;
};

/** A guest: pressing the button goes to the login page (logged in the console here). */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null)) };

/** photo_group_14: every selected photo is free (or paid for before); the reader confirms. */
export const AllFree: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(3, 0, 20), options([0, 0, 0], 20)), play: async (ctx) => void (await open(ctx)) };

/** photo_group_12: the quota does not cover the charged photos at any size: refused before anything is spent; the packs on offer (issue 20). */
export const QuotaShort: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 2), options([3, 3, 3], 2), packs()),
  play: async (ctx) => {
    const root = await open(ctx);
    await inDialog(root, "[part=pack]");
    expect(root.querySelector("dialog[open] [part=confirm]")).toBeNull();
  },
};

/** photo_group_6: 1 to 10 left: a warning with the count. */
export const QuotaLow: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(1, 2, 5), options([2, 2, 2], 5)), play: async (ctx) => void (await open(ctx)) };

/** photo_group_7: plenty left: a plain confirmation, with free, charged and the quota left; the sizes (the original chosen) and the licences (issue 20). */
export const Confirm: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(1, 2, 80), options([2, 2, 2], 80)),
  play: async (ctx) => {
    const root = await open(ctx);
    const checked = await inDialog(root, "[part=sizes] input:checked");
    expect((checked as HTMLInputElement).value).toBe("original");
    await inDialog(root, "[part=copy-credit]");
  },
};

/** photo_detail_5: a selected photo has no photographer with an id (the quota call refuses it). */
export const NoPhotographer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), options(), http.get("*/api/ucMemberDownload/getUcMemberDownloadCost", () => fail("photo_detail_5", "所选图片缺少摄影师信息，无法下载", 422))),
  play: async (ctx) => void (await open(ctx)),
};

/** A group download running (the long call): a progress bar and a cancel button. */
export const Downloading: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 80), options(), http.post("*/api/ucMemberDownload/downloadImgs", pending)),
  play: async (ctx) => {
    const root = await open(ctx);
    root.querySelector<HTMLButtonElement>("[part=confirm]")!.click();
    await waitFor(() => expect(root.querySelector("progress[part=progress]")).not.toBeNull(), { timeout: 5000 });
  },
};

/** A contributor (nature 1) downloading their own photos (the quota call counts them free): no question; the download starts at once (pending here). */
export const Contributor: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), cost(3, 0, 0), options([0, 0, 0], 0), http.post("*/api/ucMemberDownload/downloadSelfImgs", pending)),
  play: async (ctx) => void (await open(ctx)),
};

/** Issue 19: a contributor (class type 0) downloading other photographers' photos with no quota left: refused like anyone (photo_group_12). */
export const ContributorQuotaShort: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs({ ...CONTRIBUTOR, ucMemberClass: { type: 0 } }), cost(0, 3, 0), options([3, 3, 3], 0), packs()),
  play: async (ctx) => void (await open(ctx)),
};

/** Issue 19: the quota looked enough, but downloadSelfImgs answers photo_group_12 (spent meanwhile): the out-of-quota refusal, as for downloadImgs. */
export const ContributorRefusedByServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      loginAs({ ...CONTRIBUTOR, ucMemberClass: { type: 0 } }),
      cost(0, 3, 80),
      options(),
      packs(),
      http.post("*/api/ucMemberDownload/downloadSelfImgs", () => fail("photo_group_12", "剩余下载额度不足", 409, { residueCount: 0 })),
    ),
  play: async (ctx) => {
    const root = await open(ctx);
    root.querySelector<HTMLButtonElement>("[part=confirm]")!.click();
    // the refusal: a message with OK only (no confirm button, no progress bar)
    await waitFor(
      () => {
        expect(root.querySelector("dialog[open] [part=message]")?.textContent).toBeTruthy();
        expect(root.querySelector("dialog[open] [part=confirm], dialog[open] progress")).toBeNull();
      },
      { timeout: 5000 },
    );
  },
};

/** One photo: the button says "下载"; relation-ids missing disables it with a `[photowire]` warning. */
export const MissingIds: Story = { args: { "relation-ids": undefined }, beforeEach: ({ msw }) => msw.use(loginAs(MEMBER)) };

/** Issue 20: one photo, sizes that cost differently (small 1, medium 2, original 3 photos of quota), its licence with "copy credit line". */
export const SizesAndLicence: Story = {
  args: { "relation-ids": "pw000001r01" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), costBySize({ small: [0, 1, 80], medium: [0, 1, 80], original: [0, 1, 80] }), options([1, 2, 3], 80, 1)),
  play: async (ctx) => {
    const root = await open(ctx);
    await inDialog(root, "[part=licence] [part=credit-line]");
    expect(root.querySelectorAll("dialog[open] [part=size]")).toHaveLength(3);
  },
};

/** Issue 20: the original costs more than the quota left (2): refused at that size, with the packs; choosing the small size (1) turns it into the question. */
export const SmallerSizeFits: Story = {
  args: { "relation-ids": "pw000001r01" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), costBySize({ small: [0, 1, 2], medium: [0, 1, 2], original: [0, 1, 2] }), options([1, 2, 3], 2, 1), packs()),
  play: async (ctx) => {
    const root = await open(ctx);
    await inDialog(root, "[part=pack]");
    expect(root.querySelector("dialog[open] [part=confirm]")).toBeNull();
    (await inDialog(root, "[part=sizes] input[value=small]")).click();
    await inDialog(root, "[part=confirm]");
    expect(root.querySelector("dialog[open] [part=shop]")).toBeNull();
  },
};

/** Issue 20: out of quota, a pack ordered: the order's number, amount, bank transfer instructions, invoice and the member centre's orders. */
export const OrderPlaced: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 0), options([3, 3, 3], 0), packs(), ordered),
  play: async (ctx) => {
    const root = await open(ctx);
    (await inDialog(root, "[part=order]")).click();
    const heading = await inDialog(root, "[part=order-number]");
    expect(heading.textContent).toContain("PW-20261127-000042");
    await waitFor(() => expect(root.activeElement).toBe(heading), { timeout: 5000 });
    expect(root.querySelector("dialog[open] [part=invoice-link]")?.getAttribute("target")).toBe("_blank");
  },
};

/** Issue 20: out of quota and no pack on offer: says so and points to customer service. */
export const NoPacks: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 0), options([3, 3, 3], 0), packs([])),
  play: async (ctx) => {
    const root = await open(ctx);
    await waitFor(() => expect(root.querySelector("dialog[open] [part=shop]")?.textContent).toMatch(/客服|customer service/), { timeout: 5000 });
  },
};

/** Issue 20: the chosen pack was withdrawn meanwhile (pack_inactive): said in words, with "try again". */
export const PackNoLongerOffered: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), cost(0, 3, 0), options([3, 3, 3], 0), packs(), http.post("*/api/commerce/orders", () => fail("pack_inactive", "该套餐已下架", 409))),
  play: async (ctx) => {
    const root = await open(ctx);
    (await inDialog(root, "[part=order]")).click();
    await inDialog(root, "[part=shop] [role=alert]");
    await inDialog(root, "[part=retry]");
  },
};

/** Issue 20: the packs could not be read (network): said in words, with "try again". */
export const PacksUnreadable: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 0), options([3, 3, 3], 0), http.get("*/api/commerce/packs", networkError)),
  play: async (ctx) => {
    const root = await open(ctx);
    await inDialog(root, "[part=shop] [role=alert]");
  },
};

/** Issue 20: the sizes and licences could not be read: a note, and the original is downloaded as before. */
export const OptionsUnreadable: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(1, 2, 80), http.get("*/api/download/options", () => fail("998", "服务器繁忙", 500))),
  play: async (ctx) => {
    const root = await open(ctx);
    await inDialog(root, "[part=note]");
    expect(root.querySelector("dialog[open] [part=sizes]")).toBeNull();
  },
};
