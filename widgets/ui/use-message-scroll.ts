/**
 * Scroll keeping for a message list (chat panel and agent console, SPEC §4
 * Chat: older messages load when the list is scrolled within 30 px of the
 * top, "without a jump"; a new own message goes to the bottom).
 *
 * The list's items carry `data-key`. After every render the first item seen
 * before it stays where it was when older items were put above it; a reader
 * at the bottom (within 40 px) follows new items; a render that neither
 * moves that item nor changes the content's height leaves the scroll alone
 * (the reader may have just scrolled, before the scroll event is handled).
 */
import { useLayoutEffect, useRef, type RefObject } from "react";
import { atBottom, nearTop, nextScrollTop } from "../../common/chat.js";

export interface MessageScroll {
  /** Re-applies the rule (call when an image in the list has loaded and changed its height). */
  keepPlace(): void;
  /** The list's scroll handler; `onNearTop` runs when the reader reaches the top area of a list taller than its box. */
  onScroll(el: HTMLElement, onNearTop: () => void): void;
  /** Follow the bottom from now on (after an own message is sent). */
  stickToBottom(): void;
}

/**
 * @param listRef the scrolling list element
 * @param bottomKeys when any of these changes (a new conversation, a first
 *   page, an own message's sequence number, the panel opening), the list goes
 *   to the bottom
 */
export function useMessageScroll(listRef: RefObject<HTMLElement | null>, bottomKeys: readonly unknown[]): MessageScroll {
  const stick = useRef(true);
  /** the first item and its offset after the last adjustment: what stays still when older items come above */
  const anchor = useRef<{ key: string; top: number } | null>(null);
  /** the content's height after the last adjustment */
  const height = useRef(0);

  const remember = (el: HTMLElement) => {
    const first = el.querySelector<HTMLElement>("[data-key]");
    anchor.current = first ? { key: first.dataset.key!, top: first.offsetTop } : null;
  };
  const keepPlace = () => {
    const el = listRef.current;
    if (!el) return;
    const a = anchor.current;
    const node = a ? el.querySelector<HTMLElement>(`[data-key="${CSS.escape(a.key)}"]`) : null;
    const firstNow = el.querySelector<HTMLElement>("[data-key]")?.dataset.key;
    const prepended = !!node && firstNow !== a!.key;
    const moved = !!node && node.offsetTop !== a!.top;
    if (prepended || moved || el.scrollHeight !== height.current) {
      el.scrollTop = nextScrollTop(el, node ? { before: a!.top, now: node.offsetTop } : null, prepended, stick.current);
      height.current = el.scrollHeight;
    }
    remember(el);
  };
  // after every render
  useLayoutEffect(keepPlace);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    stick.current = true;
    el.scrollTop = el.scrollHeight;
    height.current = el.scrollHeight;
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
