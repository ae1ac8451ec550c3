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
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/download/download-button.element.js";
import { shadowOf } from "./account-mocks.js";
import { CONTRIBUTOR, fail, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
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
export const AllFree: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(3, 0, 20)), play: async (ctx) => void (await open(ctx)) };

/** photo_group_12: the quota does not cover the charged photos: refused before anything is spent. */
export const QuotaShort: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 2)), play: async (ctx) => void (await open(ctx)) };

/** photo_group_6: 1 to 10 left: a warning with the count. */
export const QuotaLow: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(1, 2, 5)), play: async (ctx) => void (await open(ctx)) };

/** photo_group_7: plenty left: a plain confirmation, with free, charged and the quota left. */
export const Confirm: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(1, 2, 80)), play: async (ctx) => void (await open(ctx)) };

/** photo_detail_5: a selected photo has no photographer with an id (the quota call refuses it). */
export const NoPhotographer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), http.get("*/api/ucMemberDownload/getUcMemberDownloadCost", () => fail("photo_detail_5", "所选图片缺少摄影师信息，无法下载", 422))),
  play: async (ctx) => void (await open(ctx)),
};

/** A group download running (the long call): a progress bar and a cancel button. */
export const Downloading: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), cost(0, 3, 80), http.post("*/api/ucMemberDownload/downloadImgs", pending)),
  play: async (ctx) => {
    const root = await open(ctx);
    root.querySelector<HTMLButtonElement>("[part=confirm]")!.click();
    await waitFor(() => expect(root.querySelector("progress[part=progress]")).not.toBeNull(), { timeout: 5000 });
  },
};

/** A contributor (nature 1) downloading their own photos (the quota call counts them free): no question; the download starts at once (pending here). */
export const Contributor: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), cost(3, 0, 0), http.post("*/api/ucMemberDownload/downloadSelfImgs", pending)),
  play: async (ctx) => void (await open(ctx)),
};

/** Issue 19: a contributor (class type 0) downloading other photographers' photos with no quota left: refused like anyone (photo_group_12). */
export const ContributorQuotaShort: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs({ ...CONTRIBUTOR, ucMemberClass: { type: 0 } }), cost(0, 3, 0)),
  play: async (ctx) => void (await open(ctx)),
};

/** Issue 19: the quota looked enough, but downloadSelfImgs answers photo_group_12 (spent meanwhile): the out-of-quota refusal, as for downloadImgs. */
export const ContributorRefusedByServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      loginAs({ ...CONTRIBUTOR, ucMemberClass: { type: 0 } }),
      cost(0, 3, 80),
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
