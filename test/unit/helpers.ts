/**
 * Test harness: a real app on a real embedded database (PGlite) in a fresh
 * temp folder, with the demo members seeded.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type AppOptions } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import type { DbHandle } from "../../server/src/db/client.js";
import { seedDemoMembers, DEMO_ACCOUNTS } from "../../server/src/services/members.js";
import { openTestDb } from "./db.js";

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  dataDir: string;
  close(): Promise<void>;
  /** logs in a demo account; returns the session cookie header value */
  login(which?: 0 | 1): Promise<string>;
  /** Logs in with a code and password (e.g. the demo editor, DEMO_EDITORS); returns the session cookie. */
  loginAs(code: string, password: string): Promise<string>;
  /** inject with the CSRF header set */
  call(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** the newest code sent to `to` (mobile or email), read from DATA_DIR/outbox/<timestamp>-<to>.json; throws when none */
  outboxCode(to: string): string;
}

/**
 * A test app on a fresh database with the demo members.
 * @param env configuration variables (loadConfig)
 * @param opts.logger pino options (default: no logs)
 * @param opts.schemas when the routes' schemas compile (default lazy: on each route's first call)
 */
export async function makeApp(env: Record<string, string> = {}, opts: { logger?: AppOptions["logger"]; schemas?: AppOptions["schemas"] } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const handle = await openTestDb(dataDir);
  await seedDemoMembers(handle.db);
  const app = await buildApp({ db: handle, config, logger: opts.logger, schemas: opts.schemas });
  await app.ready();
  const call: TestApp["call"] = (opts) => {
    const { cookie, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: { "x-requested-with": "XMLHttpRequest", ...(cookie ? { cookie } : {}), ...(rest.headers ?? {}) },
    });
  };
  /** Logs in through guest/login; returns the session cookie. */
  async function loginAs(code: string, password: string): Promise<string> {
    const res = await call({ method: "POST", url: "/api/guest/login", payload: { code, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    const c = res.cookies.find((x) => x.name === "pw_session");
    return `pw_session=${c!.value}`;
  }
  return {
    app,
    handle,
    dataDir,
    call,
    async login(which = 1) {
      const a = DEMO_ACCOUNTS[which];
      return loginAs(a.code, a.password);
    },
    loginAs,
    outboxCode(to) {
      const dir = path.join(dataDir, "outbox");
      const files = readdirSync(dir).filter((f) => f.includes(`-${to.toLowerCase()}`)).sort();
      if (!files.length) throw new Error(`no message to ${to}`);
      return JSON.parse(readFileSync(path.join(dir, files[files.length - 1]), "utf8")).code as string;
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
