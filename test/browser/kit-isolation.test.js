/**
 * Widgets never change the host page's styles (issue 12, docs/kit.md "Theming"):
 * every element of dist/custom-elements.json (so new elements are covered)
 * is loaded from its module and mounted beside ordinary page content; the
 * computed styles of that content, of <html> and of <body> are the same
 * before and after, and no stylesheet is added to the document. Then the
 * dark theme (dist/themes/dark.css) changes the widgets' tokens only.
 */
import { assert, cleanup, equal, until } from "./helpers.js";

const NAVIGATE = Symbol.for("photowire.navigate");

/** Properties that follow the layout (a widget's size moves them), not the page's styling. */
const LAYOUT = /^(width|height|inline-size|block-size|min-|max-|perspective-origin|transform-origin|inset|top|left|right|bottom)/;

const PAGE = `
  <header><h1 class="title">Page title</h1><nav><a href="#x">A link</a> <button type="button">Page button</button></nav></header>
  <main>
    <p>Body text with <strong>bold</strong>, <em>emphasis</em> and <code>code</code>.</p>
    <ul><li>one</li><li>two</li></ul>
    <form><label>Name <input name="n" value="v"></label> <select><option>o</option></select> <textarea>t</textarea></form>
    <dialog open>a page dialog</dialog>
    <table><tr><th>h</th><td>d</td></tr></table>
    <img alt="" width="10" height="10">
  </main>`;

/** Every element of the page's own content, with its computed style as a plain object. */
function snapshot(root) {
  const out = [];
  for (const el of [document.documentElement, document.body, ...root.querySelectorAll("*")]) {
    const cs = getComputedStyle(el);
    const style = {};
    for (const p of cs) if (!LAYOUT.test(p)) style[p] = cs.getPropertyValue(p);
    out.push({ el, style });
  }
  return out;
}

describe("widgets and the host page", () => {
  let tags;
  before(async () => {
    globalThis[NAVIGATE] = () => {};
    const manifest = await (await fetch("/dist/custom-elements.json")).json();
    tags = manifest.modules.map((m) => m.declarations[0].tagName);
    assert(tags.length > 20, `${tags.length} elements in the manifest`);
  });
  afterEach(() => {
    cleanup();
    document.documentElement.classList.remove("pw-theme-dark");
  });
  after(() => {
    delete globalThis[NAVIGATE];
    // the widgets' page-wide state (as Storybook drops it between stories): later test files start fresh
    for (const k of ["photowire.session", "photowire.memberDetail", "photowire.likeCollect"]) delete globalThis[Symbol.for(k)];
  });

  it("mounting every element changes no computed style of the page's own elements", async () => {
    const page = document.createElement("div");
    page.innerHTML = PAGE;
    document.body.append(page);
    const sheets = document.styleSheets.length;
    const adopted = document.adoptedStyleSheets.length;
    const before = snapshot(page);

    const widgets = document.createElement("div");
    widgets.innerHTML = tags.map((t) => `<${t} pc-id="pw000001" relation-id="pw000001r01"></${t}>`).join("\n");
    // the widgets' calls, counted: started, and answered (the answer's body read)
    const realFetch = window.fetch;
    const calls = { started: 0, answered: 0 };
    window.fetch = (...args) => {
      calls.started++;
      const res = realFetch.apply(window, args);
      res
        .then((r) => r.clone().arrayBuffer())
        .catch(() => undefined)
        .finally(() => calls.answered++);
      return res;
    };
    // the two that work after a chunk of their own has loaded say when they are done with their first call
    const done = new Set();
    for (const name of ["pw-search-results-load", "pw-visit"]) widgets.addEventListener(name, () => done.add(name), { once: true });
    try {
      document.body.append(widgets);
      await Promise.all(tags.map((t) => import(`/dist/esm/${t}.js`)));
      for (const t of tags) await until(() => customElements.get(t), 5000, `${t} defined`);
      // let them render and finish their first calls
      // (the edition guard, the photo viewer and the visit statistics draw nothing: the viewer until it opens)
      const silent = new Set(["pw-edition-guard", "pw-photo-viewer", "pw-visit-stats"]);
      const bare = () => tags.filter((t) => !silent.has(t) && !widgets.querySelector(t).shadowRoot?.childNodes.length);
      await until(() => bare().length === 0, 8000, "every widget rendered").catch((e) => {
        throw new Error(`${e.message}: ${bare().join(", ")} not rendered`);
      });
      await until(() => done.size === 2, 8000, "the search results' first page and the visit recorded");
      await until(() => calls.answered === calls.started, 8000, "every call answered");
    } finally {
      window.fetch = realFetch;
    }

    equal(document.styleSheets.length, sheets, "no stylesheet added to the document");
    equal(document.adoptedStyleSheets.length, adopted, "no stylesheet adopted by the document");
    const after = snapshot(page);
    equal(after.length, before.length, "same page elements");
    for (let i = 0; i < before.length; i++) {
      const { el, style } = before[i];
      const changed = Object.keys(style).filter((p) => style[p] !== after[i].style[p]);
      const name = el.tagName.toLowerCase();
      equal(changed.map((p) => `${name} ${p}: ${style[p]} → ${after[i].style[p]}`).join("; "), "", `${name} keeps its styles`);
    }
  });

  it("the dark theme sets the widgets' tokens and nothing of the page", async () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/dist/themes/dark.css";
    const loaded = new Promise((r) => link.addEventListener("load", r, { once: true }));
    document.head.append(link);
    await loaded;
    try {
      await import("/dist/esm/pw-search-box.js");
      const page = document.createElement("div");
      page.innerHTML = PAGE;
      document.body.append(page);
      const widget = document.createElement("pw-search-box");
      document.body.append(widget);
      const input = await until(() => widget.shadowRoot?.querySelector("input"), 5000, "search input");
      const light = getComputedStyle(input).backgroundColor;
      const before = snapshot(page).filter(({ el }) => el !== document.documentElement);
      document.documentElement.classList.add("pw-theme-dark");
      const dark = getComputedStyle(input).backgroundColor;
      assert(light !== dark, `the input's background follows the theme (${light} → ${dark})`);
      equal(dark, "rgb(31, 32, 36)", "the dark surface colour");
      const after = snapshot(page).filter(({ el }) => el !== document.documentElement);
      for (let i = 0; i < before.length; i++) {
        const changed = Object.keys(before[i].style).filter((p) => !p.startsWith("--") && before[i].style[p] !== after[i].style[p]);
        equal(changed.join(", "), "", `${before[i].el.tagName.toLowerCase()} keeps its styles under the dark theme`);
      }
    } finally {
      link.remove();
    }
  });
});
