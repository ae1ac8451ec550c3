/**
 * Element stories as a site builder writes them: the real `<pw-…>` tag with
 * its attributes as Storybook args (kebab-case names, string values), inside
 * a wrapper carrying the toolbar language as its `lang` attribute. The
 * element module is imported by the story file, so it is the real element,
 * talking to the API that the story mocks with MSW.
 *
 * `elementMeta(tag)` builds the meta (but its title, which Storybook's
 * indexer reads from the story file's own object literal:
 * `export default { title: "Elements/pw-x", ...elementMeta("pw-x") }`): argTypes from the element's
 * JSDoc (@attr, with controls by its type: boolean, number, select for a
 * union of literals, else text), its events (@event) logged in the Actions
 * panel, and a docs page with the attributes' controls and its events, parts,
 * slots and CSS custom properties (scripts/element-manifest.mjs).
 */
import { Controls, Description, Primary, Stories, Subtitle, Title } from "@storybook/addon-docs/blocks";
import type { Meta } from "@storybook/react-vite";
import { withActions } from "storybook/actions/decorator";
import { createElement, type ReactNode } from "react";
import docs from "virtual:pw-element-docs";
import type { Lang } from "../common/i18n/index.js";

/**
 * Attribute values by attribute name: a string as written; a boolean control's true as the bare
 * attribute, false, undefined or null leave it out; a number control's number as its digits.
 */
export type ElementArgs = Record<string, string | boolean | number | undefined | null>;

interface Item {
  name: string;
  description: string;
  /** an attribute's type from its JSDoc (`@attr {boolean} name`): boolean, number, or a union of literals */
  type?: string;
}
export interface ElementDoc {
  tag: string;
  file: string;
  summary: string;
  description: string;
  attributes: Item[];
  events: Item[];
  slots: Item[];
  parts: Item[];
  cssProperties: Item[];
}

/** The JSDoc of an element (throws for an unknown tag: a story of an element that does not exist). */
export function elementDoc(tag: string): ElementDoc {
  const d = (docs as ElementDoc[]).find((e) => e.tag === tag);
  if (!d) throw new Error(`no element docs for <${tag}>`);
  return d;
}

/** The toolbar language (`globals.lang`): "en", else "zh". */
export function storyLang(globals: Record<string, unknown>): Lang {
  return globals.lang === "en" ? "en" : "zh";
}

/** `<tag …args>` inside `<div lang>` (see ElementArgs for how a value becomes an attribute). */
export function renderElement(tag: string, args: ElementArgs, lang: Lang, children?: ReactNode) {
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined || v === null || v === false) continue;
    attrs[k] = v === true ? "" : String(v);
  }
  return <div lang={lang}>{createElement(tag, attrs, children)}</div>;
}

/** The literals of a union type from the JSDoc (`"fixed" | "inline"`, `0 | 1 | 2`), or null when it is not one. */
function literalsOf(type: string): string[] | null {
  const parts = type.split("|").map((p) => p.trim());
  if (parts.length < 2) return null;
  const out: string[] = [];
  for (const p of parts) {
    const m = /^"([^"]*)"$/.exec(p) ?? /^(-?\d+(?:\.\d+)?)$/.exec(p);
    if (!m) return null;
    out.push(m[1]);
  }
  return out;
}

/** The Storybook control of an attribute by its JSDoc type: boolean, number, select (a union of literals), else text. */
export function controlOf(type: string | undefined): { control: { type: "boolean" | "number" | "select" | "text" }; options?: string[] } {
  if (type === "boolean") return { control: { type: "boolean" } };
  if (type === "number") return { control: { type: "number" } };
  const options = type ? literalsOf(type) : null;
  return options ? { control: { type: "select" }, options } : { control: { type: "text" } };
}

/** A story's default value of a boolean attribute written as text ("", "true": present; "false": absent) as the boolean control's value. */
function asControlValue(type: string | undefined, v: ElementArgs[string]): ElementArgs[string] {
  if (type !== "boolean" || typeof v !== "string") return v;
  return v !== "false";
}

function Table({ title, items }: { title: string; items: Item[] }) {
  if (!items.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.name}>
              <td>
                <code>{i.name}</code>
              </td>
              <td>{i.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The docs page of an element: its JSDoc, the first story, controls, the reference tables, every story. */
function ElementDocsPage({ tag }: { tag: string }) {
  const d = elementDoc(tag);
  return (
    <>
      <Title />
      <Subtitle>{d.summary}</Subtitle>
      <Description />
      <Primary />
      {/* the attributes' one table: the controls, with each attribute's description and type */}
      <Controls />
      <Table title="Events" items={d.events} />
      <Table title="Slots" items={d.slots} />
      <Table title="CSS parts" items={d.parts} />
      <Table title="CSS custom properties" items={d.cssProperties} />
      <p>
        Source: <code>{d.file}</code>
      </p>
      <Stories />
    </>
  );
}

/**
 * The meta of an element's stories.
 * @param tag the custom element, e.g. "pw-like-button"
 * @param args default attribute values
 */
export function elementMeta(tag: string, args: ElementArgs = {}): Omit<Meta<ElementArgs>, "title"> {
  const d = elementDoc(tag);
  const typeOf = new Map(d.attributes.map((a) => [a.name, a.type]));
  const argTypes = Object.fromEntries(
    d.attributes.map((a) => [
      a.name,
      { ...controlOf(a.type), description: a.description, table: { category: "attributes", type: a.type ? { summary: a.type } : undefined } },
    ]),
  );
  return {
    args: Object.fromEntries(Object.entries(args).map(([k, v]) => [k, asControlValue(typeOf.get(k), v)])),
    argTypes,
    // the element's events (bubbling and composed) in the Actions panel, with their detail
    decorators: [withActions],
    parameters: {
      actions: { handles: d.events.map((e) => e.name) },
      docs: { page: () => <ElementDocsPage tag={tag} />, description: { component: d.description } },
    },
    render: (a, { globals }) => renderElement(tag, a, storyLang(globals)),
  };
}
