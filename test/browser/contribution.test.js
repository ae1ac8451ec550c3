/**
 * <pw-contribution-form> (uc1-new, issue 11) in Chromium against the real
 * server: files arrive as <pw-upload> announces them (pw-upload-complete)
 * and pre-fill the form, typing autosaves (status, stored on the server),
 * submit refuses a draft that is not ready with a message on the field, then
 * sends it for review (issue 19: the form says "submitted for review", no
 * story page, nothing found by search), api_tools_30 on a second submit,
 * keyboard only, axe in zh and en. Issue 19: a submission the editors
 * (demo_editor, through the `pw-staff` test command) reject shows its
 * reason; one sent back for changes opens editable with the reason and is
 * submitted again. Issue 20: a photo's licence group, filled with the
 * keyboard (royalty-free, restrictions in zh and en, model release
 * released), autosaved, shown again when the draft is reopened, submitted,
 * and carried by the story's photo once an editor approves it (the console's
 * GET /api/staff/stories/{pcId}/licences).
 */
import "/dist/esm/pw-contribution-form.js";
import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const ORIGINAL_URL = location.href;
const NAMES = ["c0ffee00000000000000000000000001", "c0ffee00000000000000000000000002"]; // test/browser/seed-browser.ts CONTRIBUTION_UPLOADS
const q = (el, sel) => el.shadowRoot.querySelector(sel);
const qa = (el, sel) => [...el.shadowRoot.querySelectorAll(sel)];
const xhr = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const api = (path, body) =>
  fetch(`/api/${path}`, body === undefined ? { headers: xhr } : { method: "POST", headers: xhr, body: JSON.stringify(body) }).then((r) => r.json());

/** The relation <pw-upload> announces for a seeded file (common/contribution.ts RelationDraftDto). */
const relation = (memberId, i, extra = {}) => ({
  filePath: `files/${memberId}/${NAMES[i]}.jpg`,
  relationId: `up${NAMES[i].slice(-16)}`,
  mediaId: NAMES[i],
  mediaType: 3,
  colorDepth: 24,
  orientation: 1,
  colorSp: "sRGB",
  fileExt: "jpg",
  horizontal: 320,
  vertical: 240,
  square: false,
  size: 2000,
  md5: NAMES[i],
  fileName: `harbour-${i + 1}.jpg`,
  caption: "",
  byline: "Lin Hui",
  keywords: [],
  shootingDate: "",
  duration: null,
  posterPath: null,
  previewUrl: null,
  ...extra,
});
/** The staff API as the demo editor (test/browser/server-plugin.mjs `pw-staff`). */
const staff = (method, url, body) => executeServerCommand("pw-staff", { method, url, body });

/** A draft of `rel` saved and submitted through the API, as the form would; returns its oid. */
async function submittedDraft(title, rel) {
  const subject = (await api("guest/getPublicationContent")).data.subjects[0].code;
  const saved = await api("guest/addPublicationContent", { title, subjectCode: subject, relationList: [rel] });
  equal(saved.code, "success", JSON.stringify(saved));
  equal((await api("guest/Contribute", { oid: saved.data.oid })).code, "success");
  return saved.data.oid;
}

/** Every field of a licence (common/licence.ts LicenceInput) as expected. */
const sameLicence = (got, want, what) => {
  for (const k of Object.keys(want)) equal(got?.[k], want[k], `${what}: ${k}`);
};

const announce = (rel) => document.dispatchEvent(new CustomEvent("pw-upload-complete", { detail: { relation: rel, fileName: rel.fileName }, bubbles: true, composed: true }));

describe("<pw-contribution-form>", () => {
  let me;
  beforeEach(async () => {
    history.replaceState(null, "", "/public_resource/public/html/uc1-new.html");
    me = await login("demo_contributor", "Contrib2026");
  });
  afterEach(async () => {
    cleanup();
    history.replaceState(null, "", ORIGINAL_URL);
    await logout();
  });

  it("pre-fills from the files, autosaves, refuses what is not ready, submits; keyboard only; axe zh", async () => {
    const el = mount(`<pw-contribution-form lang="zh"></pw-contribution-form>`);
    await until(() => q(el, "form"), 5000, "form");
    await expectAccessible(el);
    equal(q(el, '[part="save-status"]').textContent, "尚未保存");

    announce(relation(me.id, 0, { caption: "Fishing boats return at dawn. The sea is calm.", keywords: ["harbour", "boats"], shootingDate: "2026-11-20" }));
    announce(relation(me.id, 1, { caption: "Gulls over the breakwater", keywords: ["gulls"] }));
    await until(() => qa(el, '[part="file"]').length === 2, 3000, "two files");
    equal(q(el, 'input[name="title"]').value, "Fishing boats return at dawn.");
    equal(q(el, 'input[name="keywords"]').value, "harbour, boats, gulls");
    equal(q(el, 'input[name="shootingDate"]').value, "2026-11-20");
    equal(qa(el, "textarea[name=caption]")[1].value, "Gulls over the breakwater");

    // typing with the keyboard: the title, then a caption
    const title = q(el, 'input[name="title"]');
    title.focus();
    title.select();
    await sendKeys({ type: "Zhoushan harbour at dawn" });
    qa(el, "textarea[name=caption]")[1].focus();
    await sendKeys({ press: "End" });
    await sendKeys({ type: ", November" });
    await until(() => q(el, '[part="save-status"]').textContent.startsWith("已保存"), 5000, "saved");
    const oid = new URL(location.href).searchParams.get("oid");
    assert(oid && oid.startsWith("demo_contributor_"), `oid in the address: ${oid}`);
    const stored = (await api(`guest/getPublicationContent?oid=${encodeURIComponent(oid)}`)).data.draft;
    equal(stored.title, "Zhoushan harbour at dawn");
    equal(stored.relationList[1].caption, "Gulls over the breakwater, November");
    equal(stored.statusId, 0);

    // submit without a subject: a message on the field, focusable and announced
    q(el, '[part="submit"]').focus();
    await sendKeys({ press: "Enter" });
    await until(() => q(el, "select[aria-invalid]"), 3000, "subject error");
    equal(q(el, '[part="error"]').textContent, "请选择栏目");
    await expectAccessible(el);

    // choose the subject with the keyboard, submit with the keyboard
    q(el, "select").focus();
    await sendKeys({ press: "ArrowDown" });
    await until(() => q(el, "select").value !== "", 2000, "subject chosen");
    assert(!q(el, "select[aria-invalid]"), "the error goes once fixed");
    const done = new Promise((r) => el.addEventListener("pw-contribution-submit", (e) => r(e.detail), { once: true }));
    q(el, '[part="submit"]').focus();
    await sendKeys({ press: "Enter" });
    const detail = await done;
    await until(() => q(el, '[part="result"]'), 10000, "submitted panel");
    // issue 19: submitted for review, not published: no page, no story id yet
    equal(q(el, '[part="result"] h2').textContent, "稿件已提交审核");
    assert(!q(el, '[part="result"]').textContent.includes("已发布，"), "never says it is published");
    equal(q(el, '[part="review"]').textContent, "审核状态：等待审核");
    assert(!q(el, '[part="story-link"]'), "no link to a story page before approval");
    equal(detail.htmlUrl, "");
    equal(detail.storyId, "");

    // nobody finds it by search before an editor approves it
    const found = await api(`articles/search?text=${encodeURIComponent("Zhoushan")}`);
    assert(!JSON.stringify(found).includes("Zhoushan harbour at dawn"), "not public before approval");
    // and it cannot be submitted again
    equal((await api("guest/Contribute", { oid })).code, "api_tools_30");
    const stored2 = (await api(`guest/getPublicationContent?oid=${encodeURIComponent(oid)}`)).data.draft;
    equal(stored2.statusId, 13);
    equal(stored2.reviewState, "submitted");
  });

  it("issue 19: a rejected submission shows the editor's reason; one sent back for changes opens editable with the reason and goes again (en, axe)", async () => {
    const rejected = await submittedDraft("Gulls at the breakwater", relation(me.id, 1));
    await staff("POST", `/api/staff/submissions/${encodeURIComponent(rejected)}/reject`, { reason: "A duplicate of a published story" });
    let el = mount(`<pw-contribution-form lang="en" oid="${rejected}"></pw-contribution-form>`);
    await until(() => q(el, '[part="review"]'), 5000, "the review line");
    equal(q(el, '[part="result"] h2').textContent, "Story submitted for review");
    equal(q(el, '[part="review"]').textContent, "Review: rejectedEditor's reason: A duplicate of a published story");
    assert(!q(el, '[part="story-link"]'), "no page");
    await expectAccessible(el);
    cleanup();

    const sentBack = await submittedDraft("Harbour at noon", relation(me.id, 0));
    await staff("POST", `/api/staff/submissions/${encodeURIComponent(sentBack)}/claim`);
    await staff("POST", `/api/staff/submissions/${encodeURIComponent(sentBack)}/changes`, { reason: "Please add a caption to each photo" });
    el = mount(`<pw-contribution-form lang="en" oid="${sentBack}"></pw-contribution-form>`);
    await until(() => q(el, "form"), 5000, "the form, editable again");
    const note = q(el, 'form [part="review"]');
    equal(note.querySelector("h3").textContent, "The editors asked for changes to this story");
    assert(note.textContent.includes("Editor's reason: Please add a caption to each photo"), note.textContent);
    await expectAccessible(el);
    // the caption asked for, then submit again with the keyboard
    qa(el, "textarea[name=caption]")[0].focus();
    await sendKeys({ type: "Noon at the harbour" });
    await until(() => q(el, '[part="save-status"]').textContent.startsWith("Saved"), 5000, "saved");
    q(el, '[part="submit"]').focus();
    await sendKeys({ press: "Enter" });
    await until(() => q(el, '[part="result"]'), 10000, "submitted again");
    equal(q(el, '[part="review"]').textContent, "Review: awaiting review");
    const queue = await staff("GET", `/api/staff/submissions/${encodeURIComponent(sentBack)}`);
    equal(queue.state, "submitted", "back in the review queue");
  });

  it("shows a server refusal (a file of another member) on the form; English; axe en", async () => {
    const el = mount(`<pw-contribution-form lang="en"></pw-contribution-form>`);
    await until(() => q(el, "form"), 5000, "form");
    equal(q(el, "h2").textContent, "New story");
    announce(relation(me.id + 1000, 0, { caption: "Not mine" }));
    await until(() => q(el, '[part="save-status"]').textContent === "Not saved", 5000, "refused");
    assert(q(el, '[part="error"]')?.textContent, "the refusal is shown on the photo list");
    await expectAccessible(el);
    // removing the file with the keyboard makes the draft valid again
    q(el, '[part="file"] button[aria-label="Remove photo 1"]').focus();
    await sendKeys({ press: "Enter" });
    await until(() => q(el, '[part="save-status"]').textContent.startsWith("Saved"), 5000, "saved after removal");
    await expectAccessible(el);
  });

  it("issue 20: a photo's licence, filled with the keyboard, is saved, comes back when the draft is reopened, and the approved story's photo carries it (en, axe)", async () => {
    const el = mount(`<pw-contribution-form lang="en"></pw-contribution-form>`);
    await until(() => q(el, "form"), 5000, "form");
    // a relation id of its own: this story is approved and published below
    announce(relation(me.id, 0, { relationId: "uplicence20000001", caption: "Licensed harbour at dawn" }));
    const group = await until(() => q(el, '[part="licence"]'), 3000, "the licence group");
    equal(group.querySelector("legend").textContent, "Licence of photo 1");
    // the server's defaults: editorial use only, no releases
    const checked = () => group.querySelector('input[type="radio"]:checked');
    equal(checked().value, "editorial");
    equal(checked().labels[0].textContent, "Editorial use only");
    equal(group.querySelector('select[name="modelRelease"]').value, "none");
    equal(group.querySelector('select[name="propertyRelease"]').value, "none");
    await expectAccessible(el);

    // royalty-free: the arrow keys move within the radio group (rights-managed, royalty-free, editorial)
    checked().focus();
    await sendKeys({ press: "ArrowUp" });
    await until(() => checked().value === "rf", 2000, "royalty-free chosen");
    group.querySelector('textarea[name="restrictionsZh"]').focus();
    await sendKeys({ type: "不得用于政治广告" });
    group.querySelector('textarea[name="restrictionsEn"]').focus();
    await sendKeys({ type: "No political advertising" });
    equal(group.querySelectorAll(".count")[1].textContent, "24 / 500 characters");
    group.querySelector('select[name="modelRelease"]').focus();
    await sendKeys({ press: "ArrowUp" });
    await until(() => group.querySelector('select[name="modelRelease"]').value === "released", 2000, "model release released");
    q(el, "select[name=subjectCode]").focus();
    await sendKeys({ press: "ArrowDown" });
    await until(() => q(el, '[part="save-status"]').textContent.startsWith("Saved"), 5000, "saved");

    const want = { type: "rf", restrictionsZh: "不得用于政治广告", restrictionsEn: "No political advertising", modelRelease: "released", propertyRelease: "none" };
    const oid = new URL(location.href).searchParams.get("oid");
    const stored = (await api(`guest/getPublicationContent?oid=${encodeURIComponent(oid)}`)).data.draft;
    sameLicence(stored.relationList[0].licence, want, "the saved draft");
    cleanup();

    // the draft reopened: the licence as it was left
    const again = mount(`<pw-contribution-form lang="en" oid="${oid}"></pw-contribution-form>`);
    const g2 = await until(() => q(again, '[part="licence"]'), 5000, "the reopened licence group");
    equal(g2.querySelector('input[type="radio"]:checked').value, "rf");
    equal(g2.querySelector('textarea[name="restrictionsZh"]').value, want.restrictionsZh);
    equal(g2.querySelector('textarea[name="restrictionsEn"]').value, want.restrictionsEn);
    equal(g2.querySelector('select[name="modelRelease"]').value, "released");
    equal(g2.querySelector('select[name="propertyRelease"]').value, "none");
    await expectAccessible(again);
    q(again, '[part="submit"]').focus();
    await sendKeys({ press: "Enter" });
    await until(() => q(again, '[part="result"]'), 10000, "submitted");

    // an editor approves it: the published photo carries the declared licence
    const approved = await staff("POST", `/api/staff/submissions/${encodeURIComponent(oid)}/approve`, { editions: ["zh", "en"] });
    assert(approved.storyId, JSON.stringify(approved));
    const rows = await staff("GET", `/api/staff/stories/${encodeURIComponent(approved.storyId)}/licences`);
    equal(rows.length, 1);
    sameLicence(rows[0].licence, want, "the approved story's photo");
  });
});
