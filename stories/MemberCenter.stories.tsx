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
import { elementMeta, renderElement, storyLang, type ElementArgs } from "./element-story.js";
import {
  collectionRecord,
  contributionRecord,
  deleteFails,
  downloadRecord,
  emptyLists,
  feeRecord,
  likeRecord,
  many,
  memberCenterBase,
  pointRecord,
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

/** The answers for `member`: the story's own handlers first, then the center's data and empty lists. */
const as = (member: Member | null, ...handlers: HttpHandler[]): HttpHandler[] => [
  loginAs(member),
  ...handlers,
  ...memberCenterBase(member ?? MEMBER),
  ...emptyLists(),
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

/** uc1-upload?tab=publish: submitted stories (statusId 13; no picture, no removal). */
export const Uc1Upload: Story = {
  args: { page: "uc1-upload" },
  parameters: { pageQuery: "tab=publish" },
  beforeEach: ({ msw }) =>
    msw.use(...as(CONTRIBUTOR, ...storeHandlers("contribution", [...many(3, (i) => contributionRecord(CONTRIBUTOR, i, true)), ...many(2, (i) => contributionRecord(CONTRIBUTOR, i + 3, false))]))),
};

/** uc1-upload?tab=draft: the drafts of the same documents. */
export const Uc1UploadDrafts: Story = {
  args: { page: "uc1-upload" },
  parameters: { pageQuery: "tab=draft" },
  beforeEach: ({ msw }) =>
    msw.use(...as(CONTRIBUTOR, ...storeHandlers("contribution", [...many(3, (i) => contributionRecord(CONTRIBUTOR, i, true)), ...many(2, (i) => contributionRecord(CONTRIBUTOR, i + 3, false))]))),
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

/** uc2-download: 12 downloads, 10 a page (page 1 of 2; "next" shows the last two). */
export const Uc2Download: Story = {
  args: { page: "uc2-download" },
  beforeEach: ({ msw }) => msw.use(...as(MEMBER, ...storeHandlers("ss_download", many(12, (i) => downloadRecord(MEMBER, i))))),
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
