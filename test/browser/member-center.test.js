/**
 * <pw-member-center> in Chromium against the real server: redirects of a
 * guest and of the other nature, the profile card (masked mobile, points,
 * class), menu highlight and tabs (fee_record switches both), keyboard tab
 * switching, favourites with removal and links, paging, the upload link by
 * nature, the avatar upload, the back-button confirmation (style_1), the
 * slot, the alternate-edition guard (issue 19's review states, grants and
 * application notice: member-center-review.test.js). axe runs here on the
 * states no story renders (the point records of uc2-index, the back
 * question over the downloads page, English); the states of
 * stories/MemberCenter.stories.tsx are checked by axe in the Storybook
 * stage.
 */
import "/dist/esm/pw-member-center.js";
import "/dist/esm/pw-edition-guard.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const SESSION = Symbol.for("photowire.session");
const DETAIL = Symbol.for("photowire.memberDetail");
const NAVIGATE = Symbol.for("photowire.navigate");
const ORIGINAL_URL = location.href;
const STORY = { pcId: "pw-browser-0001", relationIds: ["pw-browser-0001-r1", "pw-browser-0001-r2"] };
const q = (el, sel) => el.shadowRoot.querySelector(sel);
const qa = (el, sel) => [...el.shadowRoot.querySelectorAll(sel)];
const xhr = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const api = (path, body) =>
  fetch(`/api/${path}`, body === undefined ? { headers: xhr } : { method: "POST", headers: xhr, body: JSON.stringify(body) }).then((r) => r.json());

/** Waits for the page's member request (core/session), if one was made: every widget that asked has had its answer. */
async function sessionSettled() {
  const s = globalThis[SESSION];
  if (s?.promise) await s.promise;
}

function setUrl(path, params = {}) {
  const u = new URL(path, location.origin);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  history.replaceState(null, "", u.href);
}

describe("<pw-member-center>", () => {
  let navigated;
  beforeEach(() => {
    delete globalThis[SESSION];
    delete globalThis[DETAIL];
    navigated = [];
    globalThis[NAVIGATE] = (u) => navigated.push(u);
  });
  afterEach(async () => {
    cleanup();
    delete globalThis[NAVIGATE];
    history.replaceState(null, "", ORIGINAL_URL);
    await logout();
  });

  it("sends a guest to the login page with the page as redirect", async () => {
    await logout();
    setUrl("/public_resource/public/html/uc2-index.html");
    const events = [];
    document.addEventListener("pw-member-center-redirect", (e) => events.push(e.detail), { once: true });
    mount(`<pw-member-center page="uc2-index"></pw-member-center>`);
    await until(() => navigated.length === 1, 3000, "navigation");
    equal(navigated[0], "/public_resource/public/html/login2.html?redirect=%2Fpublic_resource%2Fpublic%2Fhtml%2Fuc2-index.html");
    equal(events[0].reason, "guest");
  });

  it("sends a member of the other nature to their own center (favourites → favourites), in the alternate edition too", async () => {
    await login("demo_member", "Member2026");
    setUrl("/public_resource/public/html/uc1-like.html");
    mount(`<pw-member-center page="uc1-like"></pw-member-center>`);
    await until(() => navigated.length === 1, 3000, "navigation");
    equal(navigated[0], "/public_resource/public/html/uc2-like.html");
    cleanup();
    setUrl("/ann/public_resource/public/html/uc1-new.html");
    mount(`<pw-member-center page="uc1-new"></pw-member-center>`);
    await until(() => navigated.length === 2, 3000, "navigation 2");
    equal(navigated[1], "/ann/public_resource/public/html/uc2-index.html");
  });

  it("uc2-index: profile card with masked mobile, points and class; no upload link; menu and tabs; keyboard tabs", async () => {
    await login("demo_member", "Member2026");
    setUrl("/public_resource/public/html/uc2-index.html");
    const el = mount(`<pw-member-center page="uc2-index"></pw-member-center>`);
    await until(() => q(el, ".card") && q(el, ".fact dd")?.textContent, 4000, "card");
    const facts = Object.fromEntries(qa(el, ".fact").map((f) => [f.querySelector("dt").textContent, f.querySelector("dd").textContent]));
    equal(facts["手机号码"], "139****9002");
    equal(facts["邮箱"], "member@photowire.test");
    equal(facts["积分"], "30");
    await until(() => q(el, ".fact:last-child dd").textContent === "普通会员", 3000, "class name");
    assert(!q(el, '[part="upload"]'), "no upload link for nature 2");
    equal(q(el, '[aria-current="page"]').textContent, "会员首页");
    equal(qa(el, '[role="tab"]').map((t) => t.textContent).join(","), "基本资料,修改密码,证件信息,银行信息,第三方账号");
    const profileForm = await until(() => q(el, "pw-profile-form"), 3000, "profile form in the panel");
    assert(profileForm, "profile form");
    const first = q(el, '[role="tab"][aria-selected="true"]');
    first.focus();
    await sendKeys({ press: "ArrowRight" });
    await until(() => q(el, '[role="tab"][aria-selected="true"]').textContent === "修改密码", 2000, "second tab");
    await until(() => q(el, "pw-password-form"), 2000, "password form");
    equal(el.shadowRoot.activeElement.textContent, "修改密码", "focus follows");
    assert(location.search.includes("tab=password"), "tab kept in the address");
  });

  it("?tab=fee_record switches the menu highlight and the tab list; the records come from the server", async () => {
    await login("demo_member", "Member2026");
    setUrl("/public_resource/public/html/uc2-index.html", { tab: "fee_record" });
    const el = mount(`<pw-member-center page="uc2-index"></pw-member-center>`);
    await until(() => q(el, '[aria-current="page"]'), 4000, "menu");
    equal(q(el, '[aria-current="page"]').textContent, "费用记录");
    equal(qa(el, '[role="tab"]').map((t) => t.textContent).join(","), "费用记录,积分记录");
    assert(!q(el, ".card"), "no profile card on the records");
    // no fee yet: the empty state; the point records start with the opening balance
    await until(() => q(el, ".empty"), 4000, "empty fee records");
    qa(el, '[role="tab"]').find((t) => t.textContent === "积分记录").click();
    await until(() => el.shadowRoot.textContent.includes("开户赠送积分"), 4000, "opening point record");
    assert(el.shadowRoot.textContent.includes("+30"), "the amount of the opening record");
    await expectAccessible(el);
  });

  it("uc1-like: contributor's likes and collections with links back to the story and removal; upload link shown", async () => {
    await login("demo_contributor", "Contrib2026");
    const like = await api("store/ss_thumps_up/commit", { storyId: STORY.pcId, relationId: STORY.relationIds[0] });
    equal(like.code, "success");
    const col = await api("store/collection/commit", { storyId: STORY.pcId, relationId: STORY.relationIds[1] });
    equal(col.code, "success");
    setUrl("/public_resource/public/html/uc1-like.html");
    const el = mount(`<pw-member-center page="uc1-like"></pw-member-center>`);
    await until(() => qa(el, ".item").length === 1, 4000, "one like");
    const link = q(el, ".item a");
    assert(link.getAttribute("href").includes("/articles/"), link.getAttribute("href"));
    assert(q(el, '[part="upload"]'), "upload link for nature 1");
    equal(q(el, '[part="upload"]').getAttribute("href"), "/public_resource/public/html/uc1-new.html");
    equal(q(el, '[aria-current="page"]').textContent, "我的收藏");
    q(el, ".item button").click();
    await until(() => q(el, ".empty")?.textContent === "还没有点赞的图片", 3000, "removed");
    const left = await fetch(`/api/store/ss_thumps_up/search?storyId=${STORY.pcId}`, { headers: xhr }).then((r) => r.json());
    equal(left.result.total_count, 0, "removed on the server");
    qa(el, '[role="tab"]')[1].click();
    await until(() => qa(el, ".item").length === 1, 3000, "one collection");
    q(el, ".item button").click();
    await until(() => q(el, ".empty")?.textContent === "还没有收藏的图片", 3000, "collection removed");
  });

  it("uc2-download pages through 12 records, 10 a page", async () => {
    await login("demo_member", "Member2026");
    // 12 photos downloaded (the server writes one download record each)
    const ids = Array.from({ length: 12 }, (_, i) => `pw-browser-dl-r${i + 1}`);
    const r = await api("ucMemberDownload/downloadImgs", { data: ids.map((relationId) => ({ relationId })) });
    equal(r.code, "success");
    setUrl("/public_resource/public/html/uc2-download.html");
    const el = mount(`<pw-member-center page="uc2-download"></pw-member-center>`);
    await until(() => qa(el, ".item").length === 10, 4000, "first page");
    equal(q(el, ".pager span").textContent, "第1页，共2页");
    qa(el, ".pager button")[1].click();
    await until(() => qa(el, ".item").length === 2, 3000, "second page");
    equal(q(el, ".pager span").textContent, "第2页，共2页");
    for (const id of ids) await api(`store/ss_download/delete?oid=${encodeURIComponent(`demo_member_pw-browser-dl_${id}`)}`);
  });

  it("changes the avatar from the card", async () => {
    await login("demo_member", "Member2026");
    setUrl("/public_resource/public/html/uc2-index.html");
    const el = mount(`<pw-member-center page="uc2-index"></pw-member-center>`);
    const input = await until(() => q(el, '.card input[type="file"]'), 4000, "file input");
    const canvas = Object.assign(document.createElement("canvas"), { width: 80, height: 60 });
    canvas.getContext("2d").fillRect(0, 0, 80, 60);
    const blob = await new Promise((r) => canvas.toBlob(r, "image/png"));
    const dt = new DataTransfer();
    dt.items.add(new File([blob], "me.png", { type: "image/png" }));
    input.files = dt.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await until(() => q(el, ".card .success")?.textContent === "头像已更新", 5000, "uploaded");
    assert(q(el, ".card img").getAttribute("src").startsWith("/api/guest/avatar/"), q(el, ".card img").getAttribute("src"));
    const img = q(el, ".card img");
    await until(() => img.complete && img.naturalWidth === 256, 3000, "served 256px");
  });

  it("the back button asks (style_1) when the reader filled a non-radio input, not for radios alone nor for pre-filled fields", async () => {
    await login("demo_member", "Member2026");
    setUrl("/public_resource/public/html/uc2-download.html");
    const backs = [];
    const onBack = (e) => {
      backs.push(e.detail);
      e.preventDefault();
    };
    document.addEventListener("pw-member-center-back", onBack);
    try {
      mount(`<form><label><input type="radio" name="r" checked> r</label></form>`);
      const el = mount(`<pw-member-center page="uc2-download"></pw-member-center>`);
      const back = await until(() => q(el, '[part="back"]') && q(el, ".menu") && q(el, '[part="back"]'), 4000, "back button");
      back.click();
      await until(() => backs.length === 1, 2000, "left without asking");
      equal(backs[0].confirmed, false);
      // a field the page filled and the reader left alone (a pre-filled profile): no question (issue 12)
      mount(`<label>x <input id="filled" value="something"></label>`);
      back.click();
      await until(() => backs.length === 2, 2000, "left without asking: untouched pre-filled field");
      equal(backs[1].confirmed, false);
      backs.length = 1;
      // typing a value and deleting it again is no change either
      const input = document.getElementById("filled");
      input.focus();
      await sendKeys({ type: "!" });
      await sendKeys({ press: "Backspace" });
      back.click();
      await until(() => backs.length === 2, 2000, "left without asking: value back as it was");
      backs.length = 1;
      // the reader's own change: asks
      await sendKeys({ type: " more" });
      back.click();
      const dialog = await until(() => q(el, "dialog[open]"), 2000, "dialog open");
      equal(dialog.getAttribute("role"), "alertdialog");
      equal(dialog.querySelector("p").textContent, "您填写的内容尚未保存，确定离开吗？");
      equal(el.shadowRoot.activeElement.textContent, "留在此页", "focus on the safe choice");
      // SPEC §9: the default confirm button is #8CD4F5, themable with --pw-dialog-confirm-bg
      const confirm = [...dialog.querySelectorAll("button")].find((b) => b.textContent === "离开");
      equal(getComputedStyle(confirm).backgroundColor, "rgb(140, 212, 245)");
      el.style.setProperty("--pw-dialog-confirm-bg", "rgb(1, 2, 3)");
      equal(getComputedStyle(confirm).backgroundColor, "rgb(1, 2, 3)");
      el.style.removeProperty("--pw-dialog-confirm-bg");
      await expectAccessible(el);
      await sendKeys({ press: "Escape" });
      await until(() => !q(el, "dialog[open]"), 2000, "closed by Escape");
      equal(backs.length, 1, "stayed");
      back.click();
      await until(() => q(el, "dialog[open]"), 2000, "open again");
      [...q(el, "dialog").querySelectorAll("button")].find((b) => b.textContent === "离开").click();
      await until(() => backs.length === 2, 2000, "left");
      equal(backs[1].confirmed, true);
    } finally {
      document.removeEventListener("pw-member-center-back", onBack);
    }
  });

  it("uc1-new shows the slotted content; English labels from lang", async () => {
    await login("demo_contributor", "Contrib2026");
    setUrl("/public_resource/public/html/uc1-new.html");
    const el = mount(`<div lang="en"><pw-member-center page="uc1-new"><p id="slotted">upload widget here</p></pw-member-center></div>`).firstElementChild;
    await until(() => q(el, ".menu"), 4000, "ready");
    equal(q(el, "h1").textContent, "Upload a story");
    equal(q(el, '[aria-current="page"]').textContent, "Upload a story");
    const slot = q(el, "slot");
    equal(slot.assignedElements()[0].id, "slotted");
    await expectAccessible(el);
  });
});

describe("<pw-edition-guard>", () => {
  let navigated;
  beforeEach(async () => {
    delete globalThis[SESSION];
    navigated = [];
    globalThis[NAVIGATE] = (u) => navigated.push(u);
    await logout();
  });
  afterEach(() => {
    cleanup();
    delete globalThis[NAVIGATE];
    history.replaceState(null, "", ORIGINAL_URL);
  });

  it("sends a guest on an /ann page to /ann's login page, not on the open pages nor outside /ann, nor a member", async () => {
    setUrl("/ann/index.html");
    mount(`<pw-edition-guard></pw-edition-guard>`);
    await until(() => navigated.length === 1, 3000, "redirect");
    equal(navigated[0], "/ann/public_resource/public/html/login2.html?redirect=%2Fann%2Findex.html");
    cleanup();
    // the open pages and the other editions decide without asking the server
    delete globalThis[SESSION];
    for (const path of ["/ann/public_resource/public/html/login2.html", "/ann/public_resource/public/html/forget_password.html", "/ann/preview/story.html", "/cn/index.html"]) {
      setUrl(path);
      mount(`<pw-edition-guard></pw-edition-guard>`);
    }
    assert(!globalThis[SESSION]?.promise, "no member request on the open pages");
    await sessionSettled();
    equal(navigated.length, 1, "no other redirect");
    cleanup();
    await login("demo_member", "Member2026");
    delete globalThis[SESSION];
    setUrl("/ann/index.html");
    mount(`<pw-edition-guard></pw-edition-guard>`);
    // the guard asked who is here (its answer handler was registered first, so it has decided once the answer is in)
    await until(() => globalThis[SESSION]?.promise, 3000, "the guard's member request");
    await sessionSettled();
    equal(navigated.length, 1, "a member stays");
    await logout();
  });
});
