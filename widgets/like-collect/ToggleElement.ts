/**
 * The one toggle element definition behind `<pw-like-button>` and
 * `<pw-collect-button>` (issue 18: like and collect from one definition).
 * `toggleElement(kind)` is the element's component: it reads the page's
 * shared like/collect store for (pc-id, relation-id) (use-like-collect.ts),
 * renders the kind's view (LikeButton: heart and count; CollectButton:
 * star) with its props (like-collect.props.ts), and after the server
 * accepted a toggle dispatches the kind's event — `pw-like-change` with
 * `{ pcId, relationId, liked }`, `pw-collect-change` with
 * `{ pcId, relationId, collected }` (SPEC §4 "Collection and like", §7
 * web/pw_content like, cancelLike, collection, cancelCollection). A button
 * without both ids is disabled and says so once in the console.
 *
 * The element files (like-button.element.ts, collect-button.element.ts)
 * keep their tag, attributes, event typing and docs, and call defineWidget
 * with this component: the kit reads those from the element files.
 */
import { createElement, useEffect, type FunctionComponent, type ReactElement } from "react";
import { emit } from "../core/element.js";
import type { WidgetProps } from "../ui/define.js";
import { CollectButton } from "./CollectButton.js";
import { LikeButton } from "./LikeButton.js";
import { collectButtonProps, likeButtonProps, parseAttributes } from "./like-collect.props.js";
import type { EntryState, ToggleKind } from "./like-collect.store.js";
import type { Lang } from "./locale/index.js";
import { useLikeCollect } from "./use-like-collect.js";

/** The attributes a toggle element may read (collect has no show-count). */
export type ToggleAttribute = "pcId" | "relationId" | "showCount";

type Attributes = ReturnType<typeof parseAttributes>;

/** What differs between the two kinds: the view with its props, and the event. */
interface Kind {
  view(lang: Lang, a: Attributes, state: EntryState, onToggle: () => void): ReactElement;
  changed(host: HTMLElement, a: Attributes, on: boolean): void;
}

const KINDS: Record<ToggleKind, Kind> = {
  like: {
    view: (lang, a, state, onToggle) => createElement(LikeButton, likeButtonProps(lang, a, state, onToggle)),
    changed: (host, a, liked) => emit(host, "pw-like-change", { pcId: a.pcId, relationId: a.relationId, liked }),
  },
  collect: {
    view: (lang, a, state, onToggle) => createElement(CollectButton, collectButtonProps(lang, a, state, onToggle)),
    changed: (host, a, collected) => emit(host, "pw-collect-change", { pcId: a.pcId, relationId: a.relationId, collected }),
  },
};

/**
 * The component of the `kind` toggle element (`pw-like-button` for "like",
 * `pw-collect-button` for "collect"), for defineWidget.
 */
export function toggleElement(kind: ToggleKind): FunctionComponent<WidgetProps<ToggleAttribute>> {
  const k = KINDS[kind];
  function ToggleElement({ host, lang, attrs }: WidgetProps<ToggleAttribute>) {
    const a = parseAttributes(attrs);
    const { state, toggle, valid } = useLikeCollect(a.pcId, a.relationId, lang);
    useEffect(() => {
      if (!valid) console.warn(`[photowire] <${host.localName}> needs pc-id and relation-id; the button is disabled`);
    }, [host, valid]);
    return k.view(lang, a, state, () => {
      void toggle(kind).then((out) => {
        if (out.kind === "done") k.changed(host, a, out.value);
      });
    });
  }
  ToggleElement.displayName = kind === "like" ? "LikeButtonElement" : "CollectButtonElement";
  return ToggleElement;
}
