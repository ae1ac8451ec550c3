/**
 * Attributes + state → view props for <pw-like-button> and
 * <pw-collect-button> (DESIGN §2 `<feature>.props.ts`): pure, used by the
 * two elements and by nothing else. Strings come from this feature's
 * catalogue (locale/) in the element's language.
 */
import { attr } from "../core/element.js";
import type { CollectButtonViewProps } from "./CollectButton.js";
import type { EntryState } from "./like-collect.store.js";
import type { LikeButtonViewProps } from "./LikeButton.js";
import { t, type Lang } from "./locale/index.js";

/** The parsed attributes of both buttons. */
export interface LikeCollectAttributes {
  /** the story id (pcId), "" when missing */
  pcId: string;
  /** the item id (relationId), "" when missing */
  relationId: string;
  /** like button only: show the like count (default true) */
  showCount: boolean;
}

/** Parses the raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<"pcId" | "relationId" | "showCount", string>>): LikeCollectAttributes {
  return {
    pcId: attr.string(raw.pcId).trim(),
    relationId: attr.string(raw.relationId).trim(),
    showCount: attr.boolean(raw.showCount, true),
  };
}

/** Both ids are there: the button can do something. */
export const isValid = (a: LikeCollectAttributes) => a.pcId !== "" && a.relationId !== "";

/** The like button's view props for a state. */
export function likeButtonProps(lang: Lang, a: LikeCollectAttributes, state: EntryState, onToggle: () => void): LikeButtonViewProps {
  const liked = state.status?.like ?? false;
  return {
    liked,
    label: t(lang, "like"),
    hint: t(lang, liked ? "unlike" : "like"),
    showCount: a.showCount,
    count: state.status ? state.status.likeCount : null,
    busy: state.likeBusy,
    disabled: !isValid(a),
    error: state.likeError,
    onToggle,
  };
}

/** The collect button's view props for a state. */
export function collectButtonProps(lang: Lang, a: LikeCollectAttributes, state: EntryState, onToggle: () => void): CollectButtonViewProps {
  const collected = state.status?.collect ?? false;
  return {
    collected,
    label: t(lang, "collect"),
    hint: t(lang, collected ? "uncollect" : "collect"),
    busy: state.collectBusy,
    disabled: !isValid(a),
    error: state.collectError,
    onToggle,
  };
}
