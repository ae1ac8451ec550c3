/** Types of seed-template.mjs (its docstrings say what each does). */
import type { ChildProcess } from "node:child_process";
export declare const E2E_PGLITE_CACHE_MB: string;
export declare function seedTemplate(): string;
export declare function seedTemplateAsync(onChild?: (child: ChildProcess) => void): Promise<{ dataDir: string | null; output: string }>;
