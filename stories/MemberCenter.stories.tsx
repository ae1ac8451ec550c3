/**
 * <pw-member-center page="…"> as a site builder writes it, on every member
 * page of SPEC §2 (uc1-index, uc1-like, uc1-upload, uc1-new for the
 * contributor, nature 1; uc2-index, uc2-like, uc2-download for a member of
 * another nature), with every state from the API mocked with MSW
 * (member-center-mocks.ts, in the reference server's shapes): the member of
 * the page's nature, a member of the other nature and a guest (both sent
 * away: the navigation is logged in the console, the center stays in its
 * loading frame), lists with items and paging, empty lists, a list that
 * fails (SPEC §8: logged "failed to get list", nothing shown), loading,
 * a refused removal, and the back button's confirmation (style_1).
 * Issue 19: each contribution's review state and the editor's reason, a
 * review event arriving in realtime (the socket.io endpoint is mocked,
 * stories/chat-mocks.ts socketIo) and announced, the contributor
 * application's notice (applied, rejected), and the download entitlements
 * (quota, active and past grants).
 *
 * The element reads the selected tab from the page address (`?tab=`): a
 * story sets it with `parameters.pageQuery`, which is put into the preview
 * frame's address (history.replaceState) before the element mounts and
 * taken out afterwards, so `?tab=fee_record` is shown by the real element.
 * Clicking a tab writes it there too, as on a page. The back button's
 * `pw-member-center-back` event is cancelled here and logged, so that
 * "leave" does not take the preview frame back in its history.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http, type HttpHandler } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";
import type { Member } from "../common/types.js";
import "../widgets/member-center/member-center.element.js";
import { CONTRIBUTOR, loginAs, MEMBER, pending } from "./api-mocks.js";
import { socketIo } from "./chat-mocks.js";
import { elementMeta, renderElement, storyLang, type ElementArgs } from "./element-story.js";
import {
  collectionRecord,
  contributionRecord,
  deleteFails,
  downloadRecord,
  emptyLists,
  entitlementHandlers,
  feeRecord,
  grantRecord,
  likeRecord,
  many,
  memberCenterBase,
  pointRecord,
  queryStoryHandler,
  recordHandler,
  storeFails,
  storeHandlers,
  storeLoading,
} from "./member-center-mocks.js";

type Story = StoryObj<ElementArgs>;

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

/** Cancels and logs the back button's event (the host page's choice), so the frame stays. */
function logBack(): () => void {
  const onBack = (e: GlobalEventHandlersEventMap["pw-member-center-back"]) => {
    e.preventDefault();
    console.info(`[story] pw-member-center-back ${JSON.stringify(e.detail)} (cancelled by the story)`);
  };
  document.addEventListener("pw-member-center-back", onBack);
  return () => document.removeEventListener("pw-member-center-back", onBack);
}

/** The answers for `member` with the member's realtime room sending `events` (issue 19: review events on the uc1 pages). */
const withRoom = (events: unknown[], member: Member | null, ...handlers: HttpHandler[]): (HttpHandler | ReturnType<typeof socketIo>)[] => [
  loginAs(member),
  ...handlers,
  ...memberCenterBase(member ?? MEMBER),
  ...emptyLists(),
  socketIo(events, 300),
];

/** The answers for `member`: the story's own handlers first, then the center's data and empty lists; a realtime room without events. */
const as = (member: Member | null, ...handlers: HttpHandler[]) => withRoom([], member, ...handlers);

/** The contributor's stories in every review state (issue 19), as guest/query_story answers them. */
const reviewed = () => [
  contributionRecord(CONTRIBUTOR, 0, true, "submitted"),
  contributionRecord(CONTRIBUTOR, 1, true, "in_review"),
  contributionRecord(CONTRIBUTOR, 2, true, "approved"),
  contributionRecord(CONTRIBUTOR, 3, true, "rejected", "图片与已发布的稿件重复 / A duplicate of a published story"),
  contributionRecord(CONTRIBUTOR, 4, true, "changes", "请补充每张图片的说明 / Please add a caption to each photo"),
  contributionRecord(CONTRIBUTOR, 5, false),
];

const base = elementMeta("pw-member-center", { page: "uc1-index" });

export default {
  title: "Elements/<pw-member-center>",
  ...base,
  parameters: { ...base.parameters, layout: "padded" },
  beforeEach: ({ parameters }: { parameters: { pageQuery?: string } }) => {
    const undoQuery = pageQuery(parameters.pageQuery);
    const undoBack = logBack();
    return () => {
      undoQuery();
      undoBack();
    };
  },
};

// --- nature 1: the contributor ----------------------------------------------------------

/** uc1-index: "home" highlighted, upload link, profile card (masked mobile, points, class, photographer link), the profile tab's form. */
export const Uc1Index: Story = { beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR)) };

/** uc1-like: 23 likes, 10 a page (page 1 of 3), links back to the stories, "remove “title”" buttons. Remove one: it goes (GET store/ss_thumps_up/delete) and the list is read again. */
export const Uc1Like: Story = {
  args: { page: "uc1-like" },
  beforeEach: ({ msw }) =>
    msw.use(...as(CONTRIBUTOR, ...storeHandlers("ss_thumps_up", many(23, (i) => likeRecord(CONTRIBUTOR, i))), ...storeHandlers("collection", many(4, (i) => collectionRecord(CONTRIBUTOR, i))))),
};

/** uc1-like?tab=collect: the collections tab. */
export const Uc1LikeCollections: Story = {
  args: { page: "uc1-like" },
  parameters: { pageQuery: "tab=collect" },
  beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR, ...storeHandlers("collection", many(4, (i) => collectionRecord(CONTRIBUTOR, i))))),
};

/**
 * uc1-upload?tab=publish: submitted stories (statusId 13; no removal) with
 * their review state (issue 19): awaiting review, in review, approved (the
 * row links to the published page, with its picture), rejected with the
 * editor's reason. The others link to their view in uc1-new.
 */
export const Uc1Upload: Story = {
  args: { page: "uc1-upload" },
  parameters: { pageQuery: "tab=publish" },
  beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR, queryStoryHandler(reviewed()))),
};

/** uc1-upload?tab=draft: a draft never submitted, and one the editors sent back for changes (with their reason). */
export const Uc1UploadDrafts: Story = {
  args: { page: "uc1-upload" },
  parameters: { pageQuery: "tab=draft" },
  beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR, queryStoryHandler(reviewed()))),
};

/**
 * Issue 19: uc1-upload open while an editor approves a story: the review
 * event arrives on the member's realtime room, the row says "approved" and
 * links to the page, and the polite live region announces it.
 */
export const Uc1ReviewLive: Story = {
  args: { page: "uc1-upload" },
  parameters: { pageQuery: "tab=publish" },
  beforeEach: ({ msw }) =>
    msw.use(
      ...withRoom(
        [{ type: "review", oid: `${CONTRIBUTOR.code}_ctb-1`, state: "approved", reason: "", storyId: "pw004001", htmlUrl: "/pw/culture/photo/articles/pw001401.html" }],
        CONTRIBUTOR,
        queryStoryHandler(reviewed().slice(0, 2)),
      ),
    ),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector("pw-member-center")!;
    await waitFor(() => expect(el.shadowRoot?.querySelector('[role="status"].review-status')?.textContent).not.toBe(""), { timeout: 5000 });
  },
};

/** Issue 19: a self-registered contributor whose application is open: the notice on every uc1 page (uploading and submitting still work). */
export const Uc1Applied: Story = { beforeEach: ({ msw }) => msw.use(...as({ ...CONTRIBUTOR, contributorStatus: 0 })) };

/** Issue 19: a contributor whose application was rejected: the notice says nothing they submit is published. */
export const Uc1ApplicationRejected: Story = {
  args: { page: "uc1-upload" },
  parameters: { pageQuery: "tab=publish" },
  beforeEach: ({ msw }) => msw.use(...as({ ...CONTRIBUTOR, contributorStatus: 2 }, queryStoryHandler([contributionRecord(CONTRIBUTOR, 0, true, "submitted")]))),
};

/** uc1-new: no tabs; the page's upload widget goes in the slot (a placeholder paragraph here). */
export const Uc1New: Story = {
  args: { page: "uc1-new" },
  beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR)),
  render: (a, { globals }) => renderElement("pw-member-center", a, storyLang(globals), <p>(the upload widget of the page, slotted)</p>),
};

// --- other natures: the member ----------------------------------------------------------

/** uc2-index (nature 2): no upload link, the uc2 menu with downloads, no photographer link. */
export const Uc2Index: Story = { args: { page: "uc2-index" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER)) };

/** uc2-like: a few likes (one page, no pager). */
export const Uc2Like: Story = {
  args: { page: "uc2-like" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...storeHandlers("ss_thumps_up", many(5, (i) => likeRecord(MEMBER, i))))),
};

/** uc2-download: 12 downloads, 10 a page (page 1 of 2; "next" shows the last two); the quota left above them, no grants. */
export const Uc2Download: Story = {
  args: { page: "uc2-download" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...storeHandlers("ss_download", many(12, (i) => downloadRecord(MEMBER, i))))),
};

/**
 * Issue 19: uc2-download with the staff's download grants: an organisation's
 * counted grant and an open period grant (active), then a revoked, an
 * expired and a used-up one under them.
 */
export const Uc2DownloadGrants: Story = {
  args: { page: "uc2-download" },
  beforeEach: ({ msw }) =>
    msw.use(
      ...entitlementHandlers(
        [
          grantRecord(1, "光影图片社 / Lightfield Agency"),
          grantRecord(2, "Photowire Academy", { remaining: null, total: null, validUntil: null }),
          grantRecord(3, "旧合作机构 / Former partner", { active: false, revokedAt: "2026-03-02T09:00:00.000Z" }),
          grantRecord(4, "2025 年展览 / 2025 exhibition", { active: false, validFrom: "2025-01-01T00:00:00.000Z", validUntil: "2025-12-31T00:00:00.000Z" }),
          grantRecord(5, "试用 / Trial", { active: false, remaining: 0, total: 10 }),
        ],
        7,
      ),
      ...as(MEMBER, ...storeHandlers("ss_download", many(3, (i) => downloadRecord(MEMBER, i)))),
    ),
};

/** Issue 19: a contributor's downloads (uc1-like?tab=download) show the entitlements too. */
export const Uc1Downloads: Story = {
  args: { page: "uc1-like" },
  parameters: { pageQuery: "tab=download" },
  beforeEach: ({ msw }) => msw.use(...entitlementHandlers([grantRecord(1, "光影图片社 / Lightfield Agency")], 50), ...as(CONTRIBUTOR)),
};

// --- the fee-record tab (SPEC §2) -----------------------------------------------------------

/** uc2-index?tab=fee_record: the menu highlight moves to "fee records", the tabs become fee and point records, no profile card. */
export const FeeRecord: Story = {
  args: { page: "uc2-index" },
  parameters: { pageQuery: "tab=fee_record" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, recordHandler("buy", many(14, feeRecord)), recordHandler("point", many(3, pointRecord)))),
};

/** uc1-index?tab=point_record: the point records (the opening balance first). */
export const PointRecord: Story = {
  args: { page: "uc1-index" },
  parameters: { pageQuery: "tab=point_record" },
  beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR, recordHandler("point", many(3, pointRecord)))),
};

/** Fee records, none yet. */
export const FeeRecordEmpty: Story = { args: { page: "uc2-index" }, parameters: { pageQuery: "tab=fee_record" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER)) };

// --- sent away --------------------------------------------------------------------------------

/** A guest: sent to the login page with this page as redirect (the navigation is logged); the frame stays in "loading…". */
export const Guest: Story = { args: { page: "uc2-index" }, beforeEach: ({ msw }) => msw.use(...as(null)) };

/** A member (nature 2) on uc1-like: sent to their own uc2-like (logged). */
export const WrongNature: Story = { args: { page: "uc1-like" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER)) };

/** A contributor (nature 1) on uc2-download: sent to uc1-index, there being no uc1 download page (logged). */
export const WrongNatureContributor: Story = { args: { page: "uc2-download" }, beforeEach: ({ msw }) => msw.use(...as(CONTRIBUTOR)) };

// --- loading, empty, failing -------------------------------------------------------------------

/** Who is here is not known yet: the top bar and "loading…" in the reserved frame. */
export const Loading: Story = { args: { page: "uc2-like" }, beforeEach: ({ msw }) => msw.use(http.get("*/api/guest/getLoginUcMember", pending)) };

/** The member is known, the list is loading (aria-busy, no empty text yet). */
export const ListLoading: Story = { args: { page: "uc2-like" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER, storeLoading("ss_thumps_up"))) };

/** No likes yet. */
export const EmptyLikes: Story = { args: { page: "uc2-like" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER)) };

/** No downloads yet. */
export const EmptyDownloads: Story = { args: { page: "uc2-download" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER)) };

/** The list fails (server_error): "failed to get list" is logged and nothing is shown (SPEC §8). */
export const ListFails: Story = { args: { page: "uc2-download" }, beforeEach: ({ msw }) => msw.use(...as(MEMBER, storeFails("ss_download"))) };

/** Removing a like is refused: the server's message in the list's alert line, the rows kept. */
export const RemoveFails: Story = {
  args: { page: "uc2-like" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, deleteFails("ss_thumps_up"), ...storeHandlers("ss_thumps_up", many(3, (i) => likeRecord(MEMBER, i))))),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector("pw-member-center")!;
    const remove = await waitFor(() => {
      const b = el.shadowRoot?.querySelector<HTMLButtonElement>(".item button");
      if (!b) throw new Error("no rows yet");
      return b;
    });
    await userEvent.click(remove);
    await waitFor(() => expect(el.shadowRoot?.querySelector(".list-wrap .alert")?.textContent).not.toBe(""));
  },
};

// --- the back button (SPEC §2, §8 style_1) ---------------------------------------------------------

/**
 * uc2-index?tab=password: type into the password form, then press back:
 * a non-radio input is filled, so the modal confirmation asks (style_1),
 * "stay" focused first. ("Leave" fires pw-member-center-back with
 * confirmed: true, logged here.)
 */
export const BackConfirmation: Story = {
  args: { page: "uc2-index" },
  parameters: { pageQuery: "tab=password" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER)),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector("pw-member-center")!;
    const field = await waitFor(() => {
      const input = el.shadowRoot?.querySelector("pw-password-form")?.shadowRoot?.querySelector<HTMLInputElement>('input[type="password"]');
      if (!input) throw new Error("no password field yet");
      return input;
    });
    await userEvent.type(field, "Old-pass-2026");
    await userEvent.click(el.shadowRoot!.querySelector<HTMLButtonElement>('[part="back"]')!);
    await waitFor(() => expect(el.shadowRoot?.querySelector("dialog[open]")).toBeTruthy());
  },
};

/** Nothing filled (downloads page): back leaves at once (the event, confirmed: false, is logged). */
export const BackWithoutInput: Story = {
  args: { page: "uc2-download" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER)),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector("pw-member-center")!;
    const back = await waitFor(() => {
      const b = el.shadowRoot?.querySelector<HTMLButtonElement>(".menu") && el.shadowRoot?.querySelector<HTMLButtonElement>('[part="back"]');
      if (!b) throw new Error("not ready");
      return b;
    });
    await userEvent.click(back);
    await expect(el.shadowRoot?.querySelector("dialog[open]")).toBeNull();
  },
};
