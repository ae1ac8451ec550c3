/**
 * Issue 19: every numeric parameter is bounded by its schema. Out-of-range
 * numbers (past the column's range, past Number.MAX_SAFE_INTEGER, 1e308),
 * negative ones and fractions answer 422 invalid_param naming the field,
 * never 500 (they used to reach the database: `POST web/buy/del_record`
 * with an id of 9007199254740992 or 1e308 answered 500). And the rule for
 * every route at once: each integer of a query, body or path schema in the
 * OpenAPI document has a minimum and a maximum within MAX_SAFE_INTEGER.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let member: string;
let agent: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
  const a = DEMO_AGENTS[0];
  const res = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: a.code, password: a.password } });
  agent = `pw_session=${res.cookies.find((c) => c.name === "pw_session")!.value}`;
});

afterAll(async () => {
  await t?.close();
});

/** Values that must never reach the database as a parameter. */
const BAD = [9007199254740992, 1e308, -1, 1.5];

/** A route with a numeric field: how to send `v` in it, and the field's name in the answer's errors. */
interface Case {
  name: string;
  field: string;
  send(v: number): { method: "GET" | "POST"; url: string; payload?: Record<string, unknown>; cookie?: string };
}

const q = (v: number) => encodeURIComponent(String(v));

const CASES: Case[] = [
  { name: "POST web/buy/del_record id", field: "id", send: (v) => ({ method: "POST", url: "/api/web/buy/del_record", payload: { id: v }, cookie: member }) },
  {
    name: "GET guest/comment/video_comment_list afterId",
    field: "afterId",
    send: (v) => ({ method: "GET", url: `/api/guest/comment/video_comment_list?pcId=pc1&relationId=r1&afterId=${q(v)}` }),
  },
  {
    name: "GET guest/comment/video_comment_list rows",
    field: "rows",
    send: (v) => ({ method: "GET", url: `/api/guest/comment/video_comment_list?pcId=pc1&relationId=r1&rows=${q(v)}` }),
  },
  { name: "GET web/buy/get_record page", field: "page", send: (v) => ({ method: "GET", url: `/api/web/buy/get_record?page=${q(v)}`, cookie: member }) },
  { name: "GET web/uc_collection/list rows", field: "rows", send: (v) => ({ method: "GET", url: `/api/web/uc_collection/list?rows=${q(v)}`, cookie: member }) },
  { name: "GET guest/photographer/getPhotographerNode id", field: "id", send: (v) => ({ method: "GET", url: `/api/guest/photographer/getPhotographerNode?id=${q(v)}` }) },
  { name: "GET message/file/{id}", field: "id", send: (v) => ({ method: "GET", url: `/api/message/file/${q(v)}`, cookie: member }) },
  { name: "GET service/conversations/{id}", field: "id", send: (v) => ({ method: "GET", url: `/api/service/conversations/${q(v)}`, cookie: agent }) },
  {
    name: "GET guest/getOnlineServerMsgRecord beforeId",
    field: "beforeId",
    send: (v) => ({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?beforeId=${q(v)}`, cookie: member }),
  },
  { name: "POST web/order/save quantity", field: "quantity", send: (v) => ({ method: "POST", url: "/api/web/order/save", payload: { quantity: v }, cookie: member }) },
  {
    name: "POST guest/register nature",
    field: "nature",
    send: (v) => ({
      method: "POST",
      url: "/api/guest/register",
      payload: { type: "email", email: "bounds@example.com", captcha: "123456", password: "Secure9pass", confirmPassword: "Secure9pass", nature: v },
    }),
  },
];

describe("numeric parameters bounded by their schemas (issue 19)", () => {
  for (const c of CASES) {
    it(`${c.name}: 9007199254740992, 1e308, -1 and 1.5 answer 422 invalid_param, never 500`, async () => {
      for (const v of BAD) {
        const res = await t.call(c.send(v));
        expect(res.statusCode, `${c.name} = ${v}: ${res.body}`).toBe(422);
        const body = res.json() as { code: string; errors?: { field: string }[] };
        expect(body.code).toBe("invalid_param");
        expect(body.errors?.map((e) => e.field), `${c.name} = ${v}`).toContain(c.field);
      }
    });
  }

  it("every integer of every route's query, body and path has a minimum and a maximum within MAX_SAFE_INTEGER", async () => {
    const doc = (t.app as unknown as { swagger(): OpenApi }).swagger();
    const unbounded: string[] = [];
    const walk = (s: Schema | undefined, at: string) => {
      if (!s || typeof s !== "object") return;
      if (s.const !== undefined || s.enum) return; // a literal is bounded
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (types.includes("number")) unbounded.push(`${at}: number (not an integer)`);
      if (types.includes("integer") || types.includes("number")) {
        const ok =
          typeof s.minimum === "number" &&
          typeof s.maximum === "number" &&
          s.minimum >= -Number.MAX_SAFE_INTEGER &&
          s.maximum <= Number.MAX_SAFE_INTEGER;
        if (!ok) unbounded.push(`${at}: minimum ${s.minimum}, maximum ${s.maximum}`);
      }
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${at}.${k}`);
      if (s.items) walk(s.items, `${at}[]`);
      for (const list of [s.anyOf, s.oneOf, s.allOf]) list?.forEach((v, i) => walk(v, `${at}|${i}`));
    };
    let seen = 0;
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        seen++;
        for (const prm of op.parameters ?? []) walk(prm.schema, `${m.toUpperCase()} ${p} ${prm.in}:${prm.name}`);
        for (const [ct, c] of Object.entries(op.requestBody?.content ?? {})) walk(c.schema, `${m.toUpperCase()} ${p} body(${ct})`);
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });
});

interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
}
