/**
 * A contributor's download (issue 19; widgets/download/download.store.ts):
 * nature 1 still downloads through downloadSelfImgs, but the free download
 * covers only their own photos, so the cost is read for them too: what
 * costs nothing (their own photos, which the server counts free) goes
 * without a question, anything else is asked about (and refused when the
 * quota is short) as anyone's; and a photo_group_12 answer of the download
 * call itself, from downloadSelfImgs as from downloadImgs, is the
 * out-of-quota dialog, not a failure.
 */
import { describe, expect, it } from "vitest";
import { ApiCallError } from "../../widgets/core/api.js";
import type { Member } from "../../common/types.js";
import { downloadDialogProps } from "../../widgets/download/download-dialog.props.js";
import { createDownloadStore, type DownloadCostDto, type DownloadDeps } from "../../widgets/download/download.store.js";
import type { DownloadApi } from "../../widgets/download/download.rules.js";

const member = (nature: number, classType = 0): Member => ({
  id: 9,
  name: "c",
  mobile: null,
  email: null,
  imgUrl: "",
  idCard: null,
  code: "c",
  nature,
  photographerId: null,
  photographerInfoObj: null,
  point: 0,
  ucMemberClass: { type: classType },
});

function deps(who: Member, cost: DownloadCostDto, fail: ApiCallError | null = null) {
  const calls: string[] = [];
  const navigated: string[] = [];
  const d: DownloadDeps = {
    member: async () => who,
    cost: async (ids) => {
      calls.push(`cost ${ids.join(",")}`);
      return cost;
    },
    download: async (api: DownloadApi, ids) => {
      calls.push(`${api} ${ids.join(",")}`);
      if (fail) throw fail;
      return { url: "/api/guest/download_file?token=t" };
    },
    navigate: (u) => navigated.push(u),
    location: () => ({ pathname: "/pw/a.html", search: "", hash: "" }),
  };
  return { d, calls, navigated };
}

const on = { confirm: () => {}, cancel: () => {} };

describe("a contributor's download (issue 19)", () => {
  it("their own photos (counted free by the server): downloadSelfImgs at once, no question", async () => {
    const g = deps(member(1), { residueCount: 0, beyondCount: 0, freeCount: 2, paidCount: 0 });
    const s = createDownloadStore(() => ["own1", "own2"], () => "zh", g.d);
    await s.start();
    expect(g.calls).toEqual(["cost own1,own2", "downloadSelfImgs own1,own2"]);
    expect(g.navigated).toEqual(["/api/guest/download_file?token=t"]);
    expect(s.get().phase).toBe("done");
  });

  it("another's photo with no quota left: the out-of-quota refusal before anything is spent", async () => {
    const g = deps(member(1), { residueCount: 0, beyondCount: 1, freeCount: 0, paidCount: 1 });
    const s = createDownloadStore(() => ["other"], () => "en", g.d);
    await s.start();
    expect(g.calls).toEqual(["cost other"]);
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12" } });
    expect(downloadDialogProps("en", s.get(), on)).toMatchObject({ dialog: "refuse", message: "Not enough download quota left" });
  });

  it("another's photo with quota: asked first (photo_group_7), then downloadSelfImgs", async () => {
    const g = deps(member(1), { residueCount: 40, beyondCount: 0, freeCount: 0, paidCount: 1 });
    const s = createDownloadStore(() => ["other"], () => "zh", g.d);
    await s.start();
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "confirm", code: "photo_group_7", api: "downloadSelfImgs" } });
    expect(g.calls).toEqual(["cost other"]);
    await s.confirm();
    expect(g.calls).toEqual(["cost other", "downloadSelfImgs other"]);
  });

  it("photo_group_12 from downloadSelfImgs (the quota went short since it was read) is the out-of-quota dialog", async () => {
    const refusal = new ApiCallError("photo_group_12", "剩余下载额度不足", { code: "photo_group_12", msg: "剩余下载额度不足", residueCount: 0 });
    const g = deps(member(1), { residueCount: 40, beyondCount: 0, freeCount: 0, paidCount: 1 }, refusal);
    const s = createDownloadStore(() => ["other"], () => "zh", g.d);
    await s.start();
    await s.confirm();
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12", residueCount: 0 } });
    const zh = downloadDialogProps("zh", s.get(), on);
    expect(zh.dialog).toBe("refuse");
    expect(zh.title).toBe(downloadDialogProps("zh", { phase: "asking", plan: { kind: "refuse", code: "photo_group_12", count: { free: 0, paid: 1 }, residueCount: 0 } }, on).title);
    expect(g.navigated).toEqual([]);
  });

  it("the same for downloadImgs (a member of another nature)", async () => {
    const g = deps(member(2), { residueCount: 40, beyondCount: 0, freeCount: 0, paidCount: 1 }, new ApiCallError("photo_group_12", "short"));
    const s = createDownloadStore(() => ["other"], () => "en", g.d);
    await s.start();
    await s.confirm();
    expect(g.calls).toEqual(["cost other", "downloadImgs other"]);
    expect(s.get()).toMatchObject({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12", residueCount: 40 } });
  });
});
