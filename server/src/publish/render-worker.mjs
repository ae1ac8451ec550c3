// Bootstrap of a render worker (render-pool.ts): the server runs
// TypeScript through tsx without a build, and a worker thread does not inherit
// the parent's loader registration, so it registers tsx itself.
import { register } from "tsx/esm/api";
register();
await import("./render-worker.ts");
