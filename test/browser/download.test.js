import "/dist/esm/pw-download-button.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, until } from "./helpers.js";

// seeded by test/browser/seed-browser.ts: r1–r12 charged, r13 and r14 free, r15 without a photographer;
// dl_small has a quota of 2, dl_rich 100 (nature 2, class 0); demo_contributor is nature 1 (class 1, quota 50);
// dl_contrib is nature 1, class 0, quota 1 (issue 19: a contributor's free downloads are only their own photos)
// axe: the Chinese dialogs (stories/DownloadButton.stories.tsx) are checked in the Storybook stage; here
// axe runs on the English ones.
const R = (i) => `pw-browser-dl-r${i}`;
const NAVIGATE = Symbol.for("photowire.navigate");


async function quota() {
  const res = await fetch("/api/download/getUserDownloadInfo", { headers: { "x-requested-with": "XMLHttpRequest" } });
  return (await res.json()).data.residueCount;
}

const root = (el) => until(() => el.shadowRoot?.querySelector("button[part=button]") && el.shadowRoot, 5000, "button");
const dialogOf = (sr) => until(() => sr.querySelector("dialog[open]"), 5000, "dialog open");
/** The dialog's chunk (store, dialog, its strings: DownloadDialog.lazy.tsx) was fetched. */
const dialogChunkLoaded = () => performance.getEntriesByType("resource").some((e) => /\/chunks\/DownloadDialog\.lazy-[^/]*\.js/.test(e.name));

/** Mounts a button for `ids` (in `lang`), presses it and waits for its dialog. */
async function press(ids, lang = "zh") {
  const el = mount(`<div lang="${lang}"><pw-download-button pc-id="pw-browser-dl" relation-ids="${ids.join(",")}"></pw-download-button></div>`).firstElementChild;
  const sr = await root(el);
  sr.querySelector("button[part=button]").click();
  return { el, sr };
}

describe("<pw-download-button>", () => {
  let navigated;
  beforeEach(() => {
    navigated = [];
    globalThis[NAVIGATE] = (url) => navigated.push(url);
    newPage();
  });
  afterEach(async () => {
    cleanup();
    delete globalThis[NAVIGATE];
    await logout();
    newPage();
  });

  // first: nothing before it has pressed a button
  it("fetches the dialog's code on the first press, not with the button", async () => {
    const el = mount(`<pw-download-button relation-ids="${R(1)}"></pw-download-button>`);
    const sr = await root(el);
    equal(sr.querySelector("[part=label]").textContent, "下载");
    assert(!dialogChunkLoaded(), "no dialog chunk with the button");
    sr.querySelector("button[part=button]").click();
    await until(() => navigated.length === 1, 5000, "navigation (a guest)");
    assert(dialogChunkLoaded(), "the dialog chunk was fetched on the press");
  });

  it("sends a guest to the login page, to come back afterwards", async () => {
    await press([R(1)]);
    await until(() => navigated.length === 1, 5000, "navigation");
    assert(navigated[0].startsWith("/public_resource/public/html/login2.html") || navigated[0].includes("login"), navigated[0]);
    assert(decodeURIComponent(navigated[0]).includes(location.pathname), "redirect back");
  });

  it("photo_group_14: every selected photo is free; confirming downloads without spending", async () => {
    await login("dl_small", "Small2026");
    const { el, sr } = await press([R(13), R(14)]);
    const dlg = await dialogOf(sr);
    equal(dlg.getAttribute("role"), "alertdialog");
    equal(sr.querySelector("[part=message]").textContent, "所选图片均为免费图片，是否继续？");
    equal(sr.querySelector("[part=summary]").textContent, "免费 2 张，计费 0 张，剩余额度 2 张");
    equal(sr.activeElement?.textContent, "取消", "the safe choice has the focus");
    sr.querySelector("[part=confirm]").click();
    await until(() => navigated.length === 1, 5000, "file address");
    assert(navigated[0].startsWith("/api/guest/download_zip?token="), navigated[0]);
    equal(await quota(), 2, "nothing spent");
  });

  it("photo_group_12: the quota is short; refused before anything is spent", async () => {
    await login("dl_small", "Small2026");
    const { el, sr } = await press([R(1), R(2), R(3)]);
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "剩余下载额度不足");
    equal(sr.querySelector("[part=summary]").textContent, "免费 0 张，计费 3 张，剩余额度 2 张");
    assert(!sr.querySelector("[part=confirm]"), "no download button on a refusal");
    await sendKeys({ press: "Escape" });
    await until(() => !sr.querySelector("dialog[open]"), 3000, "closed by Escape");
    equal(navigated.length, 0);
    equal(await quota(), 2);
  });

  it("photo_group_6: 1 to 10 left warns with the count; the download spends one and opens the file", async () => {
    await login("dl_small", "Small2026");
    const { sr } = await press([R(4)]);
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "剩余下载额度仅剩 2 张");
    sr.querySelector("[part=confirm]").click();
    await until(() => navigated.length === 1, 5000, "file address");
    assert(navigated[0].startsWith("/api/guest/download_file?token="), navigated[0]);
    const file = await fetch(navigated[0]);
    equal(file.status, 200);
    assert(file.headers.get("content-disposition").includes("attachment"), "an attachment");
    equal(await quota(), 1, "one spent");
    // the same photo again is free: the summary says so
    cleanup();
    const again = await press([R(4)]);
    await dialogOf(again.sr);
    equal(again.sr.querySelector("[part=message]").textContent, "所选图片均为免费图片，是否继续？");
  });

  it("photo_group_7: with more than 10 left, a plain confirmation; Cancel spends nothing", async () => {
    await login("dl_rich", "Rich2026");
    const { el, sr } = await press([R(5), R(6), R(13)]);
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "确定下载所选图片吗？");
    equal(sr.querySelector("[part=summary]").textContent, "免费 1 张，计费 2 张，剩余额度 100 张");
    sr.activeElement.click(); // Cancel
    await until(() => !sr.querySelector("dialog[open]"), 3000, "closed");
    equal(await quota(), 100);
    equal(navigated.length, 0);
  });

  it("by keyboard: Enter asks, Escape closes, and the focus is back on the button", async () => {
    await login("dl_rich", "Rich2026");
    const el = mount(`<pw-download-button relation-ids="${[R(5), R(6)].join(",")}"></pw-download-button>`);
    const sr = await root(el);
    const button = sr.querySelector("button[part=button]");
    button.focus();
    await sendKeys({ press: "Enter" });
    await dialogOf(sr);
    equal(sr.activeElement?.textContent, "取消", "the safe choice has the focus");
    await sendKeys({ press: "Escape" });
    await until(() => !sr.querySelector("dialog[open]"), 3000, "closed by Escape");
    equal(sr.activeElement, button, "focus back on the button");
    equal(button.getAttribute("aria-busy"), null, "not busy");
    equal(await quota(), 100, "nothing spent");
  });

  it("photo_detail_5: a photo without a photographer cannot be downloaded", async () => {
    await login("dl_rich", "Rich2026");
    const { el, sr } = await press([R(5), R(15)]);
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "所选图片缺少摄影师信息，无法下载");
  });

  it("a group download shows a progress bar with a cancel button, and cancelling leaves the page", async () => {
    await login("dl_rich", "Rich2026");
    let release;
    const real = window.fetch;
    window.fetch = async (input, init) => {
      const url = typeof input === "string" ? input : input.url;
      // the download call hangs until released, and aborts like a real fetch
      if (url.includes("/ucMemberDownload/downloadImgs"))
        await new Promise((resolve, reject) => {
          release = resolve;
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        });
      return real.call(window, input, init);
    };
    try {
      const { el, sr } = await press([R(7), R(8)]);
      await dialogOf(sr);
      sr.querySelector("[part=confirm]").click();
      const bar = await until(() => sr.querySelector("progress[part=progress]"), 3000, "progress bar");
      equal(bar.getAttribute("aria-label"), "正在准备下载…");
      equal(sr.querySelector("button[part=button]").getAttribute("aria-busy"), "true");
      sr.querySelector("button[part=cancel]").click();
      await until(() => !sr.querySelector("dialog[open]"), 3000, "closed after cancel");
      equal(navigated.length, 0, "no file opened");
    } finally {
      release?.();
      window.fetch = real;
    }
  });

  it("a contributor (nature 1) downloads what costs nothing without a question, through downloadSelfImgs", async () => {
    await login("demo_contributor", "Contrib2026");
    const calls = performance.getEntriesByType("resource").length;
    await press([R(13), R(14)]);
    await until(() => navigated.length === 1, 5000, "file address");
    assert(navigated[0].startsWith("/api/guest/download_zip?token="), navigated[0]);
    const used = performance.getEntriesByType("resource").slice(calls).map((e) => new URL(e.name).pathname);
    assert(used.includes("/api/ucMemberDownload/downloadSelfImgs"), used.join(" "));
  });

  it("issue 19: a contributor is asked about other photographers' photos, which spend quota, as anyone is", async () => {
    await login("demo_contributor", "Contrib2026");
    const before = await quota();
    const { sr } = await press([R(9), R(10)]);
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "确定下载所选图片吗？");
    sr.querySelector("[part=confirm]").click();
    await until(() => navigated.length === 1, 5000, "file address");
    equal(await quota(), before - 2, "two spent");
  });

  it("issue 19: photo_group_12 from downloadSelfImgs is the out-of-quota dialog, as from downloadImgs; then the quota check refuses first", async () => {
    await login("dl_contrib", "Contrib2026c");
    equal(await quota(), 1);
    const { sr } = await press([R(11)]);
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "剩余下载额度仅剩 1 张");
    // the last unit goes elsewhere (another tab) before the reader confirms
    const spent = await fetch("/api/ucMemberDownload/downloadSelfImgs", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ data: [{ relationId: R(12) }] }),
    }).then((r) => r.json());
    equal(spent.code, "success");
    equal(await quota(), 0);
    sr.querySelector("[part=confirm]").click();
    await until(() => sr.querySelector("dialog[open]") && !sr.querySelector("[part=confirm]") && !sr.querySelector("progress"), 5000, "the refusal");
    equal(sr.querySelector("[part=message]").textContent, "剩余下载额度不足");
    equal(sr.querySelector("[part=dialog-title]").textContent, "下载图片", "the out-of-quota dialog, not a failure");
    equal(navigated.length, 0, "no file");
    await sendKeys({ press: "Escape" });
    await until(() => !sr.querySelector("dialog[open]"), 3000, "closed");
    cleanup();
    // the next press: refused by the quota check before anything is asked of downloadSelfImgs
    const next = await press([R(3)], "en");
    await dialogOf(next.sr);
    equal(next.sr.querySelector("[part=message]").textContent, "Not enough download quota left");
    assert(!next.sr.querySelector("[part=confirm]"), "no download button on a refusal");
    await expectAccessible(next.el);
  });

  it("speaks English in the English edition: the group label, plurals and the refusal", async () => {
    await login("dl_small", "Small2026");
    const el = mount(`<div lang="en"><pw-download-button relation-ids="${[R(1), R(2), R(3)].join(",")}"></pw-download-button></div>`).firstElementChild;
    const sr = await root(el);
    equal(sr.querySelector("[part=label]").textContent, "Download 3 photos");
    sr.querySelector("button[part=button]").click();
    await dialogOf(sr);
    equal(sr.querySelector("[part=message]").textContent, "Not enough download quota left");
    assert(sr.querySelector("[part=summary]").textContent.startsWith("Free: 0 · charged: 3 · quota left:"), "summary in English");
    await expectAccessible(el);
    cleanup();
    const one = mount(`<div lang="en"><pw-download-button relation-ids="${R(11)}"></pw-download-button></div>`).firstElementChild;
    const sr1 = await root(one);
    equal(sr1.querySelector("[part=label]").textContent, "Download");
    sr1.querySelector("button[part=button]").click();
    await dialogOf(sr1);
    const q = await quota();
    equal(sr1.querySelector("[part=message]").textContent, q === 1 ? "Only 1 download left in your quota" : `Only ${q} downloads left in your quota`);
  });

  it("speaks English for every question: photo_group_14, photo_group_7 and photo_detail_5", async () => {
    await login("dl_rich", "Rich2026");
    for (const [ids, text] of [
      [[R(13), R(14)], "All selected photos are free. Continue?"],
      [[R(5), R(6)], "Download the selected photos?"],
      [[R(5), R(15)], "A selected photo has no photographer and cannot be downloaded"],
    ]) {
      const { el, sr } = await press(ids, "en");
      await dialogOf(sr);
      equal(sr.querySelector("[part=message]").textContent, text);
      await expectAccessible(el);
      cleanup();
    }
  });
});
