import { makeApp } from "../test/unit/helpers.js";
const t = await makeApp();
const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
const doc = res.json();
console.log(res.statusCode, Object.keys(doc.paths).filter((p: string) => p.includes("articles")), JSON.stringify(doc.paths["/api/articles/search"].get.parameters.map((p: any) => p.name)));
await t.close();
