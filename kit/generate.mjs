/**
 * The builder's kit, generated from the elements (run after rollup by
 * `npm run build`; `node kit/generate.mjs --docs` also rewrites the
 * element reference docs/elements.md):
 * - dist/custom-elements.json: the Custom Elements Manifest (schema 2.1.0)
 *   of every element: attributes, properties, events (with detail types),
 *   slots, parts, CSS custom properties;
 * - dist/types/pw-<name>.d.ts: per element, its attribute and event
 *   interfaces and the `HTMLElementTagNameMap` / `GlobalEventHandlersEventMap`
 *   entries; dist/types/index.d.ts: all of them;
 * - dist/types/react.d.ts: React 19 JSX typings (`<pw-…>` with its
 *   attributes and `onpw-…` event props);
 * - dist/themes/: the themes of kit/themes (served as /widgets/themes/dark.css);
 * - docs/elements.md (with `--docs`): the element reference, one section
 *   per element with a copy-paste example (elementsDoc).
 * The prose comes from the elements' JSDoc (scripts/element-manifest.mjs),
 * the observed attributes and the event detail types from their code
 * (kit/element-code.mjs): a new element is covered without editing this file.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { elementManifest } from "../scripts/element-manifest.mjs";
import { elementCode } from "./element-code.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `pw-like-button` → `PwLikeButton`. */
export const className = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
/** `pw-like-button` → `like-button` (the ES module entry is dist/esm/pw-like-button.js). */
const entryOf = (tag) => `dist/esm/${tag}.js`;
/** "height (32px)" → "32px". */
const defaultOf = (description) => description.match(/\(([^()]*)\)\s*$/)?.[1];
const jsdoc = (text, indent = "  ") => (text ? `${indent}/** ${text.replace(/\*\//g, "*\\/").replace(/\s*\n\s*/g, " ")} */\n` : "");

/**
 * Every element: its JSDoc entry joined with what its code says.
 * @returns {Array<ReturnType<typeof elementManifest>[number] & { code: ReturnType<typeof elementCode>[number] | undefined }>}
 */
export function kitElements(root = ROOT) {
  const code = new Map(elementCode(root).map((c) => [c.tag, c]));
  return elementManifest(root).map((doc) => ({ ...doc, code: code.get(doc.tag) }));
}

const LITERALS = /^\s*("[^"]*"|-?\d+(\.\d+)?)(\s*\|\s*("[^"]*"|-?\d+(\.\d+)?))*\s*$/;
/** The literals of a union type text (`"a" | "b"`, `0 | 1`), as written. */
const literals = (type) => type.split("|").map((x) => x.trim());

/**
 * The TypeScript type of an attribute's value as the page writes it (issue 22 item 3), from its `@attr {type}`: a
 * boolean is "", "true" or "false" (core/element.ts attr.boolean), a number its text, a union of literals those
 * literals (numbers as text); none is any string. Anything else is a mistake in the element's JSDoc.
 */
export function attributeValueType(a) {
  const t = a.type;
  if (!t || t === "string") return "string";
  if (t === "boolean") return '"" | "true" | "false"';
  if (t === "number") return "`${number}`";
  if (LITERALS.test(t)) return literals(t).map((x) => (x.startsWith('"') ? x : JSON.stringify(x))).join(" | ");
  throw new Error(`@attr {${t}} ${a.name}: the type must be boolean, number or a union of literals`);
}

/** The type of a React component's prop for the attribute: also a boolean or a number where the attribute takes one. */
function propValueType(a) {
  const t = a.type;
  if (t === "boolean") return `boolean | ${attributeValueType(a)}`;
  if (t === "number") return `number | ${attributeValueType(a)}`;
  if (t && LITERALS.test(t) && literals(t).some((x) => !x.startsWith('"'))) return `${literals(t).filter((x) => !x.startsWith('"')).join(" | ")} | ${attributeValueType(a)}`;
  return attributeValueType(a);
}

/** HTMLElement's own reflecting properties: an attribute of one of these names keeps HTMLElement's (core/element.ts reflectAttributes). */
const HTML_ELEMENT_OWN = new Set(["title", "lang", "hidden", "id", "dir", "slot", "translate", "accessKey", "tabIndex", "draggable", "spellcheck", "inert", "popover", "className", "nonce", "autofocus"]);

/** The element's own properties: one per attribute its code reads (camelCase, reflecting it; core/element.ts reflectAttributes). */
const reflected = (el) => el.attributes.map((a) => ({ ...a, fieldName: el.code?.attributes.find((c) => c.name === a.name)?.fieldName })).filter((a) => a.fieldName && !HTML_ELEMENT_OWN.has(a.fieldName));

/** The event detail type of `name` (from the element's code), else unknown. */
const detailOf = (el, name) => el.code?.events.find((e) => e.name === name)?.detail ?? "unknown";

/** The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema 2.1.0). */
export function customElementsManifest(elements) {
  return {
    schemaVersion: "2.1.0",
    readme: "README.md",
    modules: elements.map((el) => ({
      kind: "javascript-module",
      path: entryOf(el.tag),
      declarations: [
        {
          kind: "class",
          name: `${className(el.tag)}Element`,
          tagName: el.tag,
          customElement: true,
          summary: el.summary,
          description: el.description,
          superclass: { name: "HTMLElement" },
          source: { href: el.file },
          attributes: el.attributes.map((a) => ({
            name: a.name,
            description: a.description,
            type: { text: attributeValueType(a) },
            ...(el.code?.attributes.find((c) => c.name === a.name) ? { fieldName: el.code.attributes.find((c) => c.name === a.name).fieldName } : {}),
          })),
          members: [
            ...reflected(el).map((a) => ({ kind: "field", name: a.fieldName, attribute: a.name, reflects: true, type: { text: "string | null" }, description: a.description })),
            ...el.properties.map((p) => ({ kind: "field", name: p.name, description: p.description })),
          ],
          events: el.events.map((e) => ({ name: e.name, description: e.description, type: { text: `CustomEvent<${detailOf(el, e.name)}>` } })),
          slots: el.slots.map((s) => ({ name: s.name, description: s.description })),
          cssParts: el.parts.map((p) => ({ name: p.name, description: p.description })),
          cssProperties: el.cssProperties.map((c) => ({ name: c.name, description: c.description, ...(defaultOf(c.description) ? { default: defaultOf(c.description) } : {}) })),
        },
      ],
      exports: [
        { kind: "custom-element-definition", name: el.tag, declaration: { name: `${className(el.tag)}Element`, module: entryOf(el.tag) } },
      ],
    })),
  };
}

/** dist/types/<tag>.d.ts of one element. */
export function elementDts(el) {
  const C = className(el.tag);
  const attrs = el.attributes.map((a) => `${jsdoc(a.description)}  ${JSON.stringify(a.name)}?: ${attributeValueType(a)};\n`).join("");
  const events = el.events.map((e) => `${jsdoc(e.description)}  ${JSON.stringify(e.name)}: CustomEvent<${detailOf(el, e.name)}>;\n`).join("");
  const props = [
    ...reflected(el).map((a) => `${jsdoc(`the \`${a.name}\` attribute (null when absent; setting null removes it): ${a.description}`)}  ${a.fieldName}: string | null;\n`),
    ...el.properties.map((p) => `${jsdoc(p.description)}  ${p.name}: unknown;\n`),
  ].join("");
  return `// Generated by kit/generate.mjs from ${el.file}: do not edit.
/**
 * \`<${el.tag}>\`: ${el.summary}
 * Load it with \`import "photowire/${el.tag}"\` or \`<script type="module" src="…/widgets/esm/${el.tag}.js">\`.
 */
export interface ${C}Attributes {
${attrs}}

/** The events \`<${el.tag}>\` dispatches (they bubble and cross shadow roots). */
export interface ${C}Events {
${events}}

/** The \`<${el.tag}>\` element (an open shadow root; style it with ::part() and --pw-* custom properties). */
export interface ${C}Element extends HTMLElement {
${props}}

declare global {
  interface HTMLElementTagNameMap {
    ${JSON.stringify(el.tag)}: ${C}Element;
  }
  interface GlobalEventHandlersEventMap extends ${C}Events {}
}
`;
}

/** dist/types/index.d.ts: every element's types. */
export function indexDts(elements) {
  return `// Generated by kit/generate.mjs: do not edit. \`import "photowire"\` (dist/esm/index.js) registers every element below lazily;
// the all-in-one bundle (photowire/photowire.js) defines them all at once.
${elements.map((el) => `export type { ${className(el.tag)}Attributes, ${className(el.tag)}Events, ${className(el.tag)}Element } from "./${el.tag}.js";`).join("\n")}
${elements.map((el) => `import type { ${className(el.tag)}Element } from "./${el.tag}.js";`).join("\n")}

/** The name of an element of the kit. */
export type PwTagName = ${elements.map((el) => JSON.stringify(el.tag)).join(" | ")};

/** Every element's constructor by name. */
export interface PwElementConstructors {
${elements.map((el) => `  ${JSON.stringify(el.tag)}: { new (): ${className(el.tag)}Element; prototype: ${className(el.tag)}Element };`).join("\n")}
}

/** Every element's name. */
export declare const tags: readonly PwTagName[];

/**
 * Loads one element's module now and resolves with its constructor once it is defined (undefined where there is
 * no \`customElements\`, a server render). An element standing in the document is loaded without it; call it for one
 * in a shadow root or a \`<template>\`. Rejects for a name that is not an element of the kit, or when the module fails
 * to load (it is tried again on the next call).
 */
export declare function load<T extends PwTagName>(tag: T): Promise<PwElementConstructors[T] | undefined>;
`;
}

/** dist/types/react.d.ts: `<pw-…>` in React 19 JSX, attributes typed and events as `onpw-…` props. */
export function reactDts(elements) {
  const imports = elements.map((el) => `import type { ${className(el.tag)}Attributes, ${className(el.tag)}Events, ${className(el.tag)}Element } from "./${el.tag}.js";`).join("\n");
  const entries = elements
    .map((el) => {
      const C = className(el.tag);
      return `${jsdoc(`\`<${el.tag}>\`: ${el.summary}`, "      ")}      ${JSON.stringify(el.tag)}: PwElementProps<${C}Element, ${C}Attributes, ${C}Events>;`;
    })
    .join("\n");
  return `// Generated by kit/generate.mjs: do not edit.
// React 19 JSX typings for every <pw-…> element. Include with
// \`import type {} from "photowire/react";\` (or /// <reference types="photowire/react" />).
// React 19 passes an \`on<event-name>\` prop of a custom element to addEventListener(<event-name>).
import type { DetailedHTMLProps, HTMLAttributes } from "react";
${imports}

/** The element's attributes (strings), React's common HTML props, and one \`on<event>\` listener prop per event. */
export type PwElementProps<E extends HTMLElement, A, V> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  A & { class?: string } & { [K in keyof V as \`on\${K & string}\`]?: (event: V[K]) => void };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
${entries}
    }
  }
}
`;
}

/** One reference section per element (`### \`<pw-…>\``, anchor `#pw-…`). */
export function elementSections(elements) {
  const row = (cells) => `| ${cells.map((c) => String(c).replace(/\|/g, "\\|").replace(/\n/g, " ")).join(" | ")} |`;
  const table = (head, items, map) => (items.length ? `${row(head)}\n${row(head.map(() => "---"))}\n${items.map((i) => row(map(i))).join("\n")}\n\n` : "");
  return elements
    .map((el) => {
      const required = el.attributes.filter((a) => /required/.test(a.description));
      const example = `<${el.tag}${required.map((a) => ` ${a.name}="…"`).join("")}></${el.tag}>`;
      const listen = el.events[0]
        ? `\ndocument.querySelector("${el.tag}").addEventListener("${el.events[0].name}", (event) => console.log(event.detail));`
        : "";
      return `### \`<${el.tag}>\`

${el.summary} ${el.description.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, " ")}

\`\`\`html
<script type="module" src="/widgets/esm/${el.tag}.js"></script>
${example}${listen ? `\n<script type="module">${listen}\n</script>` : ""}
\`\`\`

${table(["attribute", "meaning"], el.attributes, (a) => [`\`${a.name}\``, a.description])}${table(["event", "meaning", "detail"], el.events, (e) => [`\`${e.name}\``, e.description, `\`${detailOf(el, e.name)}\``])}${table(["slot", "meaning"], el.slots, (s) => [`\`${s.name || "(default)"}\``, s.description])}${table(["part", "meaning"], el.parts, (p) => [`\`${p.name}\``, p.description])}${table(["CSS property", "meaning"], el.cssProperties, (c) => [`\`${c.name}\``, c.description])}`.trimEnd();
    })
    .join("\n\n");
}

/** Where `node kit/generate.mjs --docs` writes the element reference (relative to the repository). */
export const ELEMENTS_DOC = "docs/elements.md";

/** docs/elements.md: a short introduction, an index of the elements, then elementSections. */
export function elementsDoc(elements) {
  return `<!-- Generated by \`node kit/generate.mjs --docs\` from the elements' JSDoc (scripts/element-manifest.mjs) and code (kit/element-code.mjs): do not edit by hand. -->
# Elements

Every element with a copy-paste example, its attributes, events (with the \`detail\` type), slots,
parts and CSS custom properties. Load an element with its module script (or the all-in-one
\`/widgets/photowire.js\`, or \`import "photowire/pw-…"\`); \`…\` marks values to fill in.
How to embed, theme and package the elements: [Building pages with the kit](kit.md).

${elements.map((el) => `- [\`<${el.tag}>\`](#${el.tag}): ${el.summary}`).join("\n")}

## Reference

${elementSections(elements)}
`;
}

/** The values an attribute takes when they are a list: a union of literals, or a boolean's "true" and "false". */
function attributeValues(a) {
  if (a.type === "boolean") return ["true", "false"];
  if (a.type && LITERALS.test(a.type)) return literals(a.type).map((x) => (x.startsWith('"') ? JSON.parse(x) : x));
  return null;
}

/**
 * dist/vscode.html-custom-data.json (issue 22 item 3): VS Code's HTML custom data
 * (https://github.com/microsoft/vscode-custom-data, version 1.1): every element with its description and
 * attributes, the values of those that take a list. A site's .vscode/settings.json names it in
 * "html.customData".
 */
export function vscodeCustomData(elements) {
  return {
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tag,
      description: el.summary,
      attributes: el.attributes.map((a) => {
        const values = attributeValues(a);
        return { name: a.name, description: a.description, ...(values ? { values: values.map((name) => ({ name })) } : {}) };
      }),
    })),
  };
}

/**
 * dist/web-types.json (issue 22 item 3): JetBrains' Web Types (https://github.com/JetBrains/web-types, schema
 * https://json.schemastore.org/web-types): every element with its attributes (their value types and lists), events,
 * slots, parts and CSS custom properties; the package.json's "web-types" field names it.
 */
export function webTypes(elements, version) {
  return {
    $schema: "https://json.schemastore.org/web-types",
    name: "photowire",
    version,
    "description-markup": "markdown",
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tag,
          description: el.summary,
          attributes: el.attributes.map((a) => {
            const values = attributeValues(a);
            return {
              name: a.name,
              description: a.description,
              value: { type: attributeValueType(a), required: false, ...(values ? { kind: "plain" } : {}) },
              ...(values ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          events: el.events.map((e) => ({ name: e.name, description: e.description })),
          slots: el.slots.map((x) => ({ name: x.name, description: x.description })),
          css: {
            parts: el.parts.map((x) => ({ name: x.name, description: x.description })),
            properties: el.cssProperties.map((x) => ({ name: x.name, description: x.description })),
          },
        })),
      },
    },
  };
}

/** `pc-id` → `pcId`; `pw-like-change` → `onPwLikeChange`. */
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const eventProp = (name) => `on${className(name)}`;

/** dist/peer/react/props.js: a wrapper's props → the custom element's (React 19 sets attributes, and adds `on<event>` listeners). */
export const WRAPPER_PROPS_JS = `// Generated by kit/generate.mjs: do not edit.
/**
 * The custom element's props from a wrapper's: an attribute prop (camelCase) becomes its attribute (its text: true
 * and false are "true" and "false", which the elements read as on and off; null and undefined leave it out), an event
 * prop (onPwLikeChange) becomes React 19's listener prop (onpw-like-change), anything else (children, className,
 * style, id, slot, ref…) passes as it is.
 */
export function elementProps(props, attributes, events) {
  const out = {};
  for (const [key, value] of Object.entries(props)) {
    if (Object.prototype.hasOwnProperty.call(attributes, key)) {
      if (value !== undefined && value !== null) out[attributes[key]] = String(value);
    } else if (Object.prototype.hasOwnProperty.call(events, key)) out["on" + events[key]] = value;
    else out[key] = value;
  }
  return out;
}
`;

/**
 * dist/peer/react/<tag>.js: the React component of one element (issue 22 item 1), for React apps: it imports the
 * element from the peer build (dist/peer/<tag>.js, on the app's own react and react-dom) and renders the tag.
 */
export function reactWrapper(el) {
  const attributes = Object.fromEntries(el.attributes.map((a) => [camel(a.name), a.name]));
  const events = Object.fromEntries(el.events.map((e) => [eventProp(e.name), e.name]));
  return `// Generated by kit/generate.mjs from ${el.file}: do not edit.
import { createElement } from "react";
import "../${el.tag}.js";
import { elementProps } from "./props.js";

const ATTRIBUTES = ${JSON.stringify(attributes)};
const EVENTS = ${JSON.stringify(events)};

/** \`<${el.tag}>\` as a React component: ${el.summary.replace(/\*\//g, "")} */
export function ${className(el.tag)}(props) {
  return createElement(${JSON.stringify(el.tag)}, elementProps(props, ATTRIBUTES, EVENTS));
}
`;
}

/** dist/peer/react/<tag>.d.ts: the component's props, typed from the element's attributes and events. */
export function reactWrapperDts(el) {
  const C = className(el.tag);
  const own = [
    ...el.attributes.map((a) => `${jsdoc(`\`${a.name}\`: ${a.description}`)}  ${camel(a.name)}?: ${propValueType(a)};\n`),
    ...el.events.map((e) => `${jsdoc(`\`${e.name}\`: ${e.description}`)}  ${eventProp(e.name)}?: (event: ${C}Events[${JSON.stringify(e.name)}]) => void;\n`),
  ].join("");
  return `// Generated by kit/generate.mjs from ${el.file}: do not edit.
import type { HTMLAttributes, ReactElement, Ref } from "react";
import type { ${C}Element, ${C}Events } from "../../types/${el.tag}.js";

/** The props of \`<${C}>\`: the element's attributes (camelCase), its events (on…), and the usual HTML props. */
export interface ${C}Props extends Omit<HTMLAttributes<${C}Element>, ${[...el.attributes.map((a) => camel(a.name)), ...el.events.map((e) => eventProp(e.name))].map((n) => JSON.stringify(n)).join(" | ") || "never"}> {
${own}  ref?: Ref<${C}Element>;
}

/** \`<${el.tag}>\` as a React component (it loads the element on the app's React): ${el.summary.replace(/\*\//g, "")} */
export declare function ${C}(props: ${C}Props): ReactElement;
`;
}

/** Writes dist/custom-elements.json, dist/types/ and dist/themes/ (and docs/elements.md with `docs`). */
export function generate({ root = ROOT, docs = false } = {}) {
  const elements = kitElements(root);
  const dist = path.join(root, "dist");
  const types = path.join(dist, "types");
  mkdirSync(types, { recursive: true });
  writeFileSync(path.join(dist, "custom-elements.json"), `${JSON.stringify(customElementsManifest(elements), null, 2)}\n`);
  const version = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version;
  writeFileSync(path.join(dist, "web-types.json"), `${JSON.stringify(webTypes(elements, version), null, 2)}\n`);
  writeFileSync(path.join(dist, "vscode.html-custom-data.json"), `${JSON.stringify(vscodeCustomData(elements), null, 2)}\n`);
  for (const el of elements) writeFileSync(path.join(types, `${el.tag}.d.ts`), elementDts(el));
  writeFileSync(path.join(types, "index.d.ts"), indexDts(elements));
  writeFileSync(path.join(types, "react.d.ts"), reactDts(elements));
  cpSync(path.join(root, "kit", "themes"), path.join(dist, "themes"), { recursive: true });
  const wrappers = path.join(dist, "peer", "react");
  mkdirSync(wrappers, { recursive: true });
  writeFileSync(path.join(wrappers, "props.js"), WRAPPER_PROPS_JS);
  for (const el of elements) {
    writeFileSync(path.join(wrappers, `${el.tag}.js`), reactWrapper(el));
    writeFileSync(path.join(wrappers, `${el.tag}.d.ts`), reactWrapperDts(el));
  }
  if (docs) {
    mkdirSync(path.join(root, "docs"), { recursive: true });
    writeFileSync(path.join(root, ELEMENTS_DOC), elementsDoc(elements));
  }
  return elements;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const docs = process.argv.includes("--docs");
  const elements = generate({ docs });
  console.log(`kit: custom-elements.json and typings of ${elements.length} elements in dist/${docs ? `; the element reference in ${ELEMENTS_DOC}` : ""}`);
}
