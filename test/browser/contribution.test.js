/**
 * <pw-contribution-form> (uc1-new, issue 11) in Chromium against the real
 * server: files arrive as <pw-upload> announces them (pw-upload-complete)
 * and pre-fill the form, typing autosaves (status, stored on the server),
 * submit refuses a draft that is not ready with a message on the field, then
 * publishes it (searchable at once), api_tools_30 on a second submit,
 * keyboard only, axe in zh and en.
 */
import "/dist/esm/pw-contribution-form.js";
import { sendKeys } from "@web/test-runner-commands";
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
    equal(qa(el, ".files textarea")[1].value, "Gulls over the breakwater");

    // typing with the keyboard: the title, then a caption
    const title = q(el, 'input[name="title"]');
    title.focus();
    title.select();
    await sendKeys({ type: "Zhoushan harbour at dawn" });
    qa(el, ".files textarea")[1].focus();
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
    const link = q(el, '[part="story-link"]');
    equal(link.getAttribute("href"), detail.htmlUrl);
    assert(/^\/pw\/[\w-]+\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/.test(detail.htmlUrl), detail.htmlUrl);
    await expectAccessible(el);

    // a reader finds it by search at once
    const found = await api(`articles/search?text=${encodeURIComponent("Zhoushan")}`);
    assert(JSON.stringify(found).includes(detail.storyId), "the new story is found by search");
    // and it cannot be submitted again
    equal((await api("guest/Contribute", { oid })).code, "api_tools_30");
    equal((await api(`guest/getPublicationContent?oid=${encodeURIComponent(oid)}`)).data.draft.statusId, 13);
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
});
