/**
 * `<pw-visit-stats>`: records a story page's visit (SPEC §7 "GET seen-count
 * (icu?oid)", §9 visit statistics): calls `icu?oid=` once, so that the
 * server counts the view (never for video), and adds one to the subject's
 * visit count kept locally with localforage (database size 4980736, store
 * keyvaluepairs; key `visit_count:<subject>`), except for the subjects home,
 * hour, Special_List and Galleries and for video stories. Shows nothing.
 *
 * A plain custom element without React; its work is a separate chunk loaded
 * after the page has loaded (DESIGN §6), and the local count (localforage, a
 * chunk of its own) waits for the reader's first interaction with the page
 * (a click, key, touch, wheel or scroll, or the page hidden; issue 22 item 2):
 * pw-visit fires once both are done.
 *
 * @summary Story visit statistics (invisible).
 * @attr pc-id - the story's pcId (required; nothing is recorded without it)
 * @attr subject - the story's subject code
 * @attr {"image" | "image_group" | "video" | "video_group" | "text"} type - the story's type (image, image_group, video, video_group, text)
 * @event pw-visit - the visit was recorded; detail `{ oid, seen, subjectCount }` (seen: the server's count or null; subjectCount: the local count or null when not counted)
 */
import { defineOnce, ElementBase, emit, langOf, reflectAttributes } from "../core/element.js";
import { firstInteraction } from "../core/interaction.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-visit": CustomEvent<{ oid: string; seen: number | null; subjectCount: number | null }>;
  }
}

class VisitStatsElement extends ElementBase {
  private done = false;

  connectedCallback(): void {
    this.hidden = true;
    const oid = (this.getAttribute("pc-id") ?? "").trim();
    if (this.done || !oid) return;
    this.done = true;
    // listening from now: a reader who scrolls while the page loads has interacted
    const interacted = firstInteraction();
    const start = () => {
      void import("./visit-stats.lazy.js").then(async (m) => {
        const r = await m.run({ oid, subject: (this.getAttribute("subject") ?? "").trim(), type: (this.getAttribute("type") ?? "").trim() }, langOf(this), interacted);
        emit(this, "pw-visit", { oid, ...r });
      });
    };
    // after the page's own load: the statistics never compete with the story for the network
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }
}

if (typeof customElements !== "undefined") reflectAttributes(VisitStatsElement, ["pcId", "subject", "type"]);
defineOnce("pw-visit-stats", VisitStatsElement);
