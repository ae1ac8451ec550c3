/**
 * The download plan (widgets/download/download.rules.ts): which SPEC §8
 * message a reader sees before anything is spent, for each nature, member
 * class and remaining quota (SPEC §4, §5, §6, §9).
 */
import { describe, expect, it } from "vitest";
import { planDownload, type DownloadItem } from "../../widgets/download/download.rules.js";

const paid = (id: string): DownloadItem => ({ relationId: id, free: false, photographer: [{ id: 7 }] });
const free = (id: string): DownloadItem => ({ relationId: id, free: true, photographer: [{ id: 7 }] });
const member = { nature: 2, classType: 0 };
const contributor = { nature: 1, classType: 0 };
const classOne = { nature: 2, classType: 1 };

describe("planDownload (SPEC §4, §8)", () => {
  it("refuses with photo_detail_5 when any item lacks a photographer with an id, whoever downloads", () => {
    const items = [paid("a"), { relationId: "b", free: false, photographer: [{ id: "" }] }];
    expect(planDownload(items, member, 100)).toMatchObject({ kind: "refuse", code: "photo_detail_5" });
    expect(planDownload([{ relationId: "c", free: true, photographer: [] }], contributor, null)).toMatchObject({ kind: "refuse", code: "photo_detail_5" });
    expect(planDownload([{ relationId: "d", free: true, photographer: [{ id: null }] }], member, 5)).toMatchObject({ code: "photo_detail_5" });
  });

  it("lets a contributor (nature 1) download what costs nothing (their own photos, which the server counts free) through downloadSelfImgs without a question", () => {
    expect(planDownload([free("a"), free("b")], contributor, 0)).toEqual({ kind: "go", count: { free: 2, paid: 0 }, residueCount: 0, api: "downloadSelfImgs" });
  });

  it("issue 19: asks a contributor about other photos as anyone (downloadSelfImgs), and refuses them when the quota is short", () => {
    expect(planDownload([paid("a"), free("b")], contributor, 0)).toMatchObject({ kind: "refuse", code: "photo_group_12", count: { free: 1, paid: 1 } });
    expect(planDownload([paid("a")], contributor, 3)).toMatchObject({ kind: "warn", code: "photo_group_6", residueCount: 3, api: "downloadSelfImgs" });
    expect(planDownload([paid("a")], contributor, 50)).toMatchObject({ kind: "confirm", code: "photo_group_7", api: "downloadSelfImgs" });
    expect(planDownload([paid("a")], { nature: 1, classType: 1 }, 0)).toMatchObject({ kind: "confirm", code: "photo_group_7", api: "downloadSelfImgs" });
  });

  it("asks photo_group_14 when every selected item is free, even with no quota left", () => {
    expect(planDownload([free("a"), free("b")], member, 0)).toMatchObject({ kind: "confirm", code: "photo_group_14", count: { free: 2, paid: 0 }, api: "downloadImgs" });
  });

  it("refuses with photo_group_12 when the quota is zero or smaller than the paid items", () => {
    expect(planDownload([paid("a")], member, 0)).toMatchObject({ kind: "refuse", code: "photo_group_12" });
    expect(planDownload([paid("a"), paid("b"), paid("c"), free("d")], member, 2)).toMatchObject({ kind: "refuse", code: "photo_group_12", count: { free: 1, paid: 3 } });
  });

  it("member class type 1 skips the shortfall check", () => {
    expect(planDownload([paid("a"), paid("b"), paid("c")], classOne, 2)).toMatchObject({ kind: "warn", code: "photo_group_6", residueCount: 2 });
    expect(planDownload([paid("a")], classOne, 0)).toMatchObject({ kind: "confirm", code: "photo_group_7" });
  });

  it("warns with the count (photo_group_6) when 1 to 10 remain, and confirms (photo_group_7) otherwise", () => {
    expect(planDownload([paid("a")], member, 1)).toMatchObject({ kind: "warn", code: "photo_group_6", residueCount: 1 });
    expect(planDownload([paid("a"), free("b")], member, 10)).toMatchObject({ kind: "warn", residueCount: 10, count: { free: 1, paid: 1 } });
    expect(planDownload([paid("a")], member, 11)).toMatchObject({ kind: "confirm", code: "photo_group_7", residueCount: 11 });
  });

  it("has nothing to plan for no items", () => {
    expect(() => planDownload([], member, 5)).toThrow(RangeError);
  });
});
