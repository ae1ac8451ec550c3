import "/dist/esm/pw-upload.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, until } from "./helpers.js";

// <pw-upload> against the real server (POST /api/upload_file): demo_contributor is nature 1, demo_member is not.
// axe: the Chinese guest gate is checked in the Storybook stage (stories/Upload.stories.tsx, Guest); here axe runs
// on the English notice and on the queues the real server produces.

/** A real JPEG drawn on a canvas, padded with random bytes to `size` (JPEG readers stop at the end marker). */
async function jpeg(name, size = 0, hue = Math.random() * 360) {
  const c = document.createElement("canvas");
  c.width = 320;
  c.height = 200;
  const ctx = c.getContext("2d");
  ctx.fillStyle = `hsl(${hue} 60% 50%)`;
  ctx.fillRect(0, 0, 320, 200);
  ctx.fillStyle = "#fff";
  ctx.fillText(`${name} ${Math.random()}`, 10, 100);
  const blob = await new Promise((r) => c.toBlob(r, "image/jpeg", 0.9));
  const parts = [blob];
  if (size > blob.size) {
    const pad = new Uint8Array(size - blob.size);
    for (let i = 0; i < pad.length; i += 65536) crypto.getRandomValues(pad.subarray(i, Math.min(pad.length, i + 65536)));
    parts.push(pad);
  }
  return new File(parts, name, { type: "image/jpeg", lastModified: Date.now() });
}

/** Picks `files` through the widget's file input, as the picker would. */
function pick(sr, files) {
  const input = sr.querySelector("input[type=file][multiple]");
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  input.files = dt.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const rows = (sr) => [...sr.querySelectorAll("li[part=file]")];
const row = (sr, name) => rows(sr).find((r) => r.querySelector("[part=name]").textContent === name);
const stateOf = (sr, name) => row(sr, name)?.dataset.state;

/**
 * Counts the widget's upload requests (XMLHttpRequest to /upload_file): sent, and ended (loadend: answered,
 * failed or aborted).
 */
function spyUploads() {
  const proto = XMLHttpRequest.prototype;
  const { open, send } = proto;
  const spy = {
    sent: 0,
    ended: 0,
    restore() {
      proto.open = open;
      proto.send = send;
    },
  };
  proto.open = function (method, url, ...rest) {
    this.pwUpload = String(url).includes("/upload_file");
    return open.call(this, method, url, ...rest);
  };
  proto.send = function (body) {
    if (this.pwUpload) {
      spy.sent++;
      this.addEventListener("loadend", () => spy.ended++);
    }
    return send.call(this, body);
  };
  return spy;
}

/** The queue the widget keeps for `member` (localforage: database photowire, store keyvaluepairs, key pw-upload:<code>). */
function keptQueue(member) {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open("photowire");
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains("keyvaluepairs")) {
        db.close();
        return resolve(undefined);
      }
      const get = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(`pw-upload:${member}`);
      get.onsuccess = get.onerror = () => {
        db.close();
        resolve(get.result);
      };
    };
  });
}

async function widget(lang = "zh") {
  const el = mount(`<div lang="${lang}"><pw-upload></pw-upload></div>`).firstElementChild;
  const sr = await until(() => el.shadowRoot?.querySelector("[part=pick], [part=gate]:not([aria-busy])") && el.shadowRoot, 5000, "widget");
  return { el, sr };
}

describe("<pw-upload>", function () {
  // hashing and sending tens of megabytes on a shared 2-core machine
  this.timeout(90_000);
  beforeEach(async () => {
    newPage();
    // empty the widgets' localforage store (database photowire, store keyvaluepairs) instead of deleting the
    // database: a deletion waits, blocked, for connections other test files' pages still hold, and so did the queue
    await new Promise((r) => {
      const req = indexedDB.open("photowire");
      req.onerror = () => r();
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains("keyvaluepairs")) {
          db.close();
          return r();
        }
        const tx = db.transaction("keyvaluepairs", "readwrite");
        tx.objectStore("keyvaluepairs").clear();
        tx.oncomplete = tx.onerror = () => {
          db.close();
          r();
        };
      };
    });
  });
  afterEach(async () => {
    cleanup();
    await logout();
    newPage();
  });

  it("a guest sees a login link and a member who is not a contributor a notice (zh, en; axe on the English notice)", async () => {
    let { el, sr } = await widget("zh");
    equal(sr.querySelector("[part=gate] p").textContent, "请先登录供稿会员账号再上传。");
    assert(sr.querySelector("[part=login]").getAttribute("href").includes("login2.html"), "login link");
    cleanup();
    await login("demo_member", "Member2026");
    newPage();
    ({ el, sr } = await widget("en"));
    equal(sr.querySelector("[part=gate] p").textContent, "Only contributors can upload stories.");
    await expectAccessible(el);
  });

  it("uploads two photos with per-file and total progress; each completes with its relation (pw-upload-complete)", async () => {
    await login("demo_contributor", "Contrib2026");
    const { el, sr } = await widget("zh");
    const done = [];
    const T0 = performance.now(); // for the timeline below
    el.addEventListener("pw-upload-complete", (ev) => done.push(ev.detail));
    equal(sr.querySelector("[part=limits]").textContent.startsWith("最多 50 个文件"), true, "limits shown");
    const a = await jpeg("harbour.jpg", 11 * 1024 * 1024);
    const b = await jpeg("street.jpg");
    pick(sr, [a, b]);
    await until(() => rows(sr).length === 2, 5000, "two rows");
    assert(sr.querySelector("[part=total-progress]"), "total progress bar");
    // the rows' states every 2 s, in the failure message: once in CI (81f308d) the two completions did not come within 75 s,
    // where they take about 3 s even on a loaded machine, and nothing said where the upload stood
    const seen = [];
    const watch = setInterval(() => {
      const states = rows(sr).map((r) => `${r.dataset.state} ${r.querySelector("[part=progress]")?.value} "${(r.textContent || "").trim().slice(-60)}"`);
      seen.push(`${Math.round(performance.now() - T0)} ms: ${states.join("; ")}`);
    }, 2000);
    try {
      await until(() => done.length === 2, 75000, "two completions");
    } catch (err) {
      throw new Error(`${err.message}; the rows: ${seen.join(" | ")}`);
    } finally {
      clearInterval(watch);
    }
    equal(stateOf(sr, "harbour.jpg"), "complete");
    equal(stateOf(sr, "street.jpg"), "complete");
    equal(Number(sr.querySelector("[part=total-progress]").value), 100);
    for (const r of rows(sr)) equal(Number(r.querySelector("[part=progress]").value), 100);
    const rel = done.find((d) => d.fileName === "street.jpg").relation;
    equal(rel.fileExt, "jpg");
    equal(rel.mediaType, 3);
    equal(rel.horizontal, 320);
    equal(rel.vertical, 200);
    assert(/^up[0-9a-f]{16}$/.test(rel.relationId), rel.relationId);
    // the owner's preview loads
    const pv = await fetch(rel.previewUrl, { headers: { "x-requested-with": "XMLHttpRequest" } });
    equal(pv.headers.get("content-type"), "image/jpeg");
    equal(sr.querySelector("[part=total] span").textContent, "总进度：2/2 个文件，100%");
    assert(sr.querySelector("[role=status]").textContent.endsWith("上传完成"), "announced");
    await expectAccessible(el);
  });

  it("pause keeps the file interrupted; resume finishes it; cancel stops another", async () => {
    await login("demo_contributor", "Contrib2026");
    const { sr } = await widget("en");
    const uploads = spyUploads();
    try {
      const big = await jpeg("big.jpg", 40 * 1024 * 1024);
      pick(sr, [big]);
      await until(() => ["progress", "queued"].includes(stateOf(sr, "big.jpg")), 20000, "started");
      row(sr, "big.jpg").querySelector("[part~=pause]").click();
      await until(() => stateOf(sr, "big.jpg") === "interrupt", 5000, "interrupt");
      equal(row(sr, "big.jpg").querySelector("[part=state]").textContent, "Paused");
      // every request in flight at the pause has ended (aborted, or answered just before): nothing is left that
      // could move the file on, so its state now is the one it keeps
      await until(() => uploads.ended === uploads.sent, 5000, "the requests in flight ended");
      equal(stateOf(sr, "big.jpg"), "interrupt", "stays paused");
    } finally {
      uploads.restore();
    }
    const resume = row(sr, "big.jpg").querySelector("[part~=resume]");
    equal(resume.getAttribute("aria-label"), "Resume: big.jpg");
    resume.click();
    await until(() => stateOf(sr, "big.jpg") === "complete", 30000, "complete after resume");
    const other = await jpeg("other.jpg", 20 * 1024 * 1024);
    pick(sr, [other]);
    await until(() => row(sr, "other.jpg"), 5000, "row");
    row(sr, "other.jpg").querySelector("[part~=cancel]").click();
    await until(() => stateOf(sr, "other.jpg") === "cancelled", 5000, "cancelled");
    equal(row(sr, "other.jpg").querySelector("[part=state]").textContent, "Cancelled");
    row(sr, "other.jpg").querySelector("[part~=remove]").click();
    await until(() => !row(sr, "other.jpg"), 5000, "removed");
  });

  it("an executable is invalid (Q_TYPE_DENIED) by its type in the browser and, renamed to .jpg, by the server's sniffing; a duplicate is F_DUPLICATE", async () => {
    await login("demo_contributor", "Contrib2026");
    const { el, sr } = await widget("zh");
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])], "setup.exe", { type: "application/x-msdownload" });
    const renamed = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(7)])], "holiday.jpg", { type: "image/jpeg" });
    const photo = await jpeg("twice.jpg");
    pick(sr, [exe, renamed, photo, photo]);
    await until(() => stateOf(sr, "holiday.jpg") === "invalid", 10000, "server refusal");
    equal(stateOf(sr, "setup.exe"), "invalid");
    equal(row(sr, "setup.exe").querySelector("[part=error]").textContent, "不支持的文件类型（Q_TYPE_DENIED）");
    assert(row(sr, "holiday.jpg").querySelector("[part=error]").textContent.includes("（Q_TYPE_DENIED）"), "server code shown");
    const twice = rows(sr).filter((r) => r.querySelector("[part=name]").textContent === "twice.jpg");
    equal(twice.length, 2);
    equal(twice[1].dataset.state, "invalid");
    equal(twice[1].querySelector("[part=error]").textContent, "该文件已在上传列表中（F_DUPLICATE）");
    await expectAccessible(el);
  });

  it("works from the keyboard: Tab from the pick button reaches the web-size checkbox, Space ticks it; row buttons are named", async () => {
    await login("demo_contributor", "Contrib2026");
    const { el, sr } = await widget("en");
    const pickBtn = sr.querySelector("[part=pick]");
    pickBtn.focus();
    equal(sr.activeElement, pickBtn);
    await sendKeys({ press: "Tab" });
    const box = sr.querySelector("[part=web-size] input");
    equal(sr.activeElement, box, "checkbox focused");
    await sendKeys({ press: "Space" });
    equal(box.checked, true);
    const f = await jpeg("keys.jpg", 12 * 1024 * 1024);
    pick(sr, [f]);
    await until(() => stateOf(sr, "keys.jpg") === "complete", 30000, "complete");
    // web size: the photo was compressed before upload (much smaller than picked)
    assert(!row(sr, "keys.jpg").querySelector("[part=size]").textContent.startsWith("12"), row(sr, "keys.jpg").querySelector("[part=size]").textContent);
    const remove = row(sr, "keys.jpg").querySelector("[part~=remove]");
    remove.focus();
    await sendKeys({ press: "Enter" });
    await until(() => !row(sr, "keys.jpg"), 5000, "removed by keyboard");
    await expectAccessible(el);
  });

  it("after a reload the unfinished file shows interrupt and asks for the same file, then resumes from the server's chunks", async () => {
    await login("demo_contributor", "Contrib2026");
    let { sr } = await widget("zh");
    const f = await jpeg("reload.jpg", 30 * 1024 * 1024);
    pick(sr, [f]);
    await until(() => stateOf(sr, "reload.jpg") === "progress", 20000, "progress");
    row(sr, "reload.jpg").querySelector("[part~=pause]").click();
    // the queue is kept with the file interrupted
    await until(async () => (await keptQueue("demo_contributor"))?.find((e) => e.name === "reload.jpg")?.state === "interrupt", 5000, "the queue kept");
    cleanup(); // "reload": a fresh element reads the kept queue
    newPage();
    ({ sr } = await widget("zh"));
    await until(() => stateOf(sr, "reload.jpg") === "interrupt", 5000, "restored");
    equal(row(sr, "reload.jpg").querySelector("[part=state]").textContent, "已中断：请重新选择同一个文件以继续上传");
    assert(row(sr, "reload.jpg").querySelector("[part~=repick]"), "repick button");
    pick(sr, [f]);
    await until(() => stateOf(sr, "reload.jpg") === "complete", 30000, "complete after re-pick");
    equal(rows(sr).length, 1);
  });
});
