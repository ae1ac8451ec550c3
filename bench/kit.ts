/**
 * The kit in a React app (issue 22, "Done when"): a fresh Vite + React 19 +
 * TypeScript app (test/setup/react-app.ts) built without Photowire, with
 * three elements' React components (photowire/react/pw-…, on the app's
 * React) and with the same three bundled elements (photowire/pw-…, each
 * carrying its own React). Prints the JavaScript the build writes (every
 * .js file; brotli q11) and React's version stamps (one copy of React
 * writes as many as the app alone). Needs `npm run build` first.
 */
import { rmSync } from "node:fs";
import { appSource, bundledAppSource, createReactApp, reactStamps, viteBuild } from "../test/setup/react-app.js";
import { brotli } from "./bundle.js";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function benchKit(): Promise<void> {
  const { tmp, project } = createReactApp();
  try {
    const variants: [string, string][] = [
      ["without Photowire", appSource(null)],
      ["3 React components (photowire/react/pw-…)", appSource((tag) => `photowire/react/${tag}`)],
      ["3 bundled elements (photowire/pw-…)", bundledAppSource()],
    ];
    console.log("\n## The kit in a Vite + React 19 app (every .js file the build writes)\n");
    console.log("| app | files | raw | brotli | React version stamps |\n|---|---:|---:|---:|---:|");
    let alone = 0;
    for (const [label, main] of variants) {
      const files = viteBuild(project, main);
      const code = [...files.values()];
      const raw = code.reduce((n, c) => n + Buffer.byteLength(c), 0);
      const br = code.reduce((n, c) => n + brotli(c), 0);
      alone ||= br;
      const more = br === alone ? "" : ` (+${kb(br - alone)})`;
      console.log(`| ${label} | ${files.size} | ${kb(raw)} | ${kb(br)}${more} | ${reactStamps(files)} |`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
