import "/dist/esm/pw-like-button.js";
import "/dist/esm/pw-collect-button.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, newPage, until } from "./helpers.js";

// seeded by test/browser/seed-browser.ts
// axe: the Chinese states (guest, liked, not liked, collected: stories/LikeButton.stories.tsx,
// CollectButton.stories.tsx) are checked in the Storybook stage; here axe runs on the English labels.
const PC = "pw-browser-0001";
const R1 = "pw-browser-0001-r1";
const R2 = "pw-browser-0001-r2";
const NAVIGATE = Symbol.for("photowire.navigate");


/** Counts getStatus requests made through window.fetch. */
function countStatusCalls() {
  const real = window.fetch;
  const calls = [];
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (url.includes("/pw_content/getStatus")) calls.push(url);
    return real.call(window, input, init);
  };
  return { calls, restore: () => (window.fetch = real) };
}

const buttonOf = (el) => until(() => el.shadowRoot?.querySelector("button"), 5000, "button");
/** Waits until the status is loaded (the like count is shown). */
const loaded = async (el) => {
  const btn = await buttonOf(el);
  await until(() => btn.querySelector("[part=count]")?.textContent !== "", 5000, "status loaded");
  return btn;
};
const pressed = (btn) => btn.getAttribute("aria-pressed");
/**
 * Waits until the button shows a state (aria-pressed, and the count when given). The change event
 * fires once the server has answered; the button shows it once the element has rendered, which the
 * light build's Preact does after the task, and after its effects have subscribed the element to
 * the store (after paint, or 100 ms later in a page that draws no frame: seen on a loaded machine).
 */
const shows = (btn, isPressed, count) =>
  until(
    () => pressed(btn) === isPressed && (count === undefined || btn.querySelector("[part=count]")?.textContent === count),
    5000,
    `the button showing pressed=${isPressed}${count === undefined ? "" : ` and ${count}`}`,
  );

async function serverStatus(ids = [R1, R2]) {
  const res = await fetch(`/api/web/pw_content/getStatus?storyId=${PC}&relationIds=${ids.join(",")}`);
  return (await res.json()).data;
}

describe("<pw-like-button> and <pw-collect-button>", () => {
  let navigated;
  beforeEach(() => {
    navigated = [];
    globalThis[NAVIGATE] = (url) => navigated.push(url);
  });
  afterEach(async () => {
    const widgets = [...document.querySelectorAll("pw-like-button, pw-collect-button")];
    cleanup();
    delete globalThis[NAVIGATE];
    // the removed widgets have unmounted (r2wc unmounts on disconnect: their shadow roots are emptied)
    await until(() => widgets.every((w) => !w.shadowRoot || w.shadowRoot.childElementCount === 0), 3000, "widgets unmounted");
  });

  describe("as a guest", () => {
    before(async () => {
      await logout();
      newPage();
    });

    it("all buttons of a story share one getStatus call and show counts", async () => {
      const spy = countStatusCalls();
      try {
        // a story page: each photo with its like and collect button (the two photos shown 4 times over)
        const set = `
          <pw-like-button pc-id="${PC}" relation-id="${R1}"></pw-like-button>
          <pw-collect-button pc-id="${PC}" relation-id="${R1}"></pw-collect-button>
          <pw-like-button pc-id="${PC}" relation-id="${R2}"></pw-like-button>
          <pw-collect-button pc-id="${PC}" relation-id="${R2}"></pw-collect-button>`;
        const box = mount(`<div>${set.repeat(4)}</div>`);
        equal(box.children.length, 16);
        const [l1, c1] = box.children;
        for (const el of box.querySelectorAll("pw-like-button")) await loaded(el);
        for (const el of box.querySelectorAll("pw-collect-button")) await buttonOf(el);
        const b1 = await loaded(l1);
        const cb = await buttonOf(c1);
        equal(spy.calls.length, 1, "one getStatus call for the whole story");
        assert(spy.calls[0].includes(R1) && spy.calls[0].includes(R2), "both relations asked");
        equal(pressed(b1), "false");
        equal(pressed(cb), "false");
        equal(b1.querySelector("[part=count]").textContent, "0");
        equal(b1.querySelector("[part=label]").textContent, "点赞");
        equal(cb.querySelector("[part=label]").textContent, "收藏");
      } finally {
        spy.restore();
      }
    });

    it("pressing like or collect sends the guest to the login page with this page as redirect", async () => {
      const el = mount(`<pw-like-button pc-id="${PC}" relation-id="${R1}"></pw-like-button>`);
      const col = mount(`<pw-collect-button pc-id="${PC}" relation-id="${R1}"></pw-collect-button>`);
      let changes = 0;
      document.addEventListener("pw-like-change", () => changes++);
      const btn = await loaded(el);
      btn.click();
      await until(() => navigated.length === 1, 3000, "navigation");
      const url = new URL(navigated[0], location.origin);
      equal(url.pathname, "/public_resource/public/html/login2.html");
      equal(url.searchParams.get("redirect"), location.pathname + location.search);
      (await buttonOf(col)).click();
      await until(() => navigated.length === 2, 3000, "second navigation");
      equal(pressed(btn), "false", "nothing changed");
      equal(changes, 0, "no change event");
      equal((await serverStatus())[R1].likeCount, 0);
    });
  });

  describe("as a member", () => {
    before(async () => {
      await login();
      newPage();
    });
    after(async () => {
      await logout();
      newPage();
    });

    it("toggles like by mouse: pressed, count, event; it persists across a re-mount and toggles back", async () => {
      let el = mount(`<pw-like-button pc-id="${PC}" relation-id="${R1}"></pw-like-button>`);
      let btn = await loaded(el);
      equal(pressed(btn), "false");
      const events = [];
      const onChange = (e) => events.push(e.detail);
      document.addEventListener("pw-like-change", onChange);
      try {
        btn.click();
        await until(() => events.length === 1, 5000, "pw-like-change");
        equal(JSON.stringify(events[0]), JSON.stringify({ pcId: PC, relationId: R1, liked: true }));
        await shows(btn, "true", "1");
        equal(btn.title, "取消点赞");
        equal((await serverStatus())[R1].likeCount, 1, "stored on the server");

        cleanup();
        el = mount(`<pw-like-button pc-id="${PC}" relation-id="${R1}"></pw-like-button>`);
        btn = await loaded(el);
        equal(pressed(btn), "true", "a new element reads the server state");
        equal(btn.querySelector("[part=count]").textContent, "1");

        btn.click();
        await until(() => events.length === 2, 5000, "second pw-like-change");
        equal(events[1].liked, false);
        await shows(btn, "false", "0");

        cleanup();
        el = mount(`<pw-like-button pc-id="${PC}" relation-id="${R1}"></pw-like-button>`);
        btn = await loaded(el);
        equal(pressed(btn), "false", "un-like persisted");
      } finally {
        document.removeEventListener("pw-like-change", onChange);
      }
    });

    it("toggles collect with Enter and Space on the focused button", async () => {
      let el = mount(`<pw-collect-button pc-id="${PC}" relation-id="${R2}"></pw-collect-button>`);
      // a like button of the same item loads the shared status
      const like = mount(`<pw-like-button pc-id="${PC}" relation-id="${R2}"></pw-like-button>`);
      await loaded(like);
      let btn = await buttonOf(el);
      const events = [];
      const onChange = (e) => events.push(e.detail);
      document.addEventListener("pw-collect-change", onChange);
      try {
        btn.focus();
        await sendKeys({ press: "Enter" });
        await until(() => events.length === 1, 5000, "pw-collect-change");
        equal(JSON.stringify(events[0]), JSON.stringify({ pcId: PC, relationId: R2, collected: true }));
        await shows(btn, "true");
        equal((await serverStatus())[R2].collect, true);

        cleanup();
        el = mount(`<pw-collect-button pc-id="${PC}" relation-id="${R2}"></pw-collect-button>`);
        btn = await buttonOf(el);
        await until(() => pressed(btn) === "true", 5000, "re-mounted collect reads the server");

        btn.focus();
        await sendKeys({ press: "Space" });
        await until(() => events.length === 2, 5000, "second pw-collect-change");
        equal(events[1].collected, false);
        await shows(btn, "false");
        equal((await serverStatus())[R2].collect, false);
      } finally {
        document.removeEventListener("pw-collect-change", onChange);
      }
    });

    it("a double click while the toggle is in flight counts once", async () => {
      const el = mount(`<pw-like-button pc-id="${PC}" relation-id="${R2}"></pw-like-button>`);
      const btn = await loaded(el);
      let changes = 0;
      const onChange = () => changes++;
      document.addEventListener("pw-like-change", onChange);
      try {
        btn.click();
        btn.click();
        await until(() => changes === 1, 5000, "one change");
        // the toggle is over and shown (pressed, not busy): a second toggle queued by the double click would have started by now
        await until(() => pressed(btn) === "true" && !btn.hasAttribute("aria-busy"), 5000, "toggle finished");
        equal(changes, 1);
        equal((await serverStatus())[R2].likeCount, 1);
        equal(changes, 1, "still one change once the server answered");
        btn.click();
        await until(() => changes === 2, 5000, "toggled back");
        equal((await serverStatus())[R2].likeCount, 0);
      } finally {
        document.removeEventListener("pw-like-change", onChange);
      }
    });

    it("labels in English under lang=en; show-count=false hides the count", async () => {
      const box = mount(`<div lang="en">
        <pw-like-button pc-id="${PC}" relation-id="${R1}" show-count="false"></pw-like-button>
        <pw-collect-button pc-id="${PC}" relation-id="${R1}"></pw-collect-button>
      </div>`);
      const [like, col] = box.children;
      const lb = await buttonOf(like);
      const cb = await buttonOf(col);
      await until(() => lb.querySelector("[part=label]")?.textContent === "Like", 3000, "English like label");
      equal(cb.querySelector("[part=label]").textContent, "Collect");
      equal(cb.title, "Collect");
      equal(lb.querySelector("[part=count]"), null, "no count");
      cb.click();
      // pressed at once (optimistic), then the server's answer ends the busy state
      await until(() => pressed(cb) === "true" && !cb.hasAttribute("aria-busy"), 5000, "collected");
      equal(cb.title, "Remove from collection");
      await expectAccessible(box);
      cb.click();
      await until(() => pressed(cb) === "false" && !cb.hasAttribute("aria-busy"), 5000, "uncollected");
    });

    it("missing ids: a disabled button and a [photowire] warning, no call", async () => {
      const warn = console.warn;
      const warnings = [];
      console.warn = (...a) => warnings.push(a.join(" "));
      const spy = countStatusCalls();
      try {
        const el = mount(`<pw-like-button relation-id="${R1}"></pw-like-button>`);
        const btn = await buttonOf(el);
        equal(btn.disabled, true);
        await until(() => warnings.some((w) => w.startsWith("[photowire] <pw-like-button>")), 3000, "warning");
        // a later event: a valid button mounted now gets its status call; the invalid one's, had there been one, would come first or in it
        const ok = mount(`<pw-like-button pc-id="${PC}" relation-id="${R2}"></pw-like-button>`);
        await loaded(ok);
        equal(spy.calls.length, 1, "one status call, the valid button's");
        const asked = new URL(spy.calls[0], location.origin).searchParams;
        equal(asked.get("storyId"), PC);
        equal(asked.get("relationIds"), R2, "only the valid button's relation");
      } finally {
        console.warn = warn;
        spy.restore();
      }
    });
  });
});
