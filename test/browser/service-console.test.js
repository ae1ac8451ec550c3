import "/dist/esm/pw-service-console.js";
import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, setValue, until } from "./helpers.js";

// <pw-service-console> against the real server (test/browser/server-plugin.mjs): the page logs in as a
// seeded agent (README: demo_agent / Agent2026 "客服小周", demo_agent2 "Service Lin"); readers are guests
// talking through the real API without the page's cookie (credentials: "omit"); realtime on the dev
// server's own origin.
// axe: the Chinese states a story renders (stories/ServiceConsole.stories.tsx: the refusals, the list, an
// open conversation, the working-hours problems) are checked in the Storybook stage; here axe runs on
// the English ones and on the states no story shows.

const H = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const AGENT = { code: "demo_agent", password: "Agent2026", name: "客服小周" };
const AGENT2 = { code: "demo_agent2", name: "Service Lin" };
let seq = 0;
/** A text no other test wrote. */
const unique = (s) => `${s} #${Date.now().toString(36)}${++seq}`;

/** A guest reader writes to customer service (no session cookie); returns its tempCustomId and the stored message. */
async function readerSays(content, tempCustomId) {
  if (!tempCustomId) {
    const r = await fetch("/api/guest/tempCustomId", { credentials: "omit", headers: H });
    tempCustomId = (await r.json()).data.tempCustomId;
  }
  const res = await fetch("/api/guest/onlineService", { method: "POST", credentials: "omit", headers: H, body: JSON.stringify({ content, tempCustomId, clientId: crypto.randomUUID() }) });
  const body = await res.json();
  if (body.code !== "success") throw new Error(`onlineService: ${JSON.stringify(body)}`);
  return { tempCustomId, message: body.data };
}
/** The reader's side of the conversation (as its chat panel would read it). */
async function readerHistory(tempCustomId) {
  const res = await fetch(`/api/guest/getOnlineServerMsgRecord?tempCustomId=${encodeURIComponent(tempCustomId)}&rows=50`, { credentials: "omit", headers: H });
  return (await res.json()).data.list;
}
/** An agent call with the page's session. */
async function agentCall(method, path, body) {
  const res = await fetch(`/api/service/${path}`, { method, headers: H, body: body ? JSON.stringify(body) : undefined });
  return (await res.json()).data;
}

async function mountConsole(lang = "zh") {
  const el = mount(`<div lang="${lang}"><pw-service-console></pw-service-console></div>`).firstElementChild;
  const sr = await until(() => el.shadowRoot?.querySelector("[part=root]") && el.shadowRoot, 5000, "the console");
  return { el, sr };
}
const ready = (sr) => until(() => sr.querySelector("[part=list], [part=list-state]:not([role=status])"), 8000, "the list");
const options = (sr) => [...sr.querySelectorAll("[role=option]")];
const optionWith = (sr, text) => options(sr).find((o) => o.textContent.includes(text));
/** A guest's name in the console ("访客 5f0c2a"), from its tempCustomId. */
const guestName = (id, lang = "zh") => `${lang === "zh" ? "访客" : "Guest"} ${id.replace(/^g_/, "").slice(0, 6)}`;
const optionOf = (sr, id, lang = "zh") => options(sr).find((o) => o.querySelector(".c-name")?.textContent === guestName(id, lang));
const waitOption = (sr, text) => until(() => optionWith(sr, text), 8000, `a conversation showing "${text}"`);
const texts = (sr, part) => [...sr.querySelectorAll(`[part=${part}] li`)].map((li) => li.querySelector(".text")?.textContent ?? "");
const allTexts = (sr) => [...texts(sr, "history"), ...texts(sr, "live")];
const threadReady = (sr) => until(() => sr.querySelector("[part=history]"), 8000, "the conversation");
const input = (sr) => sr.querySelector("[part=input]");
const toast = (sr) => sr.querySelector("[part=toast]")?.textContent ?? "";
/** Opens the conversation whose entry shows `text` (a click). */
async function open(sr, text) {
  const o = await waitOption(sr, text);
  o.click();
  await threadReady(sr);
  await until(() => allTexts(sr).includes(text), 8000, `"${text}" in the conversation`);
}
/** Presses Tab (Shift+Tab when `back`) until the focused element in the shadow root matches `test` (at most `max` presses). */
async function tabTo(sr, test, what, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (back) await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Tab" });
    if (back) await sendKeys({ up: "Shift" });
    const a = sr.activeElement;
    if (a && test(a)) return a;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** A small PNG made by a canvas. */
async function png(w = 40, h = 30, color = "#c33") {
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  const g = c.getContext("2d");
  g.fillStyle = color;
  g.fillRect(0, 0, w, h);
  return new Promise((r) => c.toBlob(r, "image/png"));
}
/** Picks `files` in a file input as the file dialog would. */
function pick(input, files) {
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  input.files = dt.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}
/** Waits until an image has loaded (its URL answered with an image). */
const loaded = (img) => until(() => img.complete && img.naturalWidth > 0, 8000, `image ${img.src} loaded`);

describe("<pw-service-console>", () => {
  beforeEach(() => newPage());
  afterEach(async () => {
    cleanup();
    await logout();
    newPage();
  });

  for (const lang of ["zh", "en"]) {
    const L = (zh, en) => (lang === "zh" ? zh : en);

    it(`${lang}: a guest sees the refusal with a link to the login page that comes back here (and loads no realtime code)`, async () => {
      const before = performance.getEntriesByType("resource").length;
      const { el, sr } = await mountConsole(lang);
      const gate = await until(() => sr.querySelector("[part=gate]:not([aria-busy])"), 5000, "the refusal");
      equal(gate.querySelector("h2").textContent, L("请先登录", "Please log in"));
      const link = gate.querySelector("[part=login-link]");
      equal(link.textContent, L("登录客服账号", "Log in as an agent"));
      const href = new URL(link.getAttribute("href"), location.href);
      equal(href.pathname, "/public_resource/public/html/login2.html");
      equal(href.searchParams.get("redirect"), location.pathname + location.search);
      assert(!sr.querySelector("[role=listbox]"), "no conversations");
      // axe: zh in the Storybook stage (ServiceConsole story Guest); en only here
      if (lang === "en") await expectAccessible(el);
      const loaded = performance.getEntriesByType("resource").slice(before).map((e) => e.name);
      assert(!loaded.some((u) => /socket\.io|\/chunks\/realtime-/.test(u)), `no socket, no socket.io-client: ${loaded.join()}`);
    });

    it(`${lang}: a member without the agent role sees "agents only"`, async () => {
      await login("demo_member", "Member2026");
      const { el, sr } = await mountConsole(lang);
      const gate = await until(() => sr.querySelector("[part=gate]:not([aria-busy])"), 5000, "the refusal");
      equal(gate.querySelector("h2").textContent, L("仅限客服人员使用", "Agents only"));
      assert(!gate.querySelector("[part=login-link]"), "no login link for a logged-in member");
      assert(!sr.querySelector("[role=listbox]"), "no conversations");
      const denied = await fetch("/api/service/conversations", { headers: H });
      equal(denied.status, 403);
      // axe: zh in the Storybook stage (ServiceConsole story AgentsOnly); en only here
      if (lang === "en") await expectAccessible(el);
    });
  }

  it("an agent sees a conversation a reader started, with its unread count and waiting time; opening it marks it read", async () => {
    const text = unique("您好，我想咨询图片授权");
    const { tempCustomId } = await readerSays(text);
    await login(AGENT.code, AGENT.password);
    const { el, sr } = await mountConsole("zh");
    await ready(sr);
    equal(sr.querySelector("[part=title]").textContent, "客服工作台");
    assert(sr.querySelector(".agent").textContent.includes(AGENT.name), "who is logged in");
    const o = await waitOption(sr, text);
    assert(o.textContent.includes(`访客 ${tempCustomId.replace(/^g_/, "").slice(0, 6)}`), o.textContent);
    equal(o.querySelector("[part=unread] .sr-only").textContent, "1 条未读");
    assert(/^已等待 /.test(o.querySelector("[part=waiting]").textContent), o.querySelector("[part=waiting]").textContent);
    equal(o.getAttribute("aria-selected"), "false");
    o.click();
    await threadReady(sr);
    equal(optionWith(sr, text).getAttribute("aria-selected"), "true");
    equal(sr.querySelector("[part=thread-title]").textContent, `访客 ${tempCustomId.replace(/^g_/, "").slice(0, 6)}`);
    assert(texts(sr, "history").includes(text), "the reader's message in the history");
    // read while shown: the badge goes, the server agrees
    await until(() => !optionWith(sr, text).querySelector("[part=unread]"), 5000, "the unread badge gone");
    const list = await agentCall("GET", "conversations?status=all&rows=100");
    equal(list.list.find((c) => c.customerId === tempCustomId).unreadCount, 0);
  });

  it("replies (Enter sends; the reader gets it once), uses a quick reply, assigns and closes", async () => {
    const text = unique("能开发票吗？");
    const { tempCustomId } = await readerSays(text);
    await login(AGENT.code, AGENT.password);
    const { el, sr } = await mountConsole("zh");
    await ready(sr);
    await open(sr, text);

    // a reply by Enter
    const reply = unique("可以的，请提供开票信息。");
    input(sr).focus();
    await sendKeys({ type: reply });
    await sendKeys({ press: "Enter" });
    await until(() => texts(sr, "live").includes(reply), 8000, "the reply in the live log");
    // (the realtime echo may come before the call's answer, which empties the box)
    await until(() => input(sr).value === "", 5000, "the box emptied");
    assert(sr.querySelector("[part=live]").getAttribute("role") === "log", "the live part is a log");
    equal(allTexts(sr).filter((t) => t === reply).length, 1, "shown once (answer and realtime echo are one)");
    let hist = await readerHistory(tempCustomId);
    equal(hist.filter((m) => m.content === reply && m.senderFlag === 1).length, 1, "stored once, the reader has it");
    // answered: nobody waits any more
    await until(() => !optionOf(sr, tempCustomId)?.querySelector("[part=waiting]"), 5000, "no waiting time after the answer");

    // a quick reply: add one, insert it, send it
    const quick = unique("请稍候，正在为您查询。");
    const details = sr.querySelector("[part=quick-replies]");
    details.querySelector("summary").click();
    assert(details.open, "quick replies opened");
    const box = details.querySelector("[part=quick-new]");
    box.focus();
    await sendKeys({ type: quick });
    details.querySelector("[part=quick-add]").click();
    const item = await until(() => [...details.querySelectorAll("[part=quick-reply]")].find((li) => li.textContent.includes(quick)), 5000, "the new quick reply");
    // the list shows the new reply in the store's render; the box is emptied in the form's own render right after
    await until(() => box.value === "", 3000, "the new-reply box emptied");
    item.querySelector("[part=quick-insert]").click();
    await until(() => input(sr).value === quick, 3000, "inserted into the reply box");
    equal(sr.activeElement, input(sr), "the focus goes to the reply box");
    await sendKeys({ press: "Enter" });
    await until(() => texts(sr, "live").includes(quick), 8000, "the quick reply sent");
    hist = await readerHistory(tempCustomId);
    assert(hist.some((m) => m.content === quick && m.senderFlag === 1), "the reader has the quick reply");
    // edit and delete it (the deletion asks first)
    const edited = `${quick}（已改）`;
    [...item.querySelectorAll("button")].find((b) => b.textContent === "编辑").click();
    const editBox = await until(() => item.querySelector("textarea"), 3000, "the edit box");
    editBox.focus();
    editBox.setSelectionRange(editBox.value.length, editBox.value.length);
    await sendKeys({ type: "（已改）" });
    [...item.querySelectorAll("button")].find((b) => b.textContent === "保存").click();
    await until(() => item.querySelector(".quick-text")?.textContent === edited, 5000, "the quick reply changed");
    [...item.querySelectorAll("button")].find((b) => b.textContent === "删除").click();
    const confirm = await until(() => sr.querySelector("dialog[open][role=alertdialog]"), 3000, "the confirmation");
    assert(confirm.textContent.includes(edited), "the confirmation names the quick reply");
    await expectAccessible(el);
    [...confirm.querySelectorAll("button")].find((b) => b.textContent === "删除").click();
    await until(() => ![...details.querySelectorAll("[part=quick-reply]")].some((li) => li.textContent.includes(quick)), 5000, "deleted");
    assert(!(await agentCall("GET", "quick_replies")).some((q) => q.content.startsWith(quick)), "deleted on the server");

    // assignment: to another agent, then to me
    const select = sr.querySelector("[part=assign-select]");
    select.value = AGENT2.code;
    sr.querySelector("[part=assign]").click();
    await until(() => sr.querySelector(".thread-meta").textContent.includes(`负责人：${AGENT2.name}`), 5000, "assigned to the other agent");
    assert(optionOf(sr, tempCustomId).textContent.includes(`${AGENT2.name} 负责`), "the list says who has it");
    await until(() => !sr.querySelector("[part=assign-me]").disabled, 3000, "assign-me enabled");
    sr.querySelector("[part=assign-me]").click();
    await until(() => sr.querySelector(".thread-meta").textContent.includes(`负责人：${AGENT.name}`), 5000, "assigned to me");
    assert(sr.querySelector("[part=assign-me]").disabled, "already mine");
    // the "mine" filter lists it
    sr.querySelector("input[type=radio][value=mine]").click();
    await until(() => optionOf(sr, tempCustomId), 5000, "listed under mine");

    // closing: it leaves the open lists, stays on screen, and is under "closed"
    await until(() => !sr.querySelector("[part=close-conversation]").disabled, 3000, "close enabled");
    sr.querySelector("[part=close-conversation]").click();
    await until(() => sr.querySelector(".thread-meta .state").textContent === "已关闭", 5000, "closed");
    await until(() => !optionOf(sr, tempCustomId), 5000, "gone from the list");
    assert(sr.querySelector("[part=close-conversation]").disabled, "cannot close twice");
    sr.querySelector("input[type=radio][value=closed]").click();
    await until(() => optionOf(sr, tempCustomId), 5000, "listed under closed");
    const c = (await agentCall("GET", "conversations?status=closed&rows=100")).list.find((x) => x.customerId === tempCustomId);
    equal(c.status, "closed");
    equal(c.assignedTo, AGENT.code);
    await expectAccessible(el);
  });

  it("live: a new reader appears with its unread count; a new message of the open conversation is announced in the log, once", async () => {
    await login(AGENT.code, AGENT.password);
    const first = unique("第一个问题");
    const { tempCustomId } = await readerSays(first);
    const { sr } = await mountConsole("zh");
    await ready(sr);
    await open(sr, first);
    await until(() => !sr.querySelector("[part=status]"), 8000, "connected");
    // another reader writes: its conversation comes into the list by itself
    const other = unique("新访客来了");
    const o2 = await readerSays(other);
    const o = await until(() => optionOf(sr, o2.tempCustomId), 8000, "the new reader").catch((e) => {
      throw new Error(`${e.message} (list: ${options(sr).map((x) => x.querySelector(".c-name").textContent).join()}; status: ${sr.querySelector("[part=status]")?.textContent ?? "connected"})`);
    });
    await until(() => o.querySelector("[part=unread]"), 5000, "its unread badge");
    // the open conversation's reader writes again: into the live log (announced), not the history
    const again = unique("还在吗？");
    await readerSays(again, tempCustomId);
    await until(() => texts(sr, "live").includes(again), 8000, "the new message in the live log");
    const log = sr.querySelector("[part=live]");
    equal(log.getAttribute("role"), "log");
    equal(log.getAttribute("aria-live"), "polite");
    assert(!texts(sr, "live").includes(first), "the history is not in the log");
    assert(!sr.querySelector("[part=history]").closest("[aria-live]"), "the history is outside every live region");
    equal(allTexts(sr).filter((t) => t === again).length, 1);
    // shown, so read
    await until(async () => (await agentCall("GET", "conversations?status=all&rows=100")).list.find((c) => c.customerId === tempCustomId).unreadCount === 0, 5000, "read on the server");
  });

  it("after a dropped connection, what a reader wrote meanwhile is fetched (afterId), once", async () => {
    await login(AGENT.code, AGENT.password);
    const first = unique("断线前");
    const { tempCustomId } = await readerSays(first);
    const { sr } = await mountConsole("zh");
    await ready(sr);
    await open(sr, first);
    await until(() => !sr.querySelector("[part=status]"), 8000, "connected");
    const missed = unique("断线时发的");
    const before = performance.getEntriesByType("resource").length;
    const r = await executeServerCommand("pw-chat-agent", { action: "drop-agents-and-say", tempCustomId, content: missed });
    assert(r.dropped >= 1, `dropped ${r.dropped}`);
    await until(() => texts(sr, "live").includes(missed), 15_000, "the missed message");
    equal(allTexts(sr).filter((t) => t === missed).length, 1, "once");
    const calls = performance.getEntriesByType("resource").slice(before).map((e) => e.name);
    assert(calls.some((u) => /\/messages\?.*afterId=/.test(u)), `caught up by afterId: ${calls.join()}`);
  });

  it("images: a reader's image is shown from its URL; the agent sends one (one file, by content, at most 5 MB)", async () => {
    const text = unique("请看截图");
    const { tempCustomId } = await readerSays(text);
    const form = new FormData();
    form.append("tempCustomId", tempCustomId);
    form.append("clientId", crypto.randomUUID());
    form.append("file", await png(60, 40), "screen.png");
    const up = await (await fetch("/api/message/send_file_message_to_server", { method: "POST", credentials: "omit", headers: { "x-requested-with": "XMLHttpRequest" }, body: form })).json();
    equal(up.code, "success");
    await login(AGENT.code, AGENT.password);
    const { el, sr } = await mountConsole("en");
    await ready(sr);
    await until(() => optionOf(sr, tempCustomId, "en"), 8000, "the conversation");
    equal(optionOf(sr, tempCustomId, "en").querySelector(".c-preview").textContent, "[Image]");
    optionOf(sr, tempCustomId, "en").click();
    const readerImg = await until(() => sr.querySelector("[part=history] [part~=reader] img[part=image]"), 8000, "the reader's image");
    assert(new URL(readerImg.src).pathname.startsWith("/api/message/file/"), readerImg.src);
    equal(readerImg.alt, "Image");
    await loaded(readerImg);
    equal(readerImg.naturalWidth, 60);
    // refusals: two files, a fake image, too big
    const fileInput = sr.querySelector("[part=composer] input[type=file]");
    pick(fileInput, [new File([await png()], "a.png"), new File([await png()], "b.png")]);
    await until(() => sr.querySelector("[part=alert]")?.textContent === "Send one image at a time", 3000, "one at a time");
    pick(fileInput, [new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.png", { type: "image/png" })]);
    await until(() => sr.querySelector("[part=alert]")?.textContent === "Only gif, jpg, jpeg, bmp and png images can be sent", 3000, "by content");
    pick(fileInput, [new File([new Uint8Array(5_242_881)], "big.png", { type: "image/png" })]);
    await until(() => sr.querySelector("[part=alert]")?.textContent === "Images can be at most 5 MB", 3000, "size");
    // a good one: preview, then sent
    pick(fileInput, [new File([await png(80, 50, "#36c")], "answer.png", { type: "image/png" })]);
    const preview = await until(() => sr.querySelector("[part=preview]"), 3000, "the preview");
    assert(preview.textContent.includes("answer.png"), preview.textContent);
    assert(!sr.querySelector("[part=alert]"), "no alert");
    await expectAccessible(el);
    preview.querySelector("[part=send-image]").click();
    const mine = await until(() => sr.querySelector("[part=live] [part~=service] img[part=image]"), 8000, "the agent's image in the live log");
    await loaded(mine);
    equal(mine.naturalWidth, 80);
    await until(() => !sr.querySelector("[part=preview]"), 3000, "the preview is gone");
    const hist = await readerHistory(tempCustomId);
    const sent = hist.filter((m) => m.senderFlag === 1 && m.ucMessageFiles.length);
    equal(sent.length, 1, "stored once");
    // the reader may see it too (its URL carries the tempCustomId)
    const asReader = await fetch(sent[0].ucMessageFiles[0].url, { credentials: "omit" });
    equal(asReader.status, 200);
    // the form's Send takes a picked image too, before the text typed beside it (issue 22 item 6)
    pick(fileInput, [new File([await png(30, 20, "#c63")], "second.png", { type: "image/png" })]);
    await until(() => sr.querySelector("[part=preview]"), 3000, "the second preview");
    const caption = unique("See the picture");
    await setValue(input(sr), caption);
    sr.querySelector("[part=composer] [part=send]").click();
    await until(() => sr.querySelectorAll("[part=live] [part~=service] img[part=image]").length === 2, 8000, "the second image, by the form's Send");
    await until(() => texts(sr, "live").includes(caption), 8000, "then the text");
    assert(!sr.querySelector("[part=alert]"), "no 'enter a message' alert");
    const after = await readerHistory(tempCustomId);
    equal(after.filter((m) => m.senderFlag === 1 && m.ucMessageFiles.length).length, 2, "both images stored");
    equal(after.filter((m) => m.content === caption).length, 1, "the text stored once");
  });

  it("older pages load near the top without moving what is on screen", async () => {
    const { tempCustomId } = await readerSays(unique("第 1 条"));
    for (let i = 2; i <= 30; i++) await readerSays(`第 ${i} 条`, tempCustomId);
    await login(AGENT.code, AGENT.password);
    const { sr } = await mountConsole("zh");
    await ready(sr);
    await until(() => optionOf(sr, tempCustomId), 8000, "the conversation");
    optionOf(sr, tempCustomId).click();
    await threadReady(sr);
    await until(() => texts(sr, "history").length === 20, 8000, "the newest 20");
    equal(texts(sr, "history")[19], "第 30 条");
    const box = sr.querySelector("[part=messages]");
    await until(() => box.scrollTop > 0 && box.scrollTop + box.clientHeight >= box.scrollHeight - 2, 3000, "at the bottom");
    const anchor = [...sr.querySelectorAll("[part=history] li")][0];
    box.scrollTop = 0;
    // where the first message is now, before the older page comes (the call is asynchronous)
    // (relative to the scroll box: the header's connection line may go meanwhile and move the whole console)
    const at = () => anchor.getBoundingClientRect().top - box.getBoundingClientRect().top;
    const top = at();
    await until(() => texts(sr, "history").length === 30, 8000, "the older 10");
    assert(texts(sr, "history")[0].startsWith("第 1 条"), texts(sr, "history")[0]);
    await until(() => sr.querySelector("[part=older]").textContent === "没有更早的消息了", 3000, "the beginning");
    const moved = Math.abs(at() - top);
    assert(moved < 2, `the message on screen moved ${moved}px`);
  });

  it("keyboard only: filter, list, reply (Shift+Enter a new line, empty → style_6), working hours", async () => {
    const text = unique("键盘用户的问题");
    const { tempCustomId } = await readerSays(text);
    await login(AGENT.code, AGENT.password);
    const { el, sr } = await mountConsole("en");
    await ready(sr);
    await waitOption(sr, text);
    // Tab into the page's first stop of the console: the working-hours button, then the filter, then the list
    document.body.tabIndex = -1;
    document.body.focus();
    await tabTo(sr, (a) => a.getAttribute("part") === "hours-button", "the working-hours button");
    const radio = await tabTo(sr, (a) => a.type === "radio", "the filter");
    equal(radio.value, "open");
    await sendKeys({ press: "ArrowRight" });
    await until(() => sr.activeElement?.value === "mine" && sr.activeElement.checked, 3000, "the next filter chosen by arrow");
    await sendKeys({ press: "ArrowLeft" });
    await until(() => sr.activeElement?.value === "open" && sr.activeElement.checked, 3000, "back to open");
    await waitOption(sr, text);
    const first = await tabTo(sr, (a) => a.getAttribute("role") === "option", "the list");
    // arrows move, Enter opens
    const target = optionWith(sr, text);
    for (let i = 0; i < 50 && sr.activeElement !== target; i++) await sendKeys({ press: "ArrowDown" });
    if (sr.activeElement !== target) for (let i = 0; i < 50 && sr.activeElement !== target; i++) await sendKeys({ press: "ArrowUp" });
    equal(sr.activeElement, target, `the arrows reach the conversation (from ${first.textContent})`);
    await sendKeys({ press: "Enter" });
    await threadReady(sr);
    equal(target.getAttribute("aria-selected"), "true");
    // to the reply box
    await tabTo(sr, (a) => a.getAttribute("part") === "input", "the reply box");
    await sendKeys({ press: "Enter" });
    await until(() => sr.querySelector("[part=alert]"), 3000, "style_6");
    equal(sr.querySelector("[part=alert]").textContent, "Please enter a message");
    equal(input(sr).getAttribute("aria-invalid"), "true");
    await sendKeys({ type: "Line one" });
    assert(!sr.querySelector("[part=alert]"), "typing clears the alert");
    await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Enter" });
    await sendKeys({ up: "Shift" });
    await sendKeys({ type: "line two" });
    equal(input(sr).value, "Line one\nline two");
    // Enter while an input method composes (pinyin being chosen) sends nothing: the console handles the key while it
    // is dispatched, and cancels (preventDefault) only a key it sends with, so an uncancelled key is one it left alone
    assert(
      input(sr).dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", isComposing: true, bubbles: true, composed: true, cancelable: true })),
      "Enter while composing is left to the input method",
    );
    equal(input(sr).value, "Line one\nline two");
    await sendKeys({ press: "Enter" });
    await until(() => texts(sr, "live").includes("Line one\nline two"), 8000, "sent with its new line");
    const hist = await readerHistory(tempCustomId);
    equal(hist.filter((m) => m.content === "Line one\nline two").length, 1);
    // the working hours by keyboard: open, a bad time zone is refused, Escape closes
    const before = await agentCall("GET", "work_hours");
    await tabTo(sr, (a) => a.getAttribute("part") === "hours-button", "the working-hours button again", { back: true });
    await sendKeys({ press: "Enter" });
    const tz = await until(() => sr.activeElement?.getAttribute("part") === "time-zone" && sr.activeElement, 5000, "the focus in the time-zone box");
    tz.select();
    await sendKeys({ type: "Mars/Olympus" });
    await sendKeys({ press: "Enter" }); // submits the form
    await until(() => sr.querySelector("[part=hours-summary]"), 3000, "the problems");
    equal(sr.querySelector("[part=hours-summary]").textContent, "Fix the 1 problem marked below, then save");
    equal(tz.getAttribute("aria-invalid"), "true");
    assert(sr.getElementById(tz.getAttribute("aria-describedby")).textContent.includes("IANA"), "the message at the field");
    await expectAccessible(el);
    await sendKeys({ press: "Escape" });
    await until(() => !sr.querySelector("dialog[open]"), 3000, "closed by Escape");
    equal(sr.activeElement?.getAttribute("part"), "hours-button", "the focus comes back");
    equal(JSON.stringify(await agentCall("GET", "work_hours")), JSON.stringify(before), "nothing saved");
  });

  it("working hours: ranges per weekday, a holiday and the time zone are saved; the server's rules show at their fields", async () => {
    await login(AGENT.code, AGENT.password);
    const before = await agentCall("GET", "work_hours");
    // a known start whatever earlier test files left (the chat panel's tests set every day open 00:00–24:00):
    // Monday to Friday 09:00–18:00, Saturday and Sunday closed
    const weekday = [["09:00", "18:00"]];
    await agentCall("PUT", "work_hours", { timeZone: "Asia/Shanghai", weekly: { 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: [], 7: [] }, holidays: [] });
    try {
      const { el, sr } = await mountConsole("zh");
      await ready(sr);
      sr.querySelector("[part=hours-button]").click();
      const form = await until(() => sr.querySelector("dialog[open] [part=hours-form] [part=time-zone]") && sr.querySelector("[part=hours-form]"), 5000, "the form");
      const days = [...form.querySelectorAll("[part=weekday]")];
      equal(days.length, 7);
      equal(days[0].querySelector("legend").textContent, "星期一");
      // Saturday: add a range, then make it end before it starts
      const sat = days[5];
      [...sat.querySelectorAll("button")].find((b) => b.textContent === "添加时间段").click();
      const end = await until(() => sat.querySelectorAll("input")[1], 3000, "Saturday's range");
      equal(end.getAttribute("aria-label"), "星期六第 1 段结束时间");
      // the value is set as an input event (typing into a freshly rendered box raced with its first render under load)
      end.focus();
      await setValue(end, "08:00");
      await until(() => end.value === "08:00", 3000, "Saturday's end time");
      form.querySelector("[part=hours-save]").click();
      await until(() => sat.querySelector(".field-error"), 3000, "the problem at Saturday's range");
      equal(sat.querySelector(".field-error").textContent, "开始时间必须早于结束时间");
      equal(end.getAttribute("aria-invalid"), "true");
      await setValue(end, "12:00");
      await until(() => !sat.querySelector(".field-error"), 3000, "checked again while typing");
      // a holiday and the time zone
      const date = form.querySelector("[part=holiday-date]");
      await setValue(date, "2026-10-01");
      form.querySelector("[part=add-holiday]").click();
      await until(() => form.querySelector(".holiday"), 3000, "the holiday listed");
      const tz = form.querySelector("[part=time-zone]");
      tz.focus();
      tz.select();
      await sendKeys({ type: "Europe/Paris" });
      form.querySelector("[part=hours-save]").click();
      await until(() => !sr.querySelector("dialog[open]"), 5000, "saved and closed");
      await until(() => toast(sr) === "工作时间已保存", 3000, "the toast");
      const saved = await agentCall("GET", "work_hours");
      equal(saved.timeZone, "Europe/Paris");
      equal(JSON.stringify(saved.weekly["6"]), JSON.stringify([["09:00", "12:00"]]));
      equal(saved.holidays.length, 1);
    } finally {
      await agentCall("PUT", "work_hours", before);
    }
  });
});
