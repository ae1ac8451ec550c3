/**
 * <pw-video-comments> logic and props (issue 11): the draft rules, the
 * store over fake calls (paging, posting, failures) and the view props in
 * both languages.
 */
import { describe, expect, it } from "vitest";
import { charsLeft, COMMENT_MAX, createCommentsStore, draftProblem, INITIAL_STATE, type VideoComment } from "../../widgets/video-comments/video-comments.store.js";
import { videoCommentsProps } from "../../widgets/video-comments/video-comments.props.js";
import { VIDEO_COMMENT_MAX } from "../../server/src/services/video-comments.js";

const c = (id: number, content = `c${id}`): VideoComment => ({ id, content, memberName: "Reader", createTime: "2026-11-25T06:00:00.000Z" });

describe("draft rules", () => {
  it("match the server's limit", () => {
    expect(COMMENT_MAX).toBe(VIDEO_COMMENT_MAX);
    expect(draftProblem("  ")).toBe("blank");
    expect(draftProblem("x".repeat(COMMENT_MAX))).toBeNull();
    expect(draftProblem("猫".repeat(COMMENT_MAX + 1))).toBe("too_long");
    expect(charsLeft("  ab  ")).toBe(COMMENT_MAX - 2);
  });
});

describe("comments store", () => {
  it("loads pages after the last id, skips duplicates, appends a posted comment", async () => {
    const calls: [number, number][] = [];
    const all = [c(1), c(2), c(3)];
    const store = createCommentsStore({
      list: async (afterId, rows) => {
        calls.push([afterId, rows]);
        return { list: all.filter((x) => x.id > afterId).slice(0, 2), total: all.length };
      },
      save: async (text) => c(9, text),
    });
    await store.loadMore();
    expect(store.get().comments.map((x) => x.id)).toEqual([1, 2]);
    expect(store.get()).toMatchObject({ loaded: true, loading: false, total: 3 });
    await store.loadMore();
    expect(store.get().comments.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(calls).toEqual([[0, 20], [2, 20]]);
    expect((await store.post("  hello  "))?.content).toBe("hello");
    expect(store.get().comments.map((x) => x.id)).toEqual([1, 2, 3, 9]);
    expect(store.get().total).toBe(4);
  });

  it("does not send a blank or too long draft, and keeps the error of a failed call", async () => {
    let sent = 0;
    const store = createCommentsStore({
      list: async () => Promise.reject(Object.assign(new Error("x"), { code: "998", msg: "Network error" })),
      save: async () => {
        sent++;
        return Promise.reject(Object.assign(new Error("x"), { code: "too_many_requests", msg: "Too many requests" }));
      },
    });
    expect(await store.post(" ")).toBeNull();
    expect(store.get().error).toBe("blank");
    expect(await store.post("x".repeat(COMMENT_MAX + 1))).toBeNull();
    expect(store.get().error).toBe("too_long");
    expect(sent).toBe(0);
    expect(await store.post("ok")).toBeNull();
    expect(sent).toBe(1);
    expect(store.get()).toMatchObject({ error: "too_many_requests", errorMsg: "Too many requests", posting: false });
    await store.loadMore();
    expect(store.get()).toMatchObject({ error: "998", loading: false, loaded: false, listFailed: true });
  });
});

describe("a list that cannot be read", () => {
  const on = { draft: () => {}, send: () => {}, more: () => {} };
  it("says why to guests and members alike, outside the form, with a button that asks again", () => {
    const failed = { ...INITIAL_STATE, error: "998", errorMsg: "网络异常，请稍后重试", listFailed: true };
    for (const isMember of [false, true]) {
      const p = videoCommentsProps("zh", { relationId: "pw1" }, failed, { draft: "", isMember, loginHref: "/login", justPosted: false, clean: (h) => h }, on);
      expect([p.listError, p.error, p.moreLabel]).toEqual(["网络异常，请稍后重试", "", "重新加载评论"]);
    }
    const en = videoCommentsProps("en", { relationId: "pw1" }, { ...failed, errorMsg: "" }, { draft: "", isMember: false, loginHref: "/login", justPosted: false, clean: (h) => h }, on);
    expect([en.listError, en.moreLabel]).toEqual(["Network error, please try again later", "Load the comments again"]);
  });
});

describe("view props", () => {
  const on = { draft: () => {}, send: () => {}, more: () => {} };
  it("count, empty text, more button, counter and errors in zh and en", () => {
    const loaded = { comments: [c(1)], total: 3, loading: false, loaded: true, posting: false, error: "", errorMsg: "", listFailed: false };
    const en = videoCommentsProps("en", { relationId: "pw1" }, loaded, { draft: "abc", isMember: true, loginHref: "/login", justPosted: false, clean: (h) => `[${h}]` }, on);
    expect(en).toMatchObject({ title: "Comments", countText: "3 comments", moreLabel: "More comments", leftText: `${COMMENT_MAX - 3} characters left`, sendLabel: "Post comment", error: "" });
    expect(en.items[0]).toMatchObject({ id: 1, html: "[c1]", name: "Reader" });
    // before the sanitiser has loaded no comment is shown, and the status says it is loading
    const early = videoCommentsProps("en", { relationId: "pw1" }, loaded, { draft: "", isMember: true, loginHref: "/login", justPosted: false, clean: null }, on);
    expect([early.items, early.status]).toEqual([[], "Loading comments…"]);
    expect(en.headingId).not.toBe(en.fieldId);
    const zh = videoCommentsProps("zh", { relationId: "pw1" }, { ...loaded, comments: [], total: 0, error: "blank" }, { draft: "", isMember: false, loginHref: "/login", justPosted: false, clean: null }, on);
    expect(zh).toMatchObject({ title: "评论", countText: "0 条评论", emptyText: "还没有评论。", moreLabel: "", error: "请输入评论内容。", loginLabel: "登录后发表评论" });
    const one = videoCommentsProps("en", { relationId: "pw1" }, { ...loaded, total: 1, posting: true }, { draft: "", isMember: true, loginHref: "/l", justPosted: false, clean: (h) => h }, on);
    expect([one.countText, one.sendLabel, one.sending, one.moreLabel]).toEqual(["1 comment", "Posting…", true, ""]);
  });
});
