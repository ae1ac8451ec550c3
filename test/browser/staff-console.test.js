import "/dist/esm/pw-staff-console.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, setValue, until } from "./helpers.js";

// <pw-staff-console> (issue 19 "A staff console") against the real server (test/browser/server-plugin.mjs):
// the page logs in as the seeded editor (demo_editor / Editor2026, "编辑小陈"); a submission is made through
// the real API by the demo contributor (an upload, a draft, guest/Contribute) before the editor reviews it.
// Refusals: a guest, a member and a customer-service agent (roles are separate).
// axe: the Chinese states a story renders (stories/StaffConsole.stories.tsx: the refusals, the queue with a
// submission open, a refused decision, takedowns with the dialog, applications, members, the audit log) are
// checked in the Storybook stage; here axe runs on the English ones and on the states only the real server gives.
// Over 400 lines, kept whole: the helpers that make a real submission (upload, draft, Contribute) serve every test.

const H = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const EDITOR = { code: "demo_editor", password: "Editor2026", name: "编辑小陈" };
const CONTRIBUTOR = { code: "demo_contributor", password: "Contrib2026" };

/** A call with the page's session: the envelope, with the HTTP status as `status`. */
async function call(method, path, body) {
  const res = await fetch(`/api/${path}`, { method, headers: H, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...(await res.json()) };
}
/** A word of letters no other test wrote (the search index takes it as one word). */
const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** spark-md5 (a UMD script: window.SparkMD5), loaded once. */
async function sparkMd5() {
  if (!window.SparkMD5) {
    await new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = "/node_modules/spark-md5/spark-md5.js";
      s.onload = resolve;
      s.onerror = reject;
      document.head.append(s);
    });
  }
  return window.SparkMD5;
}
/** A JPEG of random blocks (a picture no other test uploaded). */
async function jpeg(w = 240, h = 160) {
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  const g = c.getContext("2d");
  for (let x = 0; x < w; x += 16) {
    for (let y = 0; y < h; y += 16) {
      g.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 60% ${30 + Math.floor(Math.random() * 40)}%)`;
      g.fillRect(x, y, 16, 16);
    }
  }
  return new Promise((r) => c.toBlob(r, "image/jpeg", 0.9));
}
/** Uploads `blob` in one chunk as the logged-in contributor (POST /api/upload_file); its RelationDraftDto. */
async function upload(blob, fileName) {
  const md5 = (await sparkMd5()).ArrayBuffer.hash(await blob.arrayBuffer());
  const form = new FormData();
  form.append("md5", md5);
  form.append("fileName", fileName);
  form.append("fileSize", String(blob.size));
  form.append("chunks", "1");
  form.append("chunk", "0");
  form.append("file", blob, fileName);
  const res = await fetch("/api/upload_file", { method: "POST", headers: { "x-requested-with": "XMLHttpRequest" }, body: form });
  const body = await res.json();
  if (body.code !== "success" || !body.data.complete) throw new Error(`upload_file: ${JSON.stringify(body)}`);
  return body.data.relation;
}
/** The demo contributor submits a one-photo story titled `title` through the real API; returns its oid (the submission's). */
async function contributorSubmits(title) {
  await login(CONTRIBUTOR.code, CONTRIBUTOR.password);
  try {
    const rel = await upload(await jpeg(), `${word()}.jpg`);
    const { data } = await call("GET", "guest/getPublicationContent");
    const saved = await call("POST", "guest/addPublicationContent", {
      title,
      description: "Fishing boats return at dawn.",
      keywords: ["harbour"],
      subjectCode: data.subjects[0].code,
      shootingDate: "2026-11-20",
      relationList: [{ ...rel, caption: "Boats at dawn", byline: "Zhang Testbyline" }],
    });
    if (saved.code !== "success") throw new Error(`addPublicationContent: ${JSON.stringify(saved)}`);
    const sent = await call("POST", "guest/Contribute", { oid: saved.data.oid });
    if (sent.code !== "success") throw new Error(`Contribute: ${JSON.stringify(sent)}`);
    return saved.data.oid;
  } finally {
    await logout();
    newPage();
  }
}
/** Whether the public search for `text` answers something containing `needle` (a pcId, a title). */
async function searchFinds(text, needle) {
  const res = await fetch(`/api/articles/search?text=${encodeURIComponent(text)}`, { credentials: "omit", headers: H });
  return JSON.stringify(await res.json()).includes(needle);
}

async function mountConsole(lang = "zh", attrs = "") {
  const el = mount(`<div lang="${lang}"><pw-staff-console rows="100" ${attrs}></pw-staff-console></div>`).firstElementChild;
  const sr = await until(() => el.shadowRoot?.querySelector("[part=root]") && el.shadowRoot, 5000, "the console");
  return { el, sr };
}
const gateOf = (sr) => until(() => sr.querySelector("[part=gate]:not([aria-busy])"), 5000, "the refusal");
const tab = (sr, label) => [...sr.querySelectorAll("[role=tab]")].find((t) => t.textContent === label);
const button = (root, text) => [...root.querySelectorAll("button")].find((b) => b.textContent === text);
const toast = (sr) => sr.querySelector("[part=toast]")?.textContent ?? "";
const factOf = (root, term) => [...root.querySelectorAll(".fact")].find((f) => f.querySelector("dt").textContent === term)?.querySelector("dd").textContent;

describe("<pw-staff-console>", () => {
  beforeEach(() => newPage());
  afterEach(async () => {
    cleanup();
    await logout();
    newPage();
  });

  for (const lang of ["zh", "en"]) {
    const L = (zh, en) => (lang === "zh" ? zh : en);

    it(`${lang}: a guest sees the refusal with a link to the login page that comes back here`, async () => {
      const { el, sr } = await mountConsole(lang);
      const gate = await gateOf(sr);
      equal(sr.querySelector("[part=title]").textContent, L("编辑工作台", "Staff console"));
      equal(gate.querySelector("h2").textContent, L("请先登录", "Please log in"));
      const link = gate.querySelector("[part=login-link]");
      equal(link.textContent, L("登录编辑账号", "Log in as an editor"));
      const href = new URL(link.getAttribute("href"), location.href);
      equal(href.pathname, "/public_resource/public/html/login2.html");
      equal(href.searchParams.get("redirect"), location.pathname + location.search);
      assert(!sr.querySelector("[role=tablist]"), "no console");
      // axe: zh in the Storybook stage (StaffConsole story Guest); en only here
      if (lang === "en") await expectAccessible(el);
    });

    it(`${lang}: a member, and a customer-service agent, see "editors only" (roles are separate); the calls answer 403`, async () => {
      for (const [code, password] of [
        ["demo_member", "Member2026"],
        ["demo_agent", "Agent2026"],
      ]) {
        await login(code, password);
        const access = new Promise((r) => document.addEventListener("pw-staff-console-access", (e) => r(e.detail.access), { once: true }));
        const { el, sr } = await mountConsole(lang);
        const gate = await gateOf(sr);
        equal(await access, "forbidden");
        equal(gate.querySelector("h2").textContent, L("仅限编辑使用", "Editors only"));
        assert(!gate.querySelector("[part=login-link]"), "no login link for a logged-in member");
        assert(!sr.querySelector("[role=tablist]"), "no console");
        equal((await call("GET", "staff/submissions")).status, 403);
        equal((await call("POST", "staff/members/demo_member/quota", { delta: 5 })).status, 403);
        // axe: zh in the Storybook stage (StaffConsole story EditorsOnly); en only here
        if (lang === "en") await expectAccessible(el);
        cleanup();
        await logout();
        newPage();
      }
    });
  }

  it("reviews a contributor's submission: opening claims it; previews and metadata; a reason is required; a file credited to another photographer; approved in the chosen editions", async function () {
    this.timeout(60_000);
    const key = word();
    const title = `Harbour ${key}`;
    const oid = await contributorSubmits(title);
    equal(await searchFinds(key, title), false, "nothing public before review");

    await login(EDITOR.code, EDITOR.password);
    const actions = [];
    document.addEventListener("pw-staff-console-action", (e) => actions.push(e.detail));
    const { el, sr } = await mountConsole("zh");
    await until(() => sr.querySelector("[role=tablist]"), 5000, "the console");
    assert(sr.querySelector(".editor").textContent.includes(EDITOR.name), "who is logged in");
    equal(tab(sr, "审核队列").getAttribute("aria-selected"), "true");
    const item = await until(() => [...sr.querySelectorAll("[part~=submission]")].find((b) => b.querySelector(".item-title").textContent === title), 8000, "the submission in the queue");
    assert(item.textContent.includes("待审核"), item.textContent);

    // opening it claims it
    item.click();
    await until(() => sr.querySelector("[part=state]")?.textContent === "审核中", 8000, "claimed: in review");
    equal(item.getAttribute("aria-current"), "true");
    const detail = sr.querySelector("[part=detail]");
    equal(detail.querySelector("h2").textContent, title);
    equal(factOf(detail, "审核人"), EDITOR.code);
    equal(factOf(detail, "投稿人").includes(CONTRIBUTOR.code), true);
    const claimed = (await call("GET", `staff/submissions/${encodeURIComponent(oid)}`)).data;
    equal(claimed.state, "in_review");
    equal(claimed.reviewer, EDITOR.code);
    await until(() => actions.some((a) => a.action === "submission.claim" && a.target === oid), 3000, "the claim announced");

    // the file: its preview (loaded with the editor's session), its metadata, no similar archive photo
    const file = detail.querySelector("[part=file]");
    equal(file.querySelector("h4").textContent, "文件 1（照片）");
    const img = file.querySelector("[part=preview]");
    await until(() => img.complete && img.naturalWidth > 0, 8000, "the preview loaded");
    equal(img.getAttribute("alt"), "Boats at dawn");
    equal(factOf(file, "尺寸"), "240 × 160 像素");
    equal(factOf(file, "格式"), "JPG");
    equal(factOf(file, "署名"), "Zhang Testbyline");
    assert(file.textContent.includes("图库中没有相似图片"), "no similar archive photo for a new picture");

    // the decision: every edition checked at first; reject and ask for changes need a reason
    const boxes = [...detail.querySelectorAll("[part=approve-form] input[type=checkbox]")];
    equal(boxes.map((b) => `${b.value}:${b.checked}`).join(), "zh:true,en:true,ann:true");
    detail.querySelector("[part=reject]").click();
    await until(() => detail.querySelector("[part=reason]").getAttribute("aria-invalid") === "true", 3000, "the reason marked");
    const reason = detail.querySelector("[part=reason]");
    equal(sr.getElementById(reason.getAttribute("aria-describedby").split(" ")[1]).textContent, "请填写原因");
    equal((await call("GET", `staff/submissions/${encodeURIComponent(oid)}`)).data.state, "in_review", "nothing sent");
    await expectAccessible(el);

    // the file's "credit to" box (issue 19 "Credits"): the contributor's byline at first, named after its file;
    // emptied it is refused at the box and nothing is sent; then credited to another photographer by keyboard
    const credit = file.querySelector("input[part=credit]");
    equal(credit.value, "Zhang Testbyline");
    equal(
      credit
        .getAttribute("aria-labelledby")
        .split(" ")
        .map((id) => sr.getElementById(id).textContent)
        .join(" "),
      "署名给 文件 1（照片）",
    );
    assert(sr.getElementById(credit.getAttribute("aria-describedby")).textContent.includes("包括已认证的摄影师"), "the hint");
    credit.focus();
    credit.select();
    await sendKeys({ press: "Backspace" });
    await until(() => credit.value === "", 2000, "the credit emptied");
    detail.querySelector("[part=approve]").click();
    await until(() => credit.getAttribute("aria-invalid") === "true", 3000, "the credit marked");
    equal(sr.getElementById(credit.getAttribute("aria-describedby").split(" ")[1]).textContent, "请填写摄影师姓名");
    equal((await call("GET", `staff/submissions/${encodeURIComponent(oid)}`)).data.state, "in_review", "nothing sent");
    await expectAccessible(el);
    credit.focus();
    await sendKeys({ type: "Agency Staff Photographer" });
    await until(() => credit.value === "Agency Staff Photographer" && !credit.hasAttribute("aria-invalid"), 3000, "the credit typed, the problem gone");

    // approve in zh and en only (unchecked with the keyboard)
    boxes[2].focus();
    await sendKeys({ press: "Space" });
    await until(() => !boxes[2].checked, 2000, "ann unchecked");
    detail.querySelector("[part=approve]").click();
    await until(() => sr.querySelector("[part=state]")?.textContent === "已通过", 15_000, "approved");
    await until(() => toast(sr) === `《${title}》已批准并发布`, 3000, "the toast");
    const approved = (await call("GET", `staff/submissions/${encodeURIComponent(oid)}`)).data;
    equal(approved.state, "approved");
    equal(JSON.stringify(approved.editions), JSON.stringify(["zh", "en"]));
    assert(approved.storyId, "a story");
    const link = sr.querySelector("[part=story-link]");
    equal(link.getAttribute("href"), approved.htmlUrl);
    assert(!sr.querySelector("[part=decision]"), "decided: no decision any more");
    // it left the to-do list; the public search finds it
    await until(() => ![...sr.querySelectorAll("[part~=submission]")].some((b) => b.textContent.includes(title)), 3000, "gone from the queue");
    await until(() => searchFinds(key, approved.storyId), 8000, "the story found by search");
    assert(actions.some((a) => a.action === "submission.approve" && a.target === oid), "the approval announced");
    // the approval's audit entry has the credit (the only file, changed from the byline)
    const entry = (await call("GET", "staff/audit?rows=100")).data.page_data.find((a) => a.action === "submission.approve" && a.target === oid);
    equal(JSON.stringify(entry.detail.credits), JSON.stringify({ [claimed.files[0].relationId]: "Agency Staff Photographer" }));
  });

  it("takedown (en, keyboard): finds a story, withdraws it with a reason (required), restores it; the audit log shows both", async function () {
    this.timeout(60_000);
    const key = word();
    const title = `Pier ${key}`;
    const oid = await contributorSubmits(title);
    await login(EDITOR.code, EDITOR.password);
    await call("POST", `staff/submissions/${encodeURIComponent(oid)}/claim`);
    const approved = await call("POST", `staff/submissions/${encodeURIComponent(oid)}/approve`, { editions: ["zh", "en", "ann"] });
    equal(approved.code, "success");
    const pcId = approved.data.storyId;
    await until(() => searchFinds(key, pcId), 8000, "published");

    const { el, sr } = await mountConsole("en");
    const first = await until(() => sr.querySelector("[role=tab][aria-selected=true]"), 5000, "the tabs");
    equal(first.textContent, "Review queue");
    // the tabs by keyboard: arrows move and show the panel
    first.focus();
    await sendKeys({ press: "ArrowRight" });
    await until(() => sr.activeElement?.textContent === "Takedowns" && sr.activeElement.getAttribute("aria-selected") === "true", 3000, "Takedowns shown");
    const panel = sr.querySelector("[role=tabpanel]");
    equal(sr.getElementById(panel.getAttribute("aria-labelledby")).textContent, "Takedowns");

    // search by pcId
    const box = await until(() => sr.querySelector("[part=story-q]"), 5000, "the search box");
    box.focus();
    await sendKeys({ type: pcId });
    await sendKeys({ press: "Enter" });
    const card = await until(() => {
      const cards = [...sr.querySelectorAll("[part=story]")];
      return cards.length === 1 && cards[0].textContent.includes(pcId) && cards[0];
    }, 8000, "the story found");
    equal(card.querySelector(".card-title").textContent, title);

    // withdraw: the dialog asks for a reason first
    const withdraw = card.querySelector("[part=withdraw]");
    equal(withdraw.getAttribute("aria-label"), `Withdraw “${title}”`);
    withdraw.focus();
    await sendKeys({ press: "Enter" });
    const dialog = await until(() => sr.querySelector("dialog[open]"), 3000, "the dialog");
    equal(dialog.querySelector("h2").textContent, "Withdraw a story");
    const reason = dialog.querySelector("[part=withdraw-reason]");
    await until(() => sr.activeElement === reason, 3000, "the focus in the reason box");
    dialog.querySelector("[part=withdraw-confirm]").click();
    await until(() => reason.getAttribute("aria-invalid") === "true", 3000, "the reason marked");
    equal(dialog.querySelector(".field-error").textContent, "Enter a reason");
    await expectAccessible(el);
    await sendKeys({ type: "Rights dispute" });
    dialog.querySelector("[part=withdraw-confirm]").click();
    await until(() => !sr.querySelector("dialog[open]"), 8000, "withdrawn, the dialog closed");
    const line = await until(() => sr.querySelector("[part=story] .reason"), 3000, "the withdrawn line");
    assert(line.textContent.startsWith("Withdrawn ") && line.textContent.endsWith(`by ${EDITOR.code}: Rights dispute`), line.textContent);
    const found = (await call("GET", `staff/stories?q=${pcId}`)).data.page_data[0];
    equal(found.withdrawn.reason, "Rights dispute");
    await until(async () => !(await searchFinds(key, pcId)), 8000, "gone from search");
    await expectAccessible(el);

    // restore
    sr.querySelector("[part=story] [part=restore]").click();
    await until(() => sr.querySelector("[part=story] [part=withdraw]"), 8000, "restored");
    equal((await call("GET", `staff/stories?q=${pcId}`)).data.page_data[0].withdrawn, null);
    await until(() => searchFinds(key, pcId), 8000, "found by search again");

    // the audit log, newest first: the restore, then the withdrawal
    // (the log reloads each time it is opened: wait for the restore rather than take the rows first drawn)
    tab(sr, "Audit log").click();
    const cells = (r) => [...r.querySelectorAll("td")].map((td) => td.textContent);
    const rows = await until(() => {
      const all = [...sr.querySelectorAll("[part=audit-entry]")];
      return all.length >= 2 && cells(all[0])[2] === "Restored a story" && all;
    }, 8000, "the audit log with the restore");
    equal(cells(rows[0]).slice(1, 4).join("|"), `${EDITOR.code}|Restored a story|${pcId}`);
    equal(cells(rows[1]).slice(1, 4).join("|"), `${EDITOR.code}|Withdrew a story|${pcId}`);
    assert(!sr.querySelector("[part=audit] button, [part=audit] input"), "nothing in the log can be changed");
    await expectAccessible(el);
  });

  it("members (en): quota, an organisation grant and the agent role; one's own editor role cannot be taken", async function () {
    this.timeout(40_000);
    await login(EDITOR.code, EDITOR.password);
    const before = (await call("GET", "staff/members?q=demo_member")).data.page_data.find((m) => m.code === "demo_member");
    const label = `Org ${word()}`;
    try {
      const { el, sr } = await mountConsole("en", 'panel="members"');
      const q = await until(() => sr.querySelector("[part=member-q]"), 5000, "the search box");
      q.focus();
      await sendKeys({ type: "demo_member" });
      await sendKeys({ press: "Enter" });
      const card = await until(() => [...sr.querySelectorAll("[part~=member]")].find((c) => c.querySelector(".card-title").textContent === before.name), 8000, "the member");
      const manage = card.querySelector("[part=manage]");
      equal(manage.getAttribute("aria-expanded"), "false");
      manage.click();
      const d = await until(() => sr.querySelector("[part=member-detail]"), 3000, "the member opened");
      equal(manage.getAttribute("aria-expanded"), "true");
      equal(d.querySelector("h2").textContent, `Member: ${before.name}`);

      // the quota: a bad number is refused at the box; +3 is saved and the box empties
      const delta = d.querySelector("[part=delta]");
      await setValue(delta, "three");
      d.querySelector("[part=apply-quota]").click();
      await until(() => delta.getAttribute("aria-invalid") === "true", 3000, "refused");
      equal(sr.getElementById(`${delta.id}-err`).textContent, "Enter a whole number, such as 10 or -5");
      await setValue(delta, "+3");
      d.querySelector("[part=apply-quota]").click();
      // the box empties in the render after the one that shows the new quota
      await until(() => factOf(d, "Download quota") === `${before.downloadQuota + 3} photos` && delta.value === "", 5000, "the new quota, and the box emptied");
      equal((await call("GET", "staff/members?q=demo_member")).data.page_data.find((m) => m.code === "demo_member").downloadQuota, before.downloadQuota + 3);

      // a grant needs photos or days; then it is listed, active; revoked
      await setValue(d.querySelector("[part=grant-label]"), label);
      d.querySelector("[part=add-grant]").click();
      await until(() => d.querySelector("[part=grant-form] .field-error")?.textContent === "Give photos, days, or both", 3000, "photos or days asked");
      await setValue(d.querySelector("[part=grant-quota]"), "2");
      await setValue(d.querySelector("[part=grant-days]"), "30");
      d.querySelector("[part=add-grant]").click();
      const grant = await until(() => [...d.querySelectorAll("[part=grant]")].find((g) => g.textContent.includes(label)), 5000, "the grant listed");
      assert(grant.textContent.includes("2 of 2 photos left") && grant.textContent.includes("Active"), grant.textContent);
      await expectAccessible(el);
      grant.querySelector("[part=revoke]").click();
      await until(() => grant.textContent.includes("Revoked") && !grant.querySelector("[part=revoke]"), 5000, "revoked");

      // the agent role on and off (one call each)
      const agent = d.querySelector("[part=role-agent]");
      equal(agent.checked, before.agent);
      // saved, then shown (the box itself toggles as it is clicked, before any answer: Preact leaves it so until it renders)
      const agentSaved = async () => (await call("GET", "staff/members?q=demo_member")).data.page_data.find((m) => m.code === "demo_member").agent;
      agent.click();
      await until(async () => (await agentSaved()) === !before.agent, 5000, "the agent role saved");
      await until(() => agent.checked === !before.agent && !agent.disabled, 5000, "the agent role changed");
      agent.click();
      await until(async () => (await agentSaved()) === before.agent, 5000, "the agent role saved back");
      await until(() => agent.checked === before.agent && !agent.disabled, 5000, "the agent role back");

      // one's own editor role: disabled, with the reason
      manage.click();
      const q2 = sr.querySelector("[part=member-q]");
      await setValue(q2, EDITOR.code);
      q2.form.requestSubmit();
      const mine = await until(() => [...sr.querySelectorAll("[part~=member]")].find((c) => c.textContent.includes(EDITOR.code)), 8000, "the editor listed");
      mine.querySelector("[part=manage]").click();
      const own = await until(() => sr.querySelector("[part=member-detail] [part=role-editor]"), 3000, "the roles");
      assert(own.checked && own.disabled, "one's own editor role cannot be unticked");
      equal(sr.getElementById(own.getAttribute("aria-describedby")).textContent, "You cannot take your own editor role");
    } finally {
      const now = (await call("GET", "staff/members?q=demo_member")).data.page_data.find((m) => m.code === "demo_member");
      if (now.downloadQuota !== before.downloadQuota) await call("POST", "staff/members/demo_member/quota", { delta: before.downloadQuota - now.downloadQuota });
      if (now.agent !== before.agent) await call("POST", "staff/members/demo_member/roles", { agent: before.agent });
      for (const g of now.grants) if (g.label === label && !g.revokedAt) await call("POST", `staff/grants/${g.id}/revoke`);
    }
  });
});
