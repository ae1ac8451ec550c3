/**
 * A @web/dev-server plugin that starts the real Photowire app (fresh temp
 * data folder, demo members seeded, the demo corpus when `PW_BROWSER_CORPUS`
 * is not "0") and answers every /api/* request of the browser tests with it
 * through app.inject. No mock of our own server.
 *
 * Realtime (issue 10): the app's socket.io server is attached to the dev
 * server's own HTTP server, so the page's sockets reach it at /socket.io/
 * on the page's origin (polling and websocket upgrades; every other request
 * and upgrade goes on to the dev server), and the app's realtime notifies
 * them. A test command, `pw-chat-agent` (executeServerCommand from
 * @web/test-runner-commands), acts as a customer-service agent (demo_agent)
 * from the server side, so that a page's own session stays the reader's:
 * `{ action: "work_hours", hours }` sets the working hours, `{ action:
 * "reply", customerId, content }` answers a reader's conversation,
 * `{ action: "messages", customerId }` lists it (oldest first), `{ action:
 * "drop-and-reply", customerId, content }` drops the reader's realtime
 * connections (as a network failure would: the client reconnects by
 * itself) and answers while they are down. For the agent console
 * (service-console.test.js): `{ action: "drop-agents-and-say", tempCustomId,
 * content }` drops the agents' realtime connections (sockets registered in
 * the customer-service room) and has that guest reader write while they
 * are down.
 *
 * Staff (issue 19): a second test command, `pw-staff`, calls the staff API
 * as the demo editor (demo_editor) from the server side, so that the page's
 * own session stays the member's: `{ method, url, body }` (url under
 * /api/staff/…) answers the envelope's data, and throws on any other code;
 * `{ room: code, sockets: n }` waits (up to 5 s) until exactly n sockets are
 * registered as that member on /socket/uc_message_uc_member, so that a test
 * knows a page listens before an editor acts (the server's side of "the
 * page's realtime room is open").
 *
 * Integrity envelope (SPEC §7): a second app on the same database, with
 * INTEGRITY_KEY set (BROWSER_INTEGRITY_KEY), answers every /api/ request
 * that carries the envelope's X-Pw-Signature header, so that a page with
 * `<meta name="photowire:integrity-key">` talks to a server that requires
 * and checks the envelope. Its app download links differ from the first
 * app's (…/keyed.apk), so a test can tell which app answered.
 *
 * Published pages: the account and login pages that the publisher renders
 * (server/src/publish/pages.ts renderAccountPages, from templates/) answer
 * at /pages/<their site address>, e.g. /pages/public_resource/public/html/login2.html,
 * as if pages/ held them, so that a page's relative links reach the files
 * of pages/ beside it (login2.html's ../js/lang.js). Rendered once, when the
 * server starts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The key of the second app (INTEGRITY_KEY set) that answers the calls sealed with the integrity envelope. */
export const BROWSER_INTEGRITY_KEY = "browser-integrity-key";

export function photowireApi() {
  let app, keyed, handle, dataDir, realtime, agentCookie, editorCookie, accountPages;
  let markReady;
  const ready = new Promise((r) => (markReady = r));
  /**
   * Koa middleware answering /api/* with the app. It must be listed in the
   * config's `middleware` (wtr.config.mjs): koa composes a copy of its
   * middleware list when the server is created, before plugins' serverStart
   * runs, so a `koa.use()` from serverStart is never reached.
   */
  async function middleware(ctx, next) {
    if (!ctx.path.startsWith("/api/")) return next();
    await ready;
    const chunks = [];
    for await (const c of ctx.req) chunks.push(c);
    const target = ctx.headers["x-pw-signature"] ? keyed : app;
    const res = await target.inject({
      method: ctx.method,
      url: ctx.url,
      headers: { ...ctx.headers, host: ctx.headers.host },
      payload: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    ctx.status = res.statusCode;
    for (const [k, v] of Object.entries(res.headers)) {
      if (k === "content-length" || k === "transfer-encoding" || k === "connection") continue;
      ctx.set(k, Array.isArray(v) ? v : String(v));
    }
    ctx.body = res.rawPayload;
  }
  return {
    name: "photowire-api",
    middleware,
    async serverStart({ server }) {
      const { register } = await import("tsx/esm/api");
      register();
      {
        const { ROOT } = await import("../../server/src/paths.ts");
        const { engineFor } = await import("../../server/src/publish/engine.ts");
        const { renderAccountPages } = await import("../../server/src/publish/pages.ts");
        const { liquid, templates } = engineFor(path.join(ROOT, "templates"), "react");
        accountPages = new Map((await renderAccountPages(await templates(), liquid)).map((p) => [`/pages${p.url}`, p.html]));
      }
      const { buildApp } = await import("../../server/src/app.ts");
      const { loadConfig } = await import("../../server/src/config.ts");
      const { openDb } = await import("../../server/src/db/client.ts");
      const { seedDemoMembers } = await import("../../server/src/services/members.ts");
      dataDir = mkdtempSync(path.join(tmpdir(), "pw-wtr-"));
      handle = await openDb({ dataDir });
      await seedDemoMembers(handle.db);
      const seedPath = "./seed-browser.ts";
      try {
        const mod = await import(seedPath);
        await mod.seedBrowser(handle.db, dataDir);
      } catch (e) {
        if (e?.code !== "ERR_MODULE_NOT_FOUND") throw e;
      }
      const apps = { APP_ANDROID_URL: "https://download.photowire.test/app/photowire.apk", APP_IOS_URL: "https://apps.apple.com/cn/app/photowire/id1234567890" };
      // a partner origin the login hand-off may serve (login-handoff.test.js)
      const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "50", ALLOWED_ORIGINS: "https://partner.photowire.test", ...apps });
      app = await buildApp({ db: handle, config });
      await app.ready();
      keyed = await buildApp({
        db: handle,
        config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "50", INTEGRITY_KEY: BROWSER_INTEGRITY_KEY, ...apps, APP_ANDROID_URL: "https://download.photowire.test/app/keyed.apk" }),
      });
      await keyed.ready();
      const { attachRealtime } = await import("../../server/src/realtime.ts");
      const { MemberService } = await import("../../server/src/services/members.ts");
      realtime = await attachRealtime(server, new MemberService(handle.db, config.sessionTtlMs), { allowedOrigins: [], guests: app.services.guests });
      // as the CLI's decorate does (this app is ready already): the routes reach it through app.realtime
      app.realtime = realtime;
      markReady();
    },
    /** The publisher's account and login pages at /pages/…: see the module comment. */
    async serve(context) {
      if (!context.path.startsWith("/pages/")) return undefined;
      await ready;
      const html = accountPages.get(context.path);
      return html === undefined ? undefined : { type: "html", body: html };
    },
    /** `pw-chat-agent`: see the module comment. */
    async executeCommand({ command, payload }) {
      if (command === "pw-staff") {
        await ready;
        if (payload.room) {
          const registered = () => [...realtime.io.of("/socket/uc_message_uc_member").sockets.values()].filter((x) => x.data.code === payload.room).length;
          const end = Date.now() + 5000;
          while (registered() !== payload.sockets) {
            if (Date.now() > end) throw new Error(`pw-staff: ${registered()} sockets of ${payload.room}, not ${payload.sockets}`);
            await new Promise((r) => setTimeout(r, 20));
          }
          return payload.sockets;
        }
        const headers = () => ({ "x-requested-with": "XMLHttpRequest", ...(editorCookie ? { cookie: editorCookie } : {}) });
        if (!editorCookie) {
          const res = await app.inject({ method: "POST", url: "/api/guest/login", payload: { code: "demo_editor", password: "Editor2026" }, headers: headers() });
          const c = res.cookies.find((x) => x.name === "pw_session");
          if (!c) throw new Error(`editor login failed: ${res.body}`);
          editorCookie = `pw_session=${c.value}`;
        }
        const res = await app.inject({ method: payload.method ?? "GET", url: payload.url, payload: payload.body, headers: headers() });
        const json = res.json();
        if (json.code !== "success") throw new Error(`${payload.method ?? "GET"} ${payload.url}: ${res.body}`);
        return json.data ?? null;
      }
      if (command !== "pw-chat-agent") return undefined;
      await ready;
      const inject = (method, url, body) =>
        app.inject({ method, url, payload: body, headers: { "x-requested-with": "XMLHttpRequest", ...(agentCookie ? { cookie: agentCookie } : {}) } });
      if (!agentCookie) {
        const res = await inject("POST", "/api/guest/login", { code: "demo_agent", password: "Agent2026" });
        const c = res.cookies.find((x) => x.name === "pw_session");
        if (!c) throw new Error(`agent login failed: ${res.body}`);
        agentCookie = `pw_session=${c.value}`;
      }
      const data = async (method, url, body) => {
        const res = await inject(method, url, body);
        const json = res.json();
        if (json.code !== "success") throw new Error(`${method} ${url}: ${res.body}`);
        return json.data;
      };
      const conversation = async (customerId) => {
        const list = await data("GET", "/api/service/conversations?status=all&rows=50");
        const c = list.list.find((x) => x.customerId === customerId);
        if (!c) throw new Error(`no conversation of ${customerId}`);
        return c;
      };
      if (payload.action === "work_hours") return data("PUT", "/api/service/work_hours", payload.hours);
      if (payload.action === "reply") {
        const c = await conversation(payload.customerId);
        return data("POST", `/api/service/conversations/${c.id}/reply`, { content: payload.content });
      }
      if (payload.action === "drop-and-reply") {
        const c = await conversation(payload.customerId);
        let dropped = 0;
        for (const ns of ["/socket/uc_message_user", "/socket/uc_message_uc_member"]) {
          for (const sock of realtime.io.of(ns).sockets.values()) {
            if (sock.data.code === payload.customerId) {
              sock.conn.close();
              dropped++;
            }
          }
        }
        const message = await data("POST", `/api/service/conversations/${c.id}/reply`, { content: payload.content });
        return { dropped, message };
      }
      if (payload.action === "messages") {
        const c = await conversation(payload.customerId);
        return (await data("GET", `/api/service/conversations/${c.id}/messages?rows=50`)).list;
      }
      if (payload.action === "drop-agents-and-say") {
        let dropped = 0;
        for (const sock of realtime.io.of("/socket/work_place").sockets.values()) {
          if (sock.data.code === "customer_service") {
            sock.conn.close();
            dropped++;
          }
        }
        const res = await app.inject({
          method: "POST",
          url: "/api/guest/onlineService",
          payload: { content: payload.content, tempCustomId: payload.tempCustomId },
          headers: { "x-requested-with": "XMLHttpRequest" },
        });
        const json = res.json();
        if (json.code !== "success") throw new Error(`onlineService: ${res.body}`);
        return { dropped, message: json.data };
      }
      throw new Error(`pw-chat-agent: unknown action ${payload.action}`);
    },
    async serverStop() {
      // not realtime.close(): socket.io would close the dev server's HTTP server, which the dev server closes itself
      realtime?.io.disconnectSockets(true);
      await app?.close();
      await keyed?.close();
      await handle?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
