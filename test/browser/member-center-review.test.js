/**
 * <pw-member-center> and issue 19 in Chromium against the real server (the
 * rest of the element: member-center.test.js): each submission's review
 * state and the editor's reason in uc1-upload; an editor's decisions
 * (demo_editor, through the `pw-staff` test command of server-plugin.mjs)
 * arriving in realtime on the member's room: the row changes, the polite
 * live region says it, the page hears pw-member-center-review, a story sent
 * back for changes moves to the drafts, and on uc1-new the contribution
 * form links to the story once approved (and search finds it); the notice
 * of a rejected contributor application; the quota and the staff's download
 * grants on the downloads page. axe runs on the English states, which no
 * story renders.
 */
import "/dist/esm/pw-member-center.js";
import "/dist/esm/pw-contribution-form.js";
import { executeServerCommand } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const SESSION = Symbol.for("photowire.session");
const NAVIGATE = Symbol.for("photowire.navigate");
const ORIGINAL_URL = location.href;
const q = (el, sel) => el.shadowRoot.querySelector(sel);
const qa = (el, sel) => [...el.shadowRoot.querySelectorAll(sel)];
const xhr = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const api = (path, body) =>
  fetch(`/api/${path}`, body === undefined ? { headers: xhr } : { method: "POST", headers: xhr, body: JSON.stringify(body) }).then((r) => r.json());

function setUrl(path, params = {}) {
  const u = new URL(path, location.origin);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  history.replaceState(null, "", u.href);
}

/** The staff API as the demo editor (server-plugin.mjs `pw-staff`). */
const staff = (method, url, body) => executeServerCommand("pw-staff", { method, url, body });
/** Waits until `n` sockets of `code` are registered in the member's realtime room (server-plugin.mjs `pw-staff` room). */
const room = (code, n) => executeServerCommand("pw-staff", { room: code, sockets: n });

/** A draft of demo_contributor's seeded upload `i` (test/browser/seed-browser.ts CONTRIBUTION_UPLOADS), saved and submitted through the API; returns its oid. */
async function submittedDraft(me, title, i) {
  const md5 = ["c0ffee00000000000000000000000001", "c0ffee00000000000000000000000002"][i];
  const rel = {
    filePath: `files/${me.id}/${md5}.jpg`, relationId: `up${md5.slice(-16)}`, mediaId: md5, mediaType: 3, colorDepth: 24, orientation: 1, colorSp: "sRGB",
    fileExt: "jpg", horizontal: 320, vertical: 240, square: false, size: 2000, md5, fileName: `${title}.jpg`, caption: title, byline: "", keywords: [],
    shootingDate: "", duration: null, posterPath: null, previewUrl: null,
  };
  const subject = (await api("guest/getPublicationContent")).data.subjects[0].code;
  const saved = await api("guest/addPublicationContent", { title, subjectCode: subject, relationList: [rel] });
  equal(saved.code, "success", JSON.stringify(saved));
  equal((await api("guest/Contribute", { oid: saved.data.oid })).code, "success");
  return saved.data.oid;
}

/** The row of a list whose title is `title`. */
const row = (el, title) => qa(el, ".item").find((li) => li.querySelector(".item-title")?.textContent === title);
/** The text of the review state of a row. */
const stateOf = (el, title) => row(el, title)?.querySelector(".state")?.textContent;

describe("<pw-member-center>: review, application, grants (issue 19)", () => {
  let navigated;
  beforeEach(() => {
    delete globalThis[SESSION];
    navigated = [];
    globalThis[NAVIGATE] = (u) => navigated.push(u);
  });
  afterEach(async () => {
    cleanup();
    delete globalThis[NAVIGATE];
    history.replaceState(null, "", ORIGINAL_URL);
    await logout();
  });

  it("uc1-upload: each submission's review state; an editor's decisions arrive in realtime, the row changes and the live region says it", async () => {
    const me = await login("demo_contributor", "Contrib2026");
    const oid = await submittedDraft(me, "Realtime harbour", 0);
    await room("demo_contributor", 0);
    setUrl("/public_resource/public/html/uc1-upload.html", { tab: "publish" });
    const el = mount(`<pw-member-center page="uc1-upload"></pw-member-center>`);
    await until(() => stateOf(el, "Realtime harbour"), 5000, "the submission's row");
    equal(stateOf(el, "Realtime harbour"), "已提交，等待审核");
    assert(row(el, "Realtime harbour").querySelector("a").getAttribute("href").endsWith(`uc1-new.html?oid=${encodeURIComponent(oid)}`), "links to its view, not to a page");
    const live = q(el, '[part="review-status"]');
    equal(live.getAttribute("role"), "status");
    await room("demo_contributor", 1);
    const events = [];
    document.addEventListener("pw-member-center-review", (e) => events.push(e.detail));

    await staff("POST", `/api/staff/submissions/${encodeURIComponent(oid)}/claim`);
    await until(() => stateOf(el, "Realtime harbour") === "审核中", 5000, "in review");
    equal(live.textContent, "编辑正在审核《Realtime harbour》。");

    await staff("POST", `/api/staff/submissions/${encodeURIComponent(oid)}/reject`, { reason: "与已发布的稿件重复" });
    await until(() => stateOf(el, "Realtime harbour") === "未通过", 5000, "rejected");
    equal(row(el, "Realtime harbour").querySelector(".item-reason").textContent, "原因：与已发布的稿件重复");
    equal(live.textContent, "《Realtime harbour》未通过审核。原因：与已发布的稿件重复");
    equal(events.map((e) => `${e.oid} ${e.state}`).join(","), `${oid} in_review,${oid} rejected`);
    // read again from the server (a new page): the same state and reason
    cleanup();
    const again = mount(`<pw-member-center page="uc1-upload"></pw-member-center>`);
    await until(() => stateOf(again, "Realtime harbour") === "未通过", 5000, "stored");
  });

  it("a story sent back for changes moves to the drafts, in English; on uc1-new the form hears the approval of another and links to its page", async () => {
    const me = await login("demo_contributor", "Contrib2026");
    const back = await submittedDraft(me, "Sent back", 1);
    const approved = await submittedDraft(me, "Approved live", 0);
    await room("demo_contributor", 0);
    setUrl("/public_resource/public/html/uc1-upload.html", { tab: "publish", lang: "en" });
    let el = mount(`<div lang="en"><pw-member-center page="uc1-upload"></pw-member-center></div>`).firstElementChild;
    await until(() => stateOf(el, "Sent back") === "Submitted, awaiting review", 5000, "the row");
    await room("demo_contributor", 1);
    await staff("POST", `/api/staff/submissions/${encodeURIComponent(back)}/changes`, { reason: "Please add a caption" });
    await until(() => !row(el, "Sent back") && q(el, '[part="review-status"]').textContent, 5000, "gone from the submitted stories");
    equal(q(el, '[part="review-status"]').textContent, "“Sent back” needs changes before it can be published: edit it and submit it again. Reason: Please add a caption");
    qa(el, '[role="tab"]').find((t) => t.textContent === "Drafts").click();
    await until(() => stateOf(el, "Sent back") === "Changes requested", 5000, "in the drafts");
    equal(row(el, "Sent back").querySelector(".item-reason").textContent, "Reason: Please add a caption");
    equal(row(el, "Sent back").querySelector("a").getAttribute("href"), `/public_resource/public/html/uc1-new.html?oid=${encodeURIComponent(back)}&lang=en`);
    await expectAccessible(el);
    cleanup();

    await room("demo_contributor", 0);
    setUrl("/public_resource/public/html/uc1-new.html", { oid: approved, lang: "en" });
    el = mount(`<div lang="en"><pw-member-center page="uc1-new"><pw-contribution-form oid="${approved}"></pw-contribution-form></pw-member-center></div>`).firstElementChild;
    const form = el.querySelector("pw-contribution-form");
    await until(() => form.shadowRoot?.querySelector('[part="review"]'), 5000, "the submitted story");
    equal(form.shadowRoot.querySelector('[part="review"]').textContent, "Review: awaiting review");
    assert(!form.shadowRoot.querySelector('[part="story-link"]'), "no page yet");
    await room("demo_contributor", 1);
    await staff("POST", `/api/staff/submissions/${encodeURIComponent(approved)}/approve`, { editions: ["zh", "en"] });
    const link = await until(() => form.shadowRoot.querySelector('[part="story-link"]'), 10000, "the page link");
    assert(/^\/pw\/[\w-]+\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/.test(link.getAttribute("href")), link.getAttribute("href"));
    equal(form.shadowRoot.querySelector('[part="review"]').textContent, "Review: approved and published");
    equal(q(el, '[part="review-status"]').textContent, "Your story was approved and is now published.");
    const found = await api(`articles/search?text=${encodeURIComponent("Approved live")}`);
    assert(JSON.stringify(found).includes("Approved live"), "published: found by search");
  });

  it("the contributor application's notice when staff rejected it, gone once approved", async () => {
    await staff("POST", "/api/staff/members/dl_contrib/contributor", { verdict: "reject" });
    try {
      await login("dl_contrib", "Contrib2026c");
      setUrl("/public_resource/public/html/uc1-index.html", { lang: "en" });
      const el = mount(`<div lang="en"><pw-member-center page="uc1-index"></pw-member-center></div>`).firstElementChild;
      const notice = await until(() => q(el, '[part="notice"]'), 5000, "the notice");
      equal(notice.textContent, "Your contributor application was not approved by the agency's editors. Stories you submit will not be published.");
      await expectAccessible(el);
    } finally {
      await staff("POST", "/api/staff/members/dl_contrib/contributor", { verdict: "approve" });
    }
    cleanup();
    delete globalThis[SESSION];
    const el = mount(`<pw-member-center page="uc1-index"></pw-member-center>`);
    await until(() => q(el, ".card"), 5000, "the card");
    assert(!q(el, '[part="notice"]'), "no notice once approved");
  });

  it("uc2-download: the quota left and the staff's grants, active first, the revoked one under them (en, axe)", async () => {
    const counted = await staff("POST", "/api/staff/members/demo_member/grants", { label: "Lightfield Agency", quota: 10 });
    const open = await staff("POST", "/api/staff/members/demo_member/grants", { label: "Photowire Academy", days: 30 });
    const revoked = counted.grants.find((g) => g.label === "Lightfield Agency").id;
    const period = open.grants.find((g) => g.label === "Photowire Academy").id;
    await staff("POST", `/api/staff/grants/${revoked}/revoke`);
    try {
      await login("demo_member", "Member2026");
      setUrl("/public_resource/public/html/uc2-download.html", { lang: "en" });
      const el = mount(`<div lang="en"><pw-member-center page="uc2-download"></pw-member-center></div>`).firstElementChild;
      const section = await until(() => q(el, '[part="entitlements"]'), 5000, "the entitlements");
      equal(section.querySelector("h2").textContent, "Download entitlements");
      assert(/^Download quota left: \d+ photos?$/.test(section.querySelector(".ent-quota").textContent), section.querySelector(".ent-quota").textContent);
      const lists = [...section.querySelectorAll(".grants")];
      equal(lists.length, 2, "active, then past");
      equal(lists[0].querySelector(".grant-label").textContent, "Photowire Academy");
      assert(lists[0].textContent.includes("No photo limit"), lists[0].textContent);
      const past = [...lists[1].querySelectorAll(".grant")].find((g) => g.querySelector(".grant-label").textContent === "Lightfield Agency");
      assert(past && /10 of 10 photos left · .* · Revoked on \d{4}-\d{2}-\d{2}$/.test(past.querySelector(".item-meta").textContent), past?.textContent);
      await expectAccessible(el);
    } finally {
      await staff("POST", `/api/staff/grants/${period}/revoke`);
    }
  });
});
