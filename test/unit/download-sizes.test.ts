/**
 * Issue 20, the download dialog before anything is spent
 * (widgets/download: download.rules.ts, download.store.ts,
 * download-dialog.props.ts): the sizes with their px, file size and cost,
 * the chosen size sent with the cost check and the download call, the
 * shortfall measured in photos of quota at that size, each photo's licence,
 * and every SPEC §8 message kept. The store runs on fake deps.
 */
import { describe, expect, it } from "vitest";
import type { DownloadOptionsDto, DownloadSize, SizeOptionDto } from "../../common/commerce.js";
import type { LicenceDto } from "../../common/licence.js";
import type { Member } from "../../common/types.js";
import { ApiCallError } from "../../widgets/core/api.js";
import { downloadDialogProps, licencesView, sizeDetail, type DialogExtras } from "../../widgets/download/download-dialog.props.js";
import { initialSize, invoiceUrlIn, linkEdition, neededAt, ordersUrl, planCounts } from "../../widgets/download/download.rules.js";
import { createDownloadStore, type DownloadCostDto, type DownloadDeps, type ShopDeps } from "../../widgets/download/download.store.js";

const member = (nature = 2, classType = 0): Member => ({
  id: 9, name: "m", mobile: null, email: null, imgUrl: "", idCard: null, code: "m", nature, photographerId: null, photographerInfoObj: null, point: 0, ucMemberClass: { type: classType },
});

const LICENCE: LicenceDto = {
  type: "editorial",
  restrictionsZh: "不得用于封面",
  restrictionsEn: "Not for covers",
  modelRelease: "none",
  propertyRelease: "not_applicable",
  creditLine: "Dorothea Lange / Photowire",
  licenceUrl: "/cn/terms.html",
};

const size = (s: DownloadSize, cost: number, over: Partial<SizeOptionDto> = {}): SizeOptionDto => ({
  size: s,
  width: s === "small" ? 640 : s === "medium" ? 1600 : 3000,
  height: s === "small" ? 427 : s === "medium" ? 1067 : 2000,
  bytes: s === "small" ? 87_000 : s === "medium" ? 480_000 : 2_500_000,
  exact: s !== "original" ? false : true,
  cost,
  unitCost: cost,
  ...over,
});

const OPTIONS: DownloadOptionsDto = {
  sizes: [size("small", 1), size("medium", 2), size("original", 3)],
  licences: [{ relationId: "r1", title: "Migrant mother", licence: LICENCE }],
  residueCount: 2,
};

/** Fake deps: the cost at each size, the options, the download; every call recorded. */
function deps(costAt: Record<DownloadSize, DownloadCostDto>, options: DownloadOptionsDto | Error = OPTIONS, who = member()) {
  const calls: string[] = [];
  const navigated: string[] = [];
  let hold: (() => void) | null = null;
  let gate = false;
  const d: DownloadDeps = {
    member: async () => who,
    cost: async (ids, _lang, s) => {
      calls.push(`cost ${ids.join(",")} ${s}`);
      if (s === "medium" && hold === null && gate) await new Promise<void>((r) => (hold = r));
      return costAt[s ?? "original"];
    },
    options: async (ids) => {
      calls.push(`options ${ids.join(",")}`);
      if (options instanceof Error) throw options;
      return options;
    },
    download: async (api, ids, _lang, _signal, s) => {
      calls.push(`${api} ${ids.join(",")} ${s}`);
      return { url: "/api/guest/download_file?token=t" };
    },
    navigate: (u) => navigated.push(u),
    location: () => ({ pathname: "/en/pw/a.html", search: "", hash: "" }),
  };
  return { d, calls, navigated, gateMedium: () => (gate = true), release: () => hold?.() };
}

const shopDeps = (): ShopDeps & { asked: number } => {
  const s = { asked: 0, packs: async () => (s.asked++, []), order: async () => Promise.reject(new Error("no")) };
  return s;
};

const cost = (paidCount: number, residueCount: number, freeCount = 0): DownloadCostDto => ({ residueCount, beyondCount: Math.max(0, paidCount - residueCount), freeCount, paidCount });
const on = { confirm: () => {}, cancel: () => {} };
const extras = (x: Partial<DialogExtras> = {}): DialogExtras => ({
  chooseSize: () => {},
  shop: { packs: { status: "idle", list: [], error: null }, packId: null, order: { status: "idle", placed: null, error: null }, nature: 2, edition: "en" },
  shopOn: { choose: () => {}, order: () => {}, retry: () => {} },
  address: (p) => p,
  ...x,
});

describe("sizes: rules", () => {
  it("starts on the original when offered, else the largest offered size", () => {
    expect(initialSize(OPTIONS.sizes)).toBe("original");
    expect(initialSize([size("small", 1), size("medium", 1)])).toBe("medium");
    expect(initialSize(null)).toBe("original");
    expect(initialSize([])).toBe("original");
  });

  it("takes the cost of the chosen size (photos of quota), else one a paid photo", () => {
    expect(neededAt("medium", OPTIONS.sizes, 1)).toBe(2);
    expect(neededAt("medium", null, 3)).toBe(3);
    expect(neededAt("small", [size("small", 0)], 2)).toBe(0);
  });

  it("refuses (photo_group_12) when the quota is below what the size costs, not below the paid count", () => {
    const who = { nature: 2, classType: 0 };
    expect(planCounts({ free: 0, paid: 1 }, true, who, 2, 3)).toMatchObject({ kind: "refuse", code: "photo_group_12" });
    expect(planCounts({ free: 0, paid: 1 }, true, who, 2, 1)).toMatchObject({ kind: "warn", code: "photo_group_6", residueCount: 2 });
    // default: one a paid photo, as before sizes
    expect(planCounts({ free: 0, paid: 2 }, true, who, 2)).toMatchObject({ kind: "warn" });
    // class type 1 is never refused
    expect(planCounts({ free: 0, paid: 1 }, true, { nature: 2, classType: 1 }, 0, 3)).toMatchObject({ kind: "confirm", code: "photo_group_7" });
  });

  it("addresses the member centre's orders by nature and edition, and the invoice in the reader's language", () => {
    expect(ordersUrl(2, "zh")).toBe("/public_resource/public/html/uc2-index.html?tab=orders");
    expect(ordersUrl(1, "en")).toBe("/public_resource/public/html/uc1-index.html?tab=orders&lang=en");
    expect(ordersUrl(2, "ann")).toBe("/ann/public_resource/public/html/uc2-index.html?tab=orders");
    // the page's edition; an English dialog outside /en/ links to the English pages
    expect(linkEdition("/en/pw/culture/photo/articles/a.html", "en")).toBe("en");
    expect(linkEdition("/ann/pw/culture/photo/articles/a.html", "zh")).toBe("ann");
    expect(linkEdition("/pw/culture/photo/articles/a.html", "zh")).toBe("zh");
    expect(linkEdition("/builder/page.html", "en")).toBe("en");
    expect(invoiceUrlIn("/api/commerce/orders/PW-20261127-000042/invoice", "en")).toBe("/api/commerce/orders/PW-20261127-000042/invoice?lang=en");
    expect(invoiceUrlIn("/api/commerce/orders/PW-1/invoice?lang=zh", "en")).toBe("/api/commerce/orders/PW-1/invoice?lang=zh");
    expect(invoiceUrlIn("/x?a=1", "zh")).toBe("/x?a=1&lang=zh");
  });
});

describe("sizes: the store", () => {
  const costs = { small: cost(1, 2), medium: cost(1, 2), original: cost(1, 2) };

  it("reads the options beside the cost at the original; the original is the choice; nothing is spent before confirm", async () => {
    const g = deps(costs);
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    expect(g.calls.sort()).toEqual(["cost r1 original", "options r1"]);
    // the original costs 3, the quota is 2: refused at that size
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12" }, choice: { size: "original", rechecking: false } });
    expect(g.calls.some((c) => c.startsWith("downloadImgs"))).toBe(false);
  });

  it("a smaller size that fits the quota turns the refusal into the question; the download sends that size", async () => {
    const g = deps(costs);
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    await s.chooseSize("small");
    expect(g.calls).toContain("cost r1 small");
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "warn", code: "photo_group_6", residueCount: 2 }, choice: { size: "small" } });
    await s.confirm();
    expect(g.calls.at(-1)).toBe("downloadImgs r1 small");
    expect(g.navigated).toEqual(["/api/guest/download_file?token=t"]);
  });

  it("waits for the cost at a new size: no download meanwhile, and an older answer does not overwrite a newer choice", async () => {
    const g = deps({ small: cost(1, 50), medium: cost(1, 50), original: cost(1, 50) });
    g.gateMedium();
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    const medium = s.chooseSize("medium");
    expect(s.get()).toMatchObject({ choice: { size: "medium", rechecking: true } });
    expect(downloadDialogProps("en", s.get(), on, extras())).toMatchObject({ confirmBusy: true, sizes: { status: "Checking the cost at this size…" } });
    await s.confirm();
    expect(g.calls.some((c) => c.startsWith("downloadImgs"))).toBe(false);
    await s.chooseSize("small");
    g.release();
    await medium;
    expect(s.get()).toMatchObject({ choice: { size: "small", rechecking: false }, plan: { kind: "confirm", code: "photo_group_7" } });
    await s.confirm();
    expect(g.calls.at(-1)).toBe("downloadImgs r1 small");
  });

  it("without the options (the call failed) the original is downloaded as before, with a note", async () => {
    const g = deps(costs, new ApiCallError("998", "Network error"));
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "warn" }, choice: { options: null, size: "original" } });
    const p = downloadDialogProps("en", s.get(), on, extras());
    expect(p.sizes).toBeNull();
    expect(p.licences).toBeNull();
    expect(p.note).toBe("Sizes and licences could not be loaded (Network error); the original will be downloaded.");
    await s.confirm();
    expect(g.calls.at(-1)).toBe("downloadImgs r1 original");
  });

  it("a store without an options call (no sizes) keeps today's calls: no size sent", async () => {
    const g = deps(costs);
    delete g.d.options;
    const s = createDownloadStore(() => ["r1"], () => "zh", g.d, shopDeps());
    await s.start();
    expect(g.calls).toEqual(["cost r1 undefined"]);
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "warn" } });
    expect((s.get() as { choice?: unknown }).choice).toBeUndefined();
    await s.confirm();
    expect(g.calls.at(-1)).toBe("downloadImgs r1 undefined");
  });

  it("the out-of-quota refusal reads the packs; photo_detail_5 offers no sizes", async () => {
    const shop = shopDeps();
    const g = deps(costs);
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shop);
    await s.start();
    await Promise.resolve();
    expect(shop.asked).toBe(1);
    const p = downloadDialogProps("en", s.get(), on, extras({ shop: s.shop.get() }));
    expect(p).toMatchObject({ dialog: "refuse", message: "Not enough download quota left" });
    expect(p.sizes?.options.map((o) => [o.value, o.checked])).toEqual([["small", false], ["medium", false], ["original", true]]);
    expect(p.shop).not.toBeNull();
    const five = downloadDialogProps("en", { phase: "asking", plan: { kind: "refuse", code: "photo_detail_5", count: { free: 0, paid: 1 }, residueCount: 2 }, choice: { size: "original", options: OPTIONS, optionsError: "", rechecking: false } }, on, extras());
    expect(five).toMatchObject({ sizes: null, licences: null, shop: null, message: "A selected photo has no photographer and cannot be downloaded" });
  });

  it("a contributor whose photos cost nothing at a newly chosen size is asked (photo_group_14), not downloading on the radio's change", async () => {
    const g = deps({ small: cost(0, 2, 1), medium: cost(1, 2), original: cost(1, 2) }, { ...OPTIONS, sizes: [size("small", 0), size("medium", 2), size("original", 3)] }, member(1));
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12" } });
    await s.chooseSize("small");
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "confirm", code: "photo_group_14", api: "downloadSelfImgs" }, choice: { size: "small" } });
    expect(g.calls.some((c) => c.startsWith("downloadSelfImgs"))).toBe(false);
    await s.confirm();
    expect(g.calls.at(-1)).toBe("downloadSelfImgs r1 small");
  });

  it("a contributor's own photos (free at every size) are offered the sizes with photo_group_14, and download at the size chosen", async () => {
    const free = cost(0, 0, 1);
    const g = deps({ small: free, medium: free, original: free }, { ...OPTIONS, sizes: [size("small", 0), size("medium", 0), size("original", 0)] }, member(1));
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "confirm", code: "photo_group_14", api: "downloadSelfImgs" }, choice: { size: "original" } });
    expect(g.calls.some((c) => c.startsWith("downloadSelfImgs"))).toBe(false);
    const p = downloadDialogProps("en", s.get(), on, extras());
    expect(p).toMatchObject({ dialog: "confirm", message: "All selected photos are free. Continue?" });
    expect(p.sizes?.options.map((o) => o.value)).toEqual(["small", "medium", "original"]);
    await s.chooseSize("medium");
    await s.confirm();
    expect(g.calls.at(-1)).toBe("downloadSelfImgs r1 medium");
    expect(g.navigated).toEqual(["/api/guest/download_file?token=t"]);
  });

  it("a contributor's own photos when the sizes cannot be read: downloaded at once, the original, as before", async () => {
    const free = cost(0, 0, 1);
    const g = deps({ small: free, medium: free, original: free }, new ApiCallError("999", "down"), member(1));
    const s = createDownloadStore(() => ["r1"], () => "en", g.d, shopDeps());
    await s.start();
    expect(g.calls.at(-1)).toBe("downloadSelfImgs r1 original");
    expect(s.get().phase).toBe("done");
  });

  it("photo_group_12 from the download call itself keeps the chosen size and offers the packs", async () => {
    const shop = shopDeps();
    const g = deps({ small: cost(1, 40), medium: cost(1, 40), original: cost(1, 40) });
    g.d.download = async () => {
      throw new ApiCallError("photo_group_12", "short", { code: "photo_group_12", msg: "short", residueCount: 0 });
    };
    const s = createDownloadStore(() => ["r1"], () => "zh", g.d, shop);
    await s.start();
    await s.chooseSize("medium");
    await s.confirm();
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12", residueCount: 0 }, choice: { size: "medium" } });
    expect(shop.asked).toBe(1);
  });
});

describe("sizes and licences: what the dialog says", () => {
  it("a size's line: px, file size (about when estimated, in all for a group), cost in photos of quota or free", () => {
    expect(sizeDetail("en", size("small", 1), 1)).toBe("640 × 427 px · about 85 KB · 1 photo of quota");
    expect(sizeDetail("en", size("original", 3), 1)).toBe("3000 × 2000 px · 2.4 MB · 3 photos of quota");
    expect(sizeDetail("en", size("medium", 0), 3)).toBe("1600 × 1067 px (first photo) · about 468.8 KB in all · no quota spent");
    expect(sizeDetail("zh", size("small", 2), 1)).toBe("640 × 427 像素 · 约 85 KB · 扣 2 张额度");
    expect(sizeDetail("zh", size("original", 1, { exact: true }), 2)).toBe("3000 × 2000 像素（第一张） · 共 2.4 MB · 扣 1 张额度");
  });

  it("the sizes are named in the reader's language, the chosen one checked", () => {
    const s = { phase: "asking" as const, plan: { kind: "confirm" as const, code: "photo_group_7" as const, count: { free: 0, paid: 1 }, residueCount: 50, api: "downloadImgs" as const }, choice: { size: "medium" as const, options: OPTIONS, optionsError: "", rechecking: false } };
    const zh = downloadDialogProps("zh", s, on, extras());
    expect(zh.sizes?.legend).toBe("尺寸");
    expect(zh.sizes?.options.map((o) => o.name)).toEqual(["小图（适合网页）", "中图", "原图"]);
    expect(zh.sizes?.options.find((o) => o.checked)?.value).toBe("medium");
    expect(zh.shop).toBeNull();
    expect(zh.licences?.groups).toHaveLength(1);
    expect(zh.licences?.groups[0]).toMatchObject({ title: "", termsHref: "/cn/terms.html" });
  });

  it("photos sharing a licence share one block, titled by the first three and how many more", () => {
    const other: LicenceDto = { ...LICENCE, type: "rf", creditLine: "Walker Evans / Photowire" };
    const o: DownloadOptionsDto = {
      ...OPTIONS,
      licences: [
        ...["A", "B", "C", "D", "E"].map((t) => ({ relationId: `r${t}`, title: t, licence: LICENCE })),
        { relationId: "rF", title: "", licence: other },
      ],
    };
    const v = licencesView("en", o, (p) => `https://pw.example${p}`)!;
    expect(v.heading).toBe("Licence");
    expect(v.groups.map((g) => g.title)).toEqual(["A, B, C and 2 more", "rF"]);
    expect(v.groups[0].termsHref).toBe("https://pw.example/cn/terms.html");
    expect(licencesView("zh", o)!.groups[0].title).toBe("A、B、C 等另外 2 张");
    expect(licencesView("en", { ...OPTIONS, licences: [] })).toBeNull();
  });
});
