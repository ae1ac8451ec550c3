import "/dist/esm/pw-back-to-top.js";
import { assert, cleanup, equal, mount, until } from "./helpers.js";

describe("<pw-back-to-top>", () => {
  let spacer;
  beforeEach(() => {
    spacer = document.createElement("div");
    spacer.style.height = `${window.innerHeight * 4}px`;
    document.body.append(spacer);
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it("is hidden at the top and appears after one window height of scrolling", async () => {
    const el = mount(`<pw-back-to-top smooth="false"></pw-back-to-top>`);
    const btn = await until(() => el.shadowRoot?.querySelector("button"), 3000, "button");
    assert(btn.hidden, "hidden at the top");
    window.scrollTo(0, window.innerHeight * 1.5);
    await until(() => !btn.hidden, 2000, "visible after one and a half window heights");
    // half a window down is under the threshold: the button goes (a change to wait for, not a moment to guess)
    window.scrollTo(0, window.innerHeight * 0.5);
    equal(window.scrollY, Math.round(window.innerHeight * 0.5), "scrolled back to half a window");
    await until(() => btn.hidden, 2000, "hidden at half a window");
  });

  it("jumps to the top by keyboard, fires pw-back-to-top-click, hides again", async () => {
    const el = mount(`<pw-back-to-top smooth="false"></pw-back-to-top>`);
    const btn = await until(() => el.shadowRoot?.querySelector("button"), 3000, "button");
    window.scrollTo(0, window.innerHeight * 2);
    await until(() => !btn.hidden, 2000, "visible");
    let fired = 0;
    document.addEventListener("pw-back-to-top-click", () => fired++, { once: true });
    btn.focus();
    btn.click(); // Enter/Space on a <button> activates click
    await until(() => window.scrollY === 0, 2000, "scrolled to top");
    equal(fired, 1, "event fired once");
    await until(() => btn.hidden, 2000, "hidden again");
  });

  it("labels itself in the page language", async () => {
    const zh = mount(`<pw-back-to-top></pw-back-to-top>`);
    const en = mount(`<div lang="en"><pw-back-to-top></pw-back-to-top></div>`).firstElementChild;
    const b1 = await until(() => zh.shadowRoot?.querySelector("button"));
    const b2 = await until(() => en.shadowRoot?.querySelector("button"));
    equal(b1.getAttribute("aria-label"), "返回顶部");
    equal(b2.getAttribute("aria-label"), "Back to top");
  });
});
