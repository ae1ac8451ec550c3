import "/dist/esm/pw-video-comments.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, until } from "./helpers.js";

// seeded by test/browser/seed-browser.ts (VIDEO_STORY)
const PC = "pw-browser-video";
const R = "pw-browser-video-r1";

const rootOf = (el) => until(() => el.shadowRoot?.querySelector("section"), 5000, "section");
const status = (root) => root.querySelector("[role=status]").textContent;

describe("<pw-video-comments>", () => {
  afterEach(() => cleanup());

  it("shows a guest the comments and a login link instead of the form, and is accessible", async () => {
    await logout();
    newPage();
    const el = mount(`<pw-video-comments pc-id="${PC}" relation-id="${R}"></pw-video-comments>`);
    const root = await rootOf(el);
    await until(() => root.querySelector(".vc-count")?.textContent, 5000, "count");
    assert(root.querySelector(".vc-title").textContent.startsWith("评论"), "zh heading");
    equal(root.querySelector("form"), null, "no form for a guest");
    const link = root.querySelector(".vc-login a");
    assert(link && link.getAttribute("href").includes("login"), "login link");
    equal(link.textContent, "登录后发表评论");
    await expectAccessible(el);
  });

  it("lets a member post with the keyboard; the text is sanitised; errors are announced", async () => {
    await login();
    newPage();
    const el = mount(`<pw-video-comments pc-id="${PC}" relation-id="${R}" lang="en"></pw-video-comments>`);
    const root = await rootOf(el);
    const field = await until(() => root.querySelector("textarea"), 5000, "textarea");
    const before = Number((await until(() => root.querySelector(".vc-count")?.textContent, 5000, "count")).match(/\d+/)[0]);
    // the label names the field
    equal(root.querySelector(`label[for="${field.id}"]`).textContent, "Write a comment");
    // a blank comment: refused in the browser, announced, nothing sent
    field.focus();
    await sendKeys({ press: "Tab" });
    await sendKeys({ press: "Enter" });
    const err = await until(() => root.querySelector("[role=alert]"), 5000, "error");
    equal(err.textContent, "Please write something first.");
    equal(field.getAttribute("aria-invalid"), "true");
    // typed text, sent with the keyboard (Tab to the button, Enter)
    field.focus();
    await sendKeys({ type: "A fine <b>tail</b><img src=x onerror=alert(1)>" });
    assert(root.querySelector(".vc-left").textContent.endsWith("characters left"), "counter");
    await sendKeys({ press: "Tab" });
    await sendKeys({ press: "Enter" });
    await until(() => status(root) === "Your comment was posted.", 5000, "posted");
    equal(field.value, "", "field cleared");
    const items = root.querySelectorAll(".vc-item");
    const last = items[items.length - 1].querySelector(".vc-body");
    equal(last.querySelector("b")?.textContent, "tail");
    equal(last.querySelector("img[onerror]"), null, "no event handler survives");
    equal(root.querySelector(".vc-count").textContent, ` · ${before + 1} comment${before + 1 === 1 ? "" : "s"}`);
    await expectAccessible(el);
    // a fresh element lists it from the server
    cleanup();
    newPage();
    const again = mount(`<pw-video-comments pc-id="${PC}" relation-id="${R}" lang="en"></pw-video-comments>`);
    const r2 = await rootOf(again);
    await until(() => r2.querySelectorAll(".vc-item").length === before + 1, 5000, "listed");
    await logout();
  });
});
