import "/dist/esm/pw-staff-console.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, setValue, until } from "./helpers.js";

// <pw-staff-console>'s buying and licensing tabs (issue 20) against the real server (test/browser/server-plugin.mjs),
// logged in as the seeded editor (demo_editor / Editor2026): the settings (a bad value refused at its box, a change
// saved and audited), a pack created in the console and ordered by a member (ph_member) through the real API, its
// bank transfer confirmed (an amount that is not the price refused at the amount box) and another order cancelled,
// an organisation created with every seat taken explained, its members and grant, and a story's photo licence edited.
// Whatever a test changes that other files read (settings, the pack on sale, the buyer's grants, the organisation's
// members) is put back in its `finally`; the organisation's admin is org_admin, a member seeded for it (an admin
// keeps their seat: member-center-commerce.test.js uses demo_agent2 and demo_agent for its own), and
// dl_small (the download tests' member) is in it only before it has a grant, and leaves it.
// axe: the Chinese states the stories render (stories/StaffConsole.stories.tsx: settings and their problems, packs,
// orders, a mismatch, a paid order, the cancellation, organisations, every seat taken, the create form, licences) are
// checked in the Storybook stage; here axe runs on the English ones and the states only the real server gives.

const H = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const EDITOR = { code: "demo_editor", password: "Editor2026" };
const BUYER = { code: "ph_member", password: "Photo2026" };
/** the organisation's admin: seeded for this file (seed-browser.ts), so that no other member is left an admin for good */
const ORG_ADMIN = "org_admin";
const CONTRIBUTOR = { code: "demo_contributor", password: "Contrib2026" };

/** A call with the page's session: the envelope, with the HTTP status as `status`. */
async function call(method, path, body) {
  const res = await fetch(`/api/${path}`, { method, headers: H, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...(await res.json()) };
}
/** `call` that must succeed: its data. */
async function data(method, path, body) {
  const r = await call(method, path, body);
  if (r.code !== "success") throw new Error(`${method} ${path}: ${JSON.stringify(r)}`);
  return r.data;
}
/** A word of letters no other test wrote. */
const word = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
/** Runs `fn` logged in as `who`, then logs in as the editor again. */
async function as(who, fn) {
  await logout();
  newPage();
  await login(who.code, who.password);
  try {
    return await fn();
  } finally {
    await logout();
    newPage();
    await login(EDITOR.code, EDITOR.password);
  }
}

async function mountConsole(lang, attrs = "") {
  const el = mount(`<div lang="${lang}"><pw-staff-console rows="100" ${attrs}></pw-staff-console></div>`).firstElementChild;
  const sr = await until(() => el.shadowRoot?.querySelector("[role=tablist]") && el.shadowRoot, 8000, "the console");
  return { el, sr };
}
const tab = (sr, label) => [...sr.querySelectorAll("[role=tab]")].find((t) => t.textContent === label);
const toast = (sr) => sr.querySelector("[part=toast]")?.textContent ?? "";
const factOf = (root, term) => [...root.querySelectorAll(".fact")].find((f) => f.querySelector("dt").textContent === term)?.querySelector("dd").textContent;
/** The problem under a box (its aria-describedby's last id), "" when none. */
const problemOf = (sr, box) => (box.getAttribute("aria-invalid") === "true" ? sr.getElementById(box.getAttribute("aria-describedby").split(" ").at(-1))?.textContent : "");

/** A JPEG of random blocks (a picture no other test uploaded). */
async function jpeg(w = 160, h = 120) {
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
/** A new one-photo story: the demo contributor submits it through the real API, the editor approves it; its pcId. */
async function newStory(title) {
  if (!window.SparkMD5) {
    await new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = "/node_modules/spark-md5/spark-md5.js";
      s.onload = resolve;
      s.onerror = reject;
      document.head.append(s);
    });
  }
  const oid = await as(CONTRIBUTOR, async () => {
    const blob = await jpeg();
    const form = new FormData();
    const name = `${word()}.jpg`;
    form.append("md5", window.SparkMD5.ArrayBuffer.hash(await blob.arrayBuffer()));
    form.append("fileName", name);
    form.append("fileSize", String(blob.size));
    form.append("chunks", "1");
    form.append("chunk", "0");
    form.append("file", blob, name);
    const up = await (await fetch("/api/upload_file", { method: "POST", headers: { "x-requested-with": "XMLHttpRequest" }, body: form })).json();
    if (up.code !== "success" || !up.data.complete) throw new Error(`upload_file: ${JSON.stringify(up)}`);
    const { subjects } = await data("GET", "guest/getPublicationContent");
    const saved = await data("POST", "guest/addPublicationContent", {
      title,
      description: "Licence test.",
      keywords: ["licence"],
      subjectCode: subjects[0].code,
      shootingDate: "2026-11-20",
      relationList: [{ ...up.data.relation, caption: "Quay at dusk", byline: "Li Licence" }],
    });
    await data("POST", "guest/Contribute", { oid: saved.oid });
    return saved.oid;
  });
  await data("POST", `staff/submissions/${encodeURIComponent(oid)}/claim`, {});
  return (await data("POST", `staff/submissions/${encodeURIComponent(oid)}/approve`, { editions: ["zh", "en"] })).storyId;
}

describe("<pw-staff-console>: buying and licensing (issue 20)", () => {
  beforeEach(async () => {
    newPage();
    await login(EDITOR.code, EDITOR.password);
  });
  afterEach(async () => {
    cleanup();
    await logout();
    newPage();
  });

  it("settings (en): a value out of bounds is refused at its box and nothing is saved; a change is saved, said, and in the audit log", async function () {
    this.timeout(40_000);
    const before = await data("GET", "staff/settings");
    try {
      const { el, sr } = await mountConsole("en");
      // the tab by keyboard: End is the audit log, Left the organisations … the settings
      sr.querySelector("[role=tab][aria-selected=true]").focus();
      await sendKeys({ press: "End" });
      for (let i = 0; i < 4; i++) await sendKeys({ press: "ArrowLeft" });
      await until(() => sr.activeElement?.textContent === "Settings" && sr.activeElement.getAttribute("aria-selected") === "true", 3000, "Settings shown");
      const points = await until(() => sr.querySelector("input[name=pointsPerPhoto]"), 8000, "the settings");
      equal(points.value, String(before.pointsPerPhoto));
      equal(sr.querySelector('input[name="sizes.medium.longEdgePx"]').value, String(before.sizes.medium.longEdgePx));
      assert(!sr.querySelector('input[name="sizes.original.longEdgePx"]'), "the original keeps its own size");
      equal(sr.getElementById(points.getAttribute("aria-describedby")).textContent, "Points one photo of quota costs when bought with points, 1 to 100000");

      // out of bounds: refused at the box, nothing sent
      const minutes = sr.querySelector("input[name=downloadLinkMinutes]");
      await setValue(minutes, "0");
      sr.querySelector("[part=save-settings]").click();
      await until(() => problemOf(sr, minutes) === "At least 1", 3000, "the minutes refused");
      equal((await data("GET", "staff/settings")).downloadLinkMinutes, before.downloadLinkMinutes, "nothing saved");
      await expectAccessible(el);

      // a change: only it is saved; "Settings saved" in the live region; the box keeps the value saved
      await setValue(minutes, String(before.downloadLinkMinutes));
      points.focus();
      points.select();
      await sendKeys({ type: String(before.pointsPerPhoto + 1) });
      await sendKeys({ press: "Enter" });
      await until(() => toast(sr) === "Settings saved", 8000, "saved");
      equal(sr.querySelector("[part=toast]").getAttribute("role"), "status");
      const after = await data("GET", "staff/settings");
      equal(after.pointsPerPhoto, before.pointsPerPhoto + 1);
      equal(JSON.stringify({ ...after, pointsPerPhoto: before.pointsPerPhoto }), JSON.stringify(before), "nothing else changed");
      equal(points.value, String(before.pointsPerPhoto + 1));

      // the audit log: "Changed settings" first (the panel, opened earlier by the End key, shows its earlier rows until they are reloaded)
      tab(sr, "Audit log").click();
      const newest = () => [...(sr.querySelector("[part=audit-entry]")?.querySelectorAll("td") ?? [])].map((td) => td.textContent);
      const cells = await until(() => newest()[2] === "Changed settings" && newest(), 8000, "the audit log with the change");
      equal(cells.slice(1, 4).join("|"), `${EDITOR.code}|Changed settings|commerce`);
    } finally {
      const now = await data("GET", "staff/settings");
      if (now.pointsPerPhoto !== before.pointsPerPhoto) await data("PUT", "staff/settings", { pointsPerPhoto: before.pointsPerPhoto });
    }
  });

  it("packs and orders (zh): a pack created in the console; a member's order confirmed with the bank's reference (another amount refused); another cancelled", async function () {
    this.timeout(60_000);
    const name = `浏览器下载包 ${word()}`;
    const grantsBefore = (await data("GET", `staff/members?q=${BUYER.code}`)).page_data.find((m) => m.code === BUYER.code).grants.map((g) => g.id);
    let pack = null;
    try {
      let { el, sr } = await mountConsole("zh", 'panel="packs"');
      sr.querySelector("[part=new-pack]").click();
      const form = await until(() => sr.querySelector("[part=pack-form]"), 5000, "the pack form");
      await until(() => sr.activeElement === form.querySelector("h2"), 3000, "the form's heading focused");
      // a price with three decimals is refused at its box
      await setValue(form.querySelector("[part=pack-name-zh]"), name);
      await setValue(form.querySelector("[part=pack-name-en]"), `Browser pack ${name.slice(-8)}`);
      await setValue(form.querySelector("[part=pack-count]"), "3");
      const price = form.querySelector("[part=pack-price]");
      await setValue(price, "12.505");
      form.querySelector("[part=save-pack]").click();
      await until(() => problemOf(sr, price) === "请填写金额，如 1280.00（最多两位小数）", 3000, "the price refused");
      await setValue(price, "12.50");
      await setValue(form.querySelector("[part=pack-days]"), "30");
      form.querySelector("[part=save-pack]").click();
      await until(() => toast(sr) === `已新建下载包“${name}”`, 8000, "created");
      pack = (await data("GET", "staff/packs")).find((p) => p.nameZh === name);
      equal(JSON.stringify([pack.count, pack.priceCents, pack.currency, pack.validityDays, pack.active]), JSON.stringify([3, 1250, "CNY", 30, true]));
      const card = await until(() => [...sr.querySelectorAll("[part~=pack]")].find((c) => c.textContent.includes(name)), 3000, "the pack listed");
      equal(factOf(card, "价格"), "¥12.50");
      cleanup();

      // the member orders it twice (the real member API)
      const [first, second] = await as(BUYER, async () => [await data("POST", "commerce/orders", { packId: pack.id }), await data("POST", "commerce/orders", { packId: pack.id })]);
      equal(first.state, "pending");

      ({ el, sr } = await mountConsole("zh", 'panel="orders"'));
      const q = await until(() => sr.querySelector("[part=order-q]"), 5000, "the search");
      q.focus();
      await sendKeys({ type: first.number });
      await sendKeys({ press: "Enter" });
      const item = await until(() => {
        const items = [...sr.querySelectorAll("[part~=order]")];
        return items.length === 1 && items[0].textContent.includes(first.number) && items[0];
      }, 8000, "the order found");
      assert(item.textContent.includes("待付款") && item.textContent.includes("¥12.50"), item.textContent);
      item.querySelector("[part=open-order]").click();
      const detail = await until(() => sr.querySelector("[part=order-detail]"), 3000, "the order open");
      equal(detail.querySelector("h2").textContent, `订单 ${first.number}`);
      assert(factOf(detail, "会员").includes(BUYER.code), "the member");
      equal(factOf(detail, "金额"), "¥12.50");
      const invoice = new URL(detail.querySelector("[part=invoice-link]").href);
      equal(invoice.pathname, new URL(first.invoiceUrl, location.href).pathname);
      equal(invoice.searchParams.get("lang"), "zh");
      const page = await fetch(invoice.href, { headers: { "x-requested-with": "XMLHttpRequest" } });
      equal(page.status, 200, "the editor may open the invoice");
      assert((await page.text()).includes(first.number), "the invoice names the order");

      // the confirmation: the price first; another amount refused at its box, the order still pending
      detail.querySelector("[part=confirm-order]").click();
      const dialog = await until(() => sr.querySelector("dialog[open]"), 3000, "the dialog");
      const reference = dialog.querySelector("[part=confirm-reference]");
      const amount = dialog.querySelector("[part=confirm-amount]");
      await until(() => sr.activeElement === reference, 3000, "the reference focused");
      equal(amount.value, "12.50");
      const bankRef = `BOC${Date.now()}`;
      await sendKeys({ type: bankRef });
      await setValue(amount, "12.00");
      dialog.querySelector("[part=confirm-submit]").click();
      await until(() => problemOf(sr, amount) === "收到的金额与订单价格 ¥12.50 不符，请核对银行回单", 8000, "the mismatch at the amount");
      equal((await data("GET", `staff/orders?q=${first.number}`)).list[0].state, "pending");
      await expectAccessible(el);
      await setValue(amount, "12.50");
      dialog.querySelector("[part=confirm-submit]").click();
      await until(() => !sr.querySelector("dialog[open]") && detail.querySelector("[part=order-state-tag]").textContent === "已付款", 8000, "paid");
      await until(() => toast(sr) === `订单 ${first.number} 已付款，已加入 3 张下载额度`, 3000, "the toast");
      equal(factOf(detail, "银行流水号"), bankRef);
      assert(!detail.querySelector("[part=confirm-order]"), "paid: no more confirmation");
      const paid = (await data("GET", `staff/orders?q=${first.number}`)).list[0];
      equal(JSON.stringify([paid.state, paid.paymentReference, paid.grant?.remaining]), JSON.stringify(["paid", bankRef, 3]));
      // the same transfer confirmed again adds nothing (the server's idempotency): the order unchanged
      equal((await data("POST", `staff/orders/${first.number}/confirm`, { reference: bankRef, amountCents: 1250 })).grant.remaining, 3);

      // the second order: cancelled after asking (keeping it has the focus)
      await setValue(q, second.number);
      q.form.requestSubmit();
      const other = await until(() => [...sr.querySelectorAll("[part~=order]")].find((x) => x.textContent.includes(second.number)), 8000, "the second order");
      other.querySelector("[part=open-order]").click();
      const d2 = await until(() => sr.querySelector("[part=order-detail]")?.querySelector("h2").textContent === `订单 ${second.number}` && sr.querySelector("[part=order-detail]"), 3000, "open");
      d2.querySelector("[part=cancel-order]").click();
      const ask = await until(() => sr.querySelector("dialog[open][role=alertdialog]"), 3000, "asked");
      await until(() => sr.activeElement?.textContent === "保留订单", 3000, "keep focused");
      ask.querySelector("[part=cancel-confirm]").click();
      await until(() => d2.querySelector("[part=order-state-tag]").textContent === "已取消", 8000, "cancelled");
      equal((await data("GET", `staff/orders?q=${second.number}`)).list[0].state, "cancelled");
    } finally {
      if (pack) await data("PUT", `staff/packs/${pack.id}`, { ...pack, id: undefined, active: false });
      const now = (await data("GET", `staff/members?q=${BUYER.code}`)).page_data.find((m) => m.code === BUYER.code);
      for (const g of now.grants) if (!grantsBefore.includes(g.id) && !g.revokedAt) await call("POST", `staff/grants/${g.id}/revoke`);
    }
  });

  it("organisations (en): created; every seat taken explained; seats raised, a member added and removed; a grant given", async function () {
    this.timeout(40_000);
    const name = `Org ${word()}`;
    let orgId = null;
    try {
      const { el, sr } = await mountConsole("en", 'panel="organisations"');
      (await until(() => sr.querySelector("[part=new-organisation]"), 5000, "the panel")).click();
      const create = await until(() => sr.querySelector("[part=organisation-create]"), 3000, "the create form");
      create.querySelector("[part=create-organisation]").click();
      await until(() => create.querySelectorAll("[aria-invalid=true]").length === 3, 3000, "the empty form refused");
      equal(problemOf(sr, create.querySelector("[part=org-name]")), "Fill this in");
      await expectAccessible(el);
      await setValue(create.querySelector("[part=org-name]"), name);
      await setValue(create.querySelector("[part=org-seats]"), "1");
      await setValue(create.querySelector("[part=org-admin]"), ORG_ADMIN);
      create.querySelector("[part=create-organisation]").click();
      const d = await until(() => sr.querySelector("[part=organisation-detail]"), 8000, "created and open");
      equal(d.querySelector("h2").textContent, `Organisation: ${name}`);
      equal(factOf(d, "Seats"), "1 of 1 used");
      orgId = (await data("GET", "staff/organisations")).find((o) => o.name === name).id;

      // every seat taken: said at the box, with what to do
      const code = d.querySelector("[part=org-member-code]");
      await setValue(code, "dl_small");
      d.querySelector("[part=add-member]").click();
      await until(() => problemOf(sr, code) === "The organisation's only seat is taken: add seats first, or remove a member", 8000, "organisation_full explained");
      await expectAccessible(el);
      // an unknown code
      await setValue(code, `nobody_${word()}`);
      d.querySelector("[part=add-member]").click();
      await until(() => problemOf(sr, code) === "No member has this code", 8000, "unknown code");

      // more seats; then the member joins, and leaves
      const seats = d.querySelector("[part=organisation-edit] [part=org-seats]");
      await setValue(seats, "2");
      // a button clicked while the panel is busy does nothing: the seats' answer and the end of "busy" may be drawn a
      // render apart (the light build's Preact), so each click waits for its button to be usable, as a reader does
      await until(() => !d.querySelector("[part=save-organisation]").disabled, 8000, "save usable");
      d.querySelector("[part=save-organisation]").click();
      await until(() => factOf(d, "Seats") === "1 of 2 used", 8000, "two seats");
      await setValue(code, "dl_small");
      await until(() => !d.querySelector("[part=add-member]").disabled, 8000, "add usable");
      d.querySelector("[part=add-member]").click();
      const member = await until(() => [...d.querySelectorAll("[part=org-member]")].find((m) => m.textContent.includes("dl_small")), 8000, "the member added");
      // the list, the seats and the box are drawn from the answer in separate renders (under load they come a frame apart)
      await until(() => factOf(d, "Seats") === "2 of 2 used", 8000, "both seats used");
      await until(() => code.value === "", 8000, "the box emptied");
      member.querySelector("[part=remove-member]").click();
      await until(() => ![...d.querySelectorAll("[part=org-member]")].some((m) => m.textContent.includes("dl_small")), 8000, "removed");

      // a grant of the shared quota
      await setValue(d.querySelector("[part=org-grant-label]"), "Annual 2026");
      await setValue(d.querySelector("[part=org-grant-quota]"), "5");
      d.querySelector("[part=add-org-grant]").click();
      const grant = await until(() => d.querySelector("[part=org-grant]"), 8000, "the grant");
      assert(grant.textContent.includes("Annual 2026") && grant.textContent.includes("5 of 5 photos left"), grant.textContent);
      const org = (await data("GET", "staff/organisations")).find((o) => o.id === orgId);
      equal(JSON.stringify([org.seats, org.used, org.admin.code, org.grants.length]), JSON.stringify([2, 1, ORG_ADMIN, 1]));
      await expectAccessible(el);
      // revoked: no longer active, no revoke button left; the server agrees
      const revoke = grant.querySelector("[part=org-grant-revoke]");
      equal(revoke.getAttribute("aria-label"), "Revoke the grant to Annual 2026");
      revoke.click();
      await until(() => !d.querySelector("[part=org-grant-revoke]") && d.querySelector("[part=org-grant]").textContent.includes("Revoked"), 8000, "revoked");
      equal((await data("GET", "staff/organisations")).find((o) => o.id === orgId).grants[0].active, false);
    } finally {
      if (orgId !== null) {
        const org = (await data("GET", "staff/organisations")).find((o) => o.id === orgId);
        if (org.members.some((m) => m.code === "dl_small")) await call("DELETE", `staff/organisations/${orgId}/members/dl_small`);
      }
    }
  });

  it("licences (zh): a story's photo licence edited from the takedowns tab (too long refused at its box); saved and audited", async function () {
    this.timeout(60_000);
    const title = `Licence ${word()}`;
    const pcId = await newStory(title);
    const { el, sr } = await mountConsole("zh", 'panel="takedowns"');
    const box = await until(() => sr.querySelector("[part=story-q]"), 5000, "the search box");
    await setValue(box, pcId);
    box.form.requestSubmit();
    const card = await until(() => [...sr.querySelectorAll("[part=story]")].find((c) => c.textContent.includes(pcId)), 8000, "the story found");
    const open = card.querySelector("[part=licences]");
    equal(open.getAttribute("aria-label"), `编辑《${title}》的照片授权`);
    open.click();
    const editor = await until(() => sr.querySelector("[part=licence-editor]"), 5000, "the editor");
    await until(() => sr.activeElement === editor.querySelector("h2"), 3000, "its heading focused");
    equal(open.getAttribute("aria-expanded"), "true");
    const form = await until(() => editor.querySelector("[part=licence-form]"), 8000, "the photo's form");
    const before = (await data("GET", `staff/stories/${pcId}/licences`))[0];
    equal(form.querySelector(`input[type=radio][value=${before.licence.type}]`).checked, true);

    // too long: refused at its box, nothing sent
    const zh = form.querySelector("[part=restrictions-zh]");
    await setValue(zh, "长".repeat(501));
    form.querySelector("[part=save-licence]").click();
    await until(() => problemOf(sr, zh) === "最多 500 个字符", 3000, "too long");
    equal(JSON.stringify((await data("GET", `staff/stories/${pcId}/licences`))[0].licence), JSON.stringify(before.licence));

    // royalty-free (by keyboard), restrictions, the model release
    await setValue(zh, "不得用于烟草广告");
    await setValue(form.querySelector("[part=restrictions-en]"), "No tobacco advertising");
    const rf = form.querySelector("input[type=radio][value=rf]");
    rf.focus();
    await sendKeys({ press: "Space" });
    await until(() => rf.checked, 2000, "rf chosen");
    await setValue(form.querySelector("[part=model-release]"), "released");
    form.querySelector("[part=save-licence]").click();
    await until(() => toast(sr) === "照片 1 的授权已保存" && form.querySelector("[part=licence-saved]").textContent === "已保存", 8000, "saved");
    const saved = (await data("GET", `staff/stories/${pcId}/licences`))[0].licence;
    equal(JSON.stringify([saved.type, saved.restrictionsZh, saved.restrictionsEn, saved.modelRelease]), JSON.stringify(["rf", "不得用于烟草广告", "No tobacco advertising", "released"]));
    await expectAccessible(el);

    // the audit log reloads each time it is opened: wait for the change rather than take the rows first drawn
    tab(sr, "操作日志").click();
    const row = await until(() => sr.querySelector("[part=audit-entry]")?.querySelectorAll("td")[2].textContent === "修改照片授权" && sr.querySelector("[part=audit-entry]"), 8000, "the audit log with the change");
    equal([...row.querySelectorAll("td")][2].textContent, "修改照片授权");
  });
});
