import "/dist/esm/pw-search-box.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, mount, until } from "./helpers.js";

const NAVIGATE = Symbol.for("photowire.navigate");
// axe: the Chinese box is checked in the Storybook stage (stories/SearchBox.stories.tsx, Default); here the English one.
const parts = (el) => ({
  form: el.shadowRoot.querySelector("form"),
  input: el.shadowRoot.querySelector("input"),
  button: el.shadowRoot.querySelector("button"),
});
const ready = (el) => until(() => el.shadowRoot?.querySelector("input"), 5000, "input");
/** Sets a React-controlled input's value as typing does. */
function setValue(input, value, isComposing = false) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, value);
  input.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, isComposing }));
}
const composition = (input, type, data = "") => input.dispatchEvent(new CompositionEvent(type, { bubbles: true, composed: true, data }));

describe("<pw-search-box>", () => {
  let navigated;
  let submits;
  let cancel;
  const onSubmit = (e) => {
    submits.push(e.detail.text);
    if (cancel) e.preventDefault();
  };
  const original = location.pathname + location.search;
  beforeEach(() => {
    navigated = [];
    submits = [];
    cancel = false;
    globalThis[NAVIGATE] = (url) => navigated.push(url);
    document.addEventListener("pw-search-submit", onSubmit);
  });
  afterEach(() => {
    cleanup();
    delete globalThis[NAVIGATE];
    document.removeEventListener("pw-search-submit", onSubmit);
    history.replaceState(null, "", original);
  });

  it("is a labelled search landmark in both languages, accessible in English", async () => {
    const el = mount(`<pw-search-box></pw-search-box>`);
    await ready(el);
    const { form, input, button } = parts(el);
    equal(form.getAttribute("role"), "search");
    equal(form.getAttribute("aria-label"), "站内搜索");
    equal(el.shadowRoot.querySelector(`label[for="${input.id}"]`).textContent, "搜索关键词");
    equal(input.placeholder, "搜索图片、视频、稿件");
    equal(button.textContent, "搜索");
    const en = mount(`<div lang="en"><pw-search-box></pw-search-box></div>`).firstElementChild;
    await ready(en);
    equal(parts(en).button.textContent, "Search");
    equal(parts(en).form.getAttribute("aria-label"), "Site search");
    await expectAccessible(en);
  });

  it("Enter normalises the words (SPEC §5), fires pw-search-submit and goes to the search page", async () => {
    const el = mount(`<pw-search-box></pw-search-box>`);
    const { input } = parts(await ready(el).then(() => el));
    input.focus();
    setValue(input, "“长崎”　（Nagasaki）<b>!!");
    await sendKeys({ press: "Enter" });
    await until(() => navigated.length === 1, 3000, "navigation");
    equal(submits[0], '"长崎" (Nagasaki) b');
    equal(navigated[0], `/cn/search.html?text=${encodeURIComponent('"长崎" (Nagasaki) b')}`);
    // the English edition's page and a custom action
    const en = mount(`<pw-search-box action="/en/search.html" lang="en"></pw-search-box>`);
    await ready(en);
    setValue(parts(en).input, "State of the Union");
    parts(en).button.click();
    await until(() => navigated.length === 2, 3000, "second navigation");
    equal(navigated[1], "/en/search.html?text=State%20of%20the%20Union");
  });

  it("a listener that cancels the event keeps the reader on the page (the search page searches in place)", async () => {
    cancel = true;
    const el = mount(`<pw-search-box></pw-search-box>`);
    await ready(el);
    setValue(parts(el).input, "harbour");
    parts(el).form.requestSubmit();
    // the element decides as soon as the event's dispatch returns (emit's result), in the submit's own task:
    // once the listener has seen the event, navigation has happened or never will
    await until(() => submits.length === 1, 3000, "submit event");
    equal(navigated.length, 0, "no navigation");
  });

  it("does not search while an input method is composing (compositionstart … compositionend)", async () => {
    cancel = true;
    const el = mount(`<pw-search-box></pw-search-box>`);
    await ready(el);
    const { input, form } = parts(el);
    input.focus();
    composition(input, "compositionstart");
    setValue(input, "chang'qi", true);
    // the Enter that commits the composition, and a submit during it
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", keyCode: 229, bubbles: true, composed: true, cancelable: true }));
    form.requestSubmit();
    // the view re-rendered with the composing value: the input events and the submit were processed
    await until(() => input.value === "chang'qi", 3000, "composing value rendered");
    equal(submits.length, 0, "nothing searched while composing");
    setValue(input, "长崎", true);
    composition(input, "compositionend", "长崎");
    form.requestSubmit();
    // a later event: the submit after the composition is the first search, with the committed words
    await until(() => submits.length === 1, 3000, "search after the composition");
    equal(submits[0], "长崎");
    equal(submits.length, 1, "one search");
  });

  it("instant mode searches after typing stops, never with half-typed pinyin", async () => {
    cancel = true;
    const el = mount(`<pw-search-box instant="true"></pw-search-box>`);
    await ready(el);
    const { input } = parts(el);
    composition(input, "compositionstart");
    setValue(input, "g", true);
    setValue(input, "guo'qing", true);
    await until(() => input.value === "guo'qing", 3000, "composing value rendered");
    equal(submits.length, 0, "no search during the composition");
    setValue(input, "国情", true);
    composition(input, "compositionend", "国情");
    // a later event: the first instant search is the committed text (a search scheduled during the composition would have come first)
    await until(() => submits.length === 1, 3000, "instant search after compositionend");
    equal(submits[0], "国情", "the first search is the committed text, not pinyin");
    setValue(input, "国情 咨文");
    setValue(input, "国情 咨文 2016");
    await until(() => submits.length === 2, 3000, "instant search after typing");
    equal(submits[1], "国情 咨文 2016", "only the last value");
  });

  it("takes the query text from the address: URI-decoded, raw on bad encoding, 'undefined' ignored", async () => {
    for (const [qs, expected] of [
      ["?text=%E9%95%BF%E5%B4%8E", "长崎"],
      ["?text=State+of%20the+Union", "State of the Union"],
      ["?text=100%25%zz", "100%25%zz"],
      ["?text=undefined", ""],
    ]) {
      history.replaceState(null, "", `${location.pathname}${qs}`);
      const el = mount(`<pw-search-box></pw-search-box>`);
      await ready(el);
      equal(parts(el).input.value, expected, qs);
      cleanup();
    }
    assert(true);
  });
});
