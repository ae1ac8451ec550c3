/**
 * The partner page's side of the login hand-off (widgets/core/handoff.ts,
 * issue 22 item 4) without a browser: what it keeps, when it drops it, and
 * which messages it takes (only the popup it opened, only from the Photowire
 * site's origin, only a well-formed hand-off). The real popup and page: test/e2e/embed.e2e.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HANDOFF_MESSAGE, handoffUrl, isHandoffMessage } from "../../common/handoff.js";
import { forgetHandoff, HANDOFF_KEY_PREFIX, keepHandoff, keptHandoff, onHandoff, openHandoff } from "../../widgets/core/handoff.js";

const SITE = "https://photowire.example";
const HOUR = 3_600_000;

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.handoff")];
});

describe("the kept token", () => {
  it("is kept per Photowire site until it expires, then dropped", () => {
    const now = Date.now();
    keepHandoff(SITE, { token: "t1", expiresAt: new Date(now + HOUR).toISOString() });
    expect(keptHandoff(SITE, now)).toBe("t1");
    expect(keptHandoff("https://other.example", now)).toBeNull();
    expect(keptHandoff(SITE, now + HOUR + 1)).toBeNull();
    expect(localStorage.getItem(HANDOFF_KEY_PREFIX + SITE)).toBeNull();
  });

  it("drops an unreadable entry; forgetting an older token keeps a newer one", () => {
    localStorage.setItem(HANDOFF_KEY_PREFIX + SITE, "{not json");
    expect(keptHandoff(SITE)).toBeNull();
    keepHandoff(SITE, { token: "new", expiresAt: new Date(Date.now() + HOUR).toISOString() });
    forgetHandoff(SITE, "old");
    expect(keptHandoff(SITE)).toBe("new");
    forgetHandoff(SITE, "new");
    expect(keptHandoff(SITE)).toBeNull();
    keepHandoff(SITE, { token: "again", expiresAt: new Date(Date.now() + HOUR).toISOString() });
    forgetHandoff(SITE);
    expect(keptHandoff(SITE)).toBeNull();
  });
});

describe("openHandoff", () => {
  it("opens the hand-off page and takes the token only from that popup, from the site's origin", () => {
    const events = new EventTarget();
    const popup = { closed: false };
    const open = vi.fn(() => popup);
    vi.stubGlobal("window", { addEventListener: events.addEventListener.bind(events), open, location: { origin: "https://partner.example" } });
    const heard: string[] = [];
    onHandoff((site) => heard.push(site));
    expect(openHandoff(SITE, "en")).toBe(true);
    expect(open).toHaveBeenCalledWith(handoffUrl(SITE, "https://partner.example", "en"), "photowire-login", "popup,width=480,height=640");
    expect(handoffUrl(SITE, "https://partner.example", "en")).toBe(
      "https://photowire.example/public_resource/public/html/handoff.html?origin=https%3A%2F%2Fpartner.example&lang=en",
    );
    const good = { type: HANDOFF_MESSAGE, token: "tok", expiresAt: new Date(Date.now() + HOUR).toISOString() };
    const post = (data: unknown, origin: string, source: unknown) => events.dispatchEvent(Object.assign(new Event("message"), { data, origin, source }));
    post(good, "https://evil.example", popup); // another origin
    post(good, SITE, {}); // another window of the site
    post({ ...good, token: "" }, SITE, popup); // malformed
    expect(keptHandoff(SITE)).toBeNull();
    expect(heard).toEqual([]);
    post(good, SITE, popup);
    expect(keptHandoff(SITE)).toBe("tok");
    expect(heard).toEqual([SITE]);
  });

  it("says so when the browser blocks the popup", () => {
    vi.stubGlobal("window", { addEventListener: () => {}, open: () => null, location: { origin: "https://partner.example" } });
    expect(openHandoff(SITE, "zh")).toBe(false);
  });
});

describe("isHandoffMessage", () => {
  it("takes a hand-off's message and nothing else", () => {
    expect(isHandoffMessage({ type: HANDOFF_MESSAGE, token: "a", expiresAt: "2026-12-07T10:00:00Z" })).toBe(true);
    for (const bad of [null, "x", { type: "other", token: "a", expiresAt: "2026-12-07T10:00:00Z" }, { type: HANDOFF_MESSAGE, token: "a", expiresAt: "soon" }, { type: HANDOFF_MESSAGE, token: "x".repeat(201), expiresAt: "2026-12-07T10:00:00Z" }]) {
      expect(isHandoffMessage(bad)).toBe(false);
    }
  });
});
