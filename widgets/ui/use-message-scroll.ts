/**
 * Scroll keeping for a message list (chat panel and agent console, SPEC §4
 * Chat: older messages load when the list is scrolled within 30 px of the
 * top, "without a jump"; a new own message goes to the bottom).
 *
 * The list's items carry `data-key`. The anchor is the message the reader
 * sees at the top of the list's box (the first one not wholly above it).
 * Whenever the layout changes, the anchor stays where it was in the box:
 * older messages put above it, the top area changing (loading, the
 * "earlier messages" button), an image above it loading, the box resized.
 * A reader at the bottom (within 40 px) follows new messages instead. A
 * change that neither moves the anchor nor changes the content's height or
 * the box's height leaves the scroll alone (the reader may have just
 * scrolled, before the scroll event is handled).
 *
 * Layout changes are seen after every React render and, through a
 * ResizeObserver on the list's box and on each of its children, also
 * without one (an image's size once it loads, fonts, the page restyling
 * the element, the window resized): the ResizeObserver runs after layout
 * and before paint, so the reader never sees the jump.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";
import { atBottom, nearTop, nextScrollTop } from "../../common/chat/rules.js";

export interface MessageScroll {
  /** Re-applies the rule at once (an image in the list has loaded; the ResizeObserver would also see it, before the next paint). */
  keepPlace(): void;
  /** The list's scroll handler; `onNearTop` runs when the reader reaches the top area of a list taller than its box. */
  onScroll(el: HTMLElement, onNearTop: () => void): void;
  /** Follow the bottom from now on (after an own message is sent). */
  stickToBottom(): void;
}

/** The anchor: the message seen first, its top in the list's content (px), and the key of the list's first message. */
interface Anchor {
  key: string;
  top: number;
  first: string | undefined;
}

const items = (el: HTMLElement) => el.querySelectorAll<HTMLElement>("[data-key]");

/** The top of `node` in the scrolling content of `el` (px from the content's top edge). */
function topIn(el: HTMLElement, node: HTMLElement): number {
  return node.getBoundingClientRect().top - el.getBoundingClientRect().top - el.clientTop + el.scrollTop;
}

/** The first message not wholly above the box's top edge (messages are in document order, top to bottom). */
function seenFirst(el: HTMLElement, list: NodeListOf<HTMLElement>): HTMLElement | null {
  if (!list.length) return null;
  let lo = 0;
  let hi = list.length - 1;
  let found = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const node = list[mid];
    if (topIn(el, node) + node.offsetHeight > el.scrollTop) {
      found = mid;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return list[found];
}

/**
 * @param listRef the scrolling list element
 * @param bottomKeys when any of these changes (a new conversation, a first
 *   page, an own message's sequence number, the panel opening), the list goes
 *   to the bottom
 */
export function useMessageScroll(listRef: RefObject<HTMLElement | null>, bottomKeys: readonly unknown[]): MessageScroll {
  const stick = useRef(true);
  /** what stays still in the box when the layout changes, as it was after the last adjustment */
  const anchor = useRef<Anchor | null>(null);
  /** the content's height and the box's height after the last adjustment */
  const size = useRef({ content: 0, box: 0 });
  /** the observer of the box and its children, and what it observes */
  const observer = useRef<{ ro: ResizeObserver; box: HTMLElement; targets: Set<Element> } | null>(null);

  const remember = (el: HTMLElement) => {
    const list = items(el);
    const node = seenFirst(el, list);
    anchor.current = node ? { key: node.dataset.key!, top: topIn(el, node), first: list[0].dataset.key } : null;
    size.current = { content: el.scrollHeight, box: el.clientHeight };
  };
  const keepPlace = () => {
    const el = listRef.current;
    // not laid out (the panel hidden): nothing to keep, and nothing to learn from
    if (!el || !el.getClientRects().length) return;
    const a = anchor.current;
    const node = a ? el.querySelector<HTMLElement>(`[data-key="${CSS.escape(a.key)}"]`) : null;
    const now = node ? topIn(el, node) : 0;
    const prepended = !!node && a!.first !== undefined && items(el)[0]?.dataset.key !== a!.first;
    const moved = !!node && now !== a!.top;
    if (prepended || moved || el.scrollHeight !== size.current.content || el.clientHeight !== size.current.box) {
      el.scrollTop = nextScrollTop(el, node ? { before: a!.top, now } : null, prepended, stick.current);
    }
    remember(el);
  };
  const keepRef = useRef(keepPlace);
  keepRef.current = keepPlace;

  // after every render: keep the place, and observe the box and its children as they are now
  useLayoutEffect(() => {
    keepPlace();
    const el = listRef.current;
    if (typeof ResizeObserver === "undefined") return;
    let o = observer.current;
    if (o && o.box !== el) {
      o.ro.disconnect();
      o = observer.current = null;
    }
    if (!el) return;
    if (!o) {
      o = observer.current = { ro: new ResizeObserver(() => keepRef.current()), box: el, targets: new Set() };
      o.ro.observe(el);
    }
    const children = new Set(el.children);
    for (const t of o.targets) {
      if (!children.has(t)) {
        o.ro.unobserve(t);
        o.targets.delete(t);
      }
    }
    for (const c of children) {
      if (!o.targets.has(c)) {
        o.ro.observe(c);
        o.targets.add(c);
      }
    }
  });
  useLayoutEffect(
    () => () => {
      observer.current?.ro.disconnect();
      observer.current = null;
    },
    [],
  );
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    stick.current = true;
    el.scrollTop = el.scrollHeight;
    remember(el);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, bottomKeys);

  return {
    keepPlace,
    onScroll(el, onNearTop) {
      stick.current = atBottom(el);
      remember(el);
      if (nearTop(el) && el.scrollHeight > el.clientHeight) onNearTop();
    },
    stickToBottom() {
      stick.current = true;
    },
  };
}
