/**
 * The routes' schemas (server/src/plugins/compilers.ts): compiled on each
 * route's first call by default, so this file starts an app that compiles
 * every one of them as its route is added (`eager`), as Fastify does by
 * default: a schema that does not compile fails here, not at its route's
 * first call in production. And a lazily compiled validator and serializer
 * answer as the eager ones: the field errors of a refused body (the errors
 * Ajv leaves on the function) and the answer's fields.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeApp, type TestApp } from "./helpers.js";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

describe("the routes' schemas", () => {
  for (const schemas of ["lazy", "eager"] as const) {
    // eager: every route's schema compiled when the app started (a broken one fails here)
    it(`${schemas}: the app starts; a refused body names each field and rule; a good one passes; the answer keeps its fields`, async () => {
      const t = await makeApp({ RATE_LIMIT_FACTOR: "1000" }, { schemas });
      apps.push(t);
      const bad = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: 42 } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ code: "invalid_param", errors: expect.arrayContaining([{ field: "code", rule: "type" }, { field: "password", rule: "required" }]) });
      // the same validator again: its errors are this call's, not the last one's
      const bad2 = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "x" } });
      expect(bad2.json().errors).toEqual([{ field: "password", rule: "required" }]);
      const cookie = await t.login(1);
      const me = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember", cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.member).toMatchObject({ code: "demo_member", nature: expect.any(Number) });
    });
  }
});
