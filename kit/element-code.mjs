/**
 * What the elements' code says (the other half of scripts/element-manifest.mjs,
 * which reads their JSDoc): for every `widgets/<feature>/<name>.element.ts`,
 * the attributes it observes (the `attributes` option of `defineWidget`,
 * camelCase names turned into kebab-case attributes) and the events it
 * declares in `GlobalEventHandlersEventMap`, each with its detail type
 * printed as a self-contained TypeScript type (named types expanded, so the
 * published .d.ts files import nothing of ours). Uses the TypeScript
 * checker; takes a few seconds.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `relationIds` → `relation-ids` (widgets/core/element.ts attributeName). */
export const kebab = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every element file, relative to root. */
export function elementFiles(root = ROOT) {
  const out = [];
  for (const dir of readdirSync(path.join(root, "widgets"), { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(path.join(root, "widgets", dir.name))) if (f.endsWith(".element.ts")) out.push(path.join("widgets", dir.name, f));
  }
  return out.sort();
}

/**
 * A type as standalone TypeScript text: primitives and literals as they
 * are, unions, arrays, records and object types expanded property by
 * property (down to `depth` levels, deeper ones `unknown`).
 */
function printType(checker, type, depth = 0) {
  const F = ts.TypeFlags;
  if (type.flags & (F.String | F.Number | F.Boolean | F.Null | F.Undefined | F.Unknown | F.Any | F.Never | F.Void | F.StringLiteral | F.NumberLiteral | F.BooleanLiteral | F.BigInt)) {
    return checker.typeToString(type);
  }
  if (type.isUnion()) {
    // boolean is true | false
    const parts = [...new Set(type.types.map((t) => printType(checker, t, depth)))];
    const s = parts.join(" | ").replace(/\bfalse \| true\b/, "boolean");
    return s;
  }
  if (depth > 5) return "unknown";
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const [el] = checker.getTypeArguments(type);
    const inner = el ? printType(checker, el, depth + 1) : "unknown";
    return `Array<${inner}>`;
  }
  if (type.flags & F.Object) {
    if (type.getCallSignatures().length) return "(...args: never[]) => unknown";
    const members = [];
    const index = checker.getIndexInfosOfType(type);
    for (const info of index) members.push(`[key: ${checker.typeToString(info.keyType)}]: ${printType(checker, info.type, depth + 1)}`);
    for (const p of checker.getPropertiesOfType(type)) {
      const decl = p.valueDeclaration ?? p.declarations?.[0];
      const pt = decl ? checker.getTypeOfSymbolAtLocation(p, decl) : checker.getDeclaredTypeOfSymbol(p);
      const optional = p.flags & ts.SymbolFlags.Optional;
      const name = /^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : JSON.stringify(p.name);
      const text = printType(checker, optional ? checker.getNonNullableType(pt) : pt, depth + 1);
      members.push(`${name}${optional ? "?" : ""}: ${text}`);
    }
    return members.length ? `{ ${members.join("; ")} }` : "{}";
  }
  return "unknown";
}

/**
 * @typedef {{ name: string, fieldName: string }} CodeAttribute
 * @typedef {{ name: string, detail: string }} CodeEvent
 * @typedef {{ tag: string, file: string, attributes: CodeAttribute[], events: CodeEvent[] }} ElementCode
 * @returns {ElementCode[]} sorted by tag; elements whose tag cannot be read are left out
 */
export function elementCode(root = ROOT) {
  const files = elementFiles(root).map((f) => path.join(root, f));
  const program = ts.createProgram({
    rootNames: [...files, path.join(root, "widgets/core/css.d.ts"), path.join(root, "scripts/common-globals.d.ts")],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  });
  const checker = program.getTypeChecker();
  const out = [];
  for (const file of files) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    let tag;
    /** @type {CodeAttribute[]} */
    const attributes = [];
    /** @type {CodeEvent[]} */
    const events = [];
    const constTag = sf.text.match(/const TAG = "(pw-[a-z0-9-]+)"/)?.[1];
    /** attributes a plain element class (defineOnce, no `attributes` option) reads with getAttribute("…") */
    const read = [];
    let declared = false;
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "getAttribute") {
        const [arg] = node.arguments;
        if (arg && ts.isStringLiteral(arg)) read.push({ name: arg.text, fieldName: arg.text.replace(/-([a-z])/g, (_m, c) => c.toUpperCase()) });
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["defineWidget", "defineOnce"].includes(node.expression.text)) {
        const [first, , opts] = node.arguments;
        if (first && ts.isStringLiteral(first)) tag = first.text;
        else if (first && ts.isIdentifier(first) && first.text === "TAG") tag = constTag;
        if (opts && ts.isObjectLiteralExpression(opts)) {
          const prop = opts.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === "attributes");
          if (prop && ts.isPropertyAssignment(prop)) {
            declared = true;
            const t = checker.getTypeAtLocation(prop.initializer);
            const args = checker.isArrayType(t) || checker.isTupleType(t) ? checker.getTypeArguments(t) : [];
            for (const a of args) for (const lit of a.isUnion() ? a.types : [a]) {
              if (lit.isStringLiteral()) attributes.push({ name: kebab(lit.value), fieldName: lit.value });
            }
          }
        }
      }
      if (ts.isInterfaceDeclaration(node) && node.name.text === "GlobalEventHandlersEventMap") {
        for (const m of node.members) {
          if (!ts.isPropertySignature(m) || !m.name || !ts.isStringLiteral(m.name) || !m.type) continue;
          const t = checker.getTypeFromTypeNode(m.type);
          const [detail] = t.aliasTypeArguments ?? checker.getTypeArguments(t) ?? [];
          const d = detail ?? (ts.isTypeReferenceNode(m.type) && m.type.typeArguments?.[0] ? checker.getTypeFromTypeNode(m.type.typeArguments[0]) : undefined);
          events.push({ name: m.name.text, detail: d ? printType(checker, d) : "unknown" });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    if (!tag) continue;
    if (!declared) attributes.push(...read);
    const seen = new Set();
    out.push({
      tag,
      file: path.relative(root, file),
      attributes: attributes.filter((a) => !seen.has(a.name) && seen.add(a.name)),
      events,
    });
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(elementCode(), null, 2)}\n`);
}
