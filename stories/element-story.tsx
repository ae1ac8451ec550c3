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
 * JSDoc (@attr), and a docs page listing its attributes, events, parts,
 * slots and CSS custom properties (scripts/element-manifest.mjs).
 */
import { Controls, Description, Primary, Stories, Subtitle, Title } from "@storybook/addon-docs/blocks";
import type { Meta } from "@storybook/react-vite";
import { createElement, type ReactNode } from "react";
import docs from "virtual:pw-element-docs";
import type { Lang } from "../common/i18n/index.js";

/** Raw attribute values by attribute name; undefined or null leaves the attribute out. */
export type ElementArgs = Record<string, string | undefined | null>;

interface Item {
  name: string;
  description: string;
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

/** `<tag …args>` inside `<div lang>`. */
export function renderElement(tag: string, args: ElementArgs, lang: Lang, children?: ReactNode) {
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(args)) if (v !== undefined && v !== null) attrs[k] = v;
  return <div lang={lang}>{createElement(tag, attrs, children)}</div>;
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
      <Controls />
      <Table title="Attributes" items={d.attributes} />
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
  const argTypes = Object.fromEntries(
    d.attributes.map((a) => [a.name, { control: { type: "text" as const }, description: a.description, table: { category: "attributes" } }]),
  );
  return {
    args,
    argTypes,
    parameters: {
      docs: { page: () => <ElementDocsPage tag={tag} />, description: { component: d.description } },
    },
    render: (a, { globals }) => renderElement(tag, a, storyLang(globals)),
  };
}
