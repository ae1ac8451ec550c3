/**
 * The configuration (issue 17, a production mode): every variable checked at
 * start against one schema (server/src/config.ts), every bad or missing one
 * named in one error, numbers parsed strictly, what production requires; and
 * which ffmpeg / ffprobe the server runs (FFMPEG_PATH / FFPROBE_PATH, else
 * the system's on PATH, else the npm package's).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, ENV_SCHEMA, loadConfig } from "../../server/src/config.js";
import { resolveTool } from "../../server/src/media/ffmpeg.js";

const dir = mkdtempSync(path.join(tmpdir(), "pw-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ConfigError loadConfig throws for `env` (fails the test when it does not throw one). */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

/** An executable file `name` in a fresh folder; returns the folder. */
function fakeTool(name: string): string {
  const folder = mkdtempSync(path.join(dir, "bin-"));
  writeFileSync(path.join(folder, name), "#!/bin/sh\nexit 0\n");
  chmodSync(path.join(folder, name), 0o755);
  return folder;
}

describe("loadConfig: one schema for every variable", () => {
  it("a good environment gives the Config the server runs on", () => {
    const tools = fakeTool("ffmpeg");
    const c = loadConfig({
      NODE_ENV: "production",
      PORT: "8443",
      HOST: "0.0.0.0",
      DATA_DIR: path.join(dir, "data"),
      STORAGE_DIR: path.join(dir, "storage"),
      DATABASE_URL: "postgres://pw:secret@db.internal:5432/photowire",
      ALLOWED_ORIGINS: "https://news.example.com, http://127.0.0.1:8081",
      SITE_CODE: "agency_1",
      SITE_ID: "7",
      COOKIE_SECURE: "1",
      COOKIE_SAMESITE: "none",
      SEARCH_MEMORY: "0",
      WIDGET_BUILD: "light",
      RATE_LIMIT_FACTOR: "3",
      SECRET_KEY: "x".repeat(32),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "10.0.0.0/8, loopback",
      APP_ANDROID_URL: "https://dl.example.com/pw.apk",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      PUBLIC_URL: "https://photos.example.com/",
      FFMPEG_PATH: path.join(tools, "ffmpeg"),
      OAUTH_QQ_TOKEN_URL: "https://sso.example.com/token",
    });
    expect(c).toMatchObject({
      production: true,
      port: 8443,
      host: "0.0.0.0",
      dataDir: path.join(dir, "data"),
      storageDir: path.join(dir, "storage"),
      databaseUrl: "postgres://pw:secret@db.internal:5432/photowire",
      allowedOrigins: ["https://news.example.com", "http://127.0.0.1:8081"],
      siteCode: "agency_1",
      siteId: 7,
      cookieSecure: true,
      cookieSameSite: "none",
      searchMemory: false,
      widgetBuild: "light",
      rateLimitFactor: 3,
      trustProxy: "10.0.0.0/8, loopback",
      siteOrigin: "https://photos.example.com",
    });
  });

  it("nothing set is the demo on 127.0.0.1:8080; an empty variable counts as unset", () => {
    const c = loadConfig({ PORT: "", DATABASE_URL: "", STORAGE_DIR: "" });
    expect(c).toMatchObject({ production: false, port: 8080, host: "127.0.0.1", databaseUrl: undefined, siteOrigin: "http://127.0.0.1:8080", searchMemory: true, widgetBuild: "react" });
    expect(c.storageDir).toBe(c.dataDir);
  });

  it("every bad variable is named in one error, with the value given and what it must be; a secret's value never", () => {
    const err = configError({
      PORT: "abc",
      COOKIE_SAMESITE: "none",
      SITE_ID: "1.5",
      RATE_LIMIT_FACTOR: "0x10",
      LOG_LEVEL: "verbose",
      SECRET_KEY: "short-secret-value",
      DATABASE_URL: "mysql://pw:hunter2@db/photowire",
      APP_IOS_URL: "javascript:alert(1)",
      ALLOWED_ORIGINS: "https://news.example.com/path",
      SEARCH_MEMORY: "yes",
      WIDGET_BUILD: "preact",
    });
    expect(err.problems.map((p) => p.variable)).toEqual([
      "PORT",
      "DATABASE_URL",
      "SEARCH_MEMORY",
      "WIDGET_BUILD",
      "ALLOWED_ORIGINS",
      "SITE_ID",
      "COOKIE_SECURE",
      "RATE_LIMIT_FACTOR",
      "SECRET_KEY",
      "LOG_LEVEL",
      "APP_IOS_URL",
    ]);
    expect(err.message).toContain('PORT="abc": an integer from 1 to 65535');
    expect(err.message).toContain("COOKIE_SECURE (unset): COOKIE_SAMESITE=none needs COOKIE_SECURE=1");
    expect(err.message).toContain('LOG_LEVEL="verbose": fatal, error, warn, info, debug, trace, silent');
    expect(err.message).toContain("SECRET_KEY (set, not shown)");
    expect(err.message).toContain('SEARCH_MEMORY="yes": 0 or 1');
    expect(err.message).toContain('WIDGET_BUILD="preact": react or light (the widget build the published pages load)');
    expect(err.message).not.toContain("short-secret-value");
    expect(err.message).not.toContain("hunter2");
    expect(err.message.split("\n")).toHaveLength(1);
  });

  it("numbers are parsed strictly: digits only, within their range", () => {
    for (const bad of ["abc", "0", "65536", "80.5", "1e3", "0x50", " 8080", "-1", "8080abc"]) {
      expect(configError({ PORT: bad }).problems, bad).toEqual([{ variable: "PORT", given: `PORT=${JSON.stringify(bad)}`, expected: "an integer from 1 to 65535" }]);
    }
    expect(loadConfig({ PORT: "1" }).port).toBe(1);
    expect(loadConfig({ PORT: "65535", SITE_ID: "0", RATE_LIMIT_FACTOR: "1000" })).toMatchObject({ port: 65535, siteId: 0, rateLimitFactor: 1000 });
    expect(configError({ SITE_ID: "one" }).problems[0].variable).toBe("SITE_ID");
    expect(configError({ RATE_LIMIT_FACTOR: "0.5" }).problems[0].variable).toBe("RATE_LIMIT_FACTOR");
    // the fault settings (issue 17): a grace and a lease in ms
    expect(loadConfig({})).toMatchObject({ shutdownGraceMs: 25_000, uploadAssemblyLeaseMs: 20_000 });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: "0", UPLOAD_ASSEMBLY_LEASE_MS: "1500" })).toMatchObject({ shutdownGraceMs: 0, uploadAssemblyLeaseMs: 1500 });
    expect(configError({ SHUTDOWN_GRACE_MS: "25s", UPLOAD_ASSEMBLY_LEASE_MS: "10" }).problems.map((p) => p.variable)).toEqual(["SHUTDOWN_GRACE_MS", "UPLOAD_ASSEMBLY_LEASE_MS"]);
    // PostgreSQL's work_mem for the server's connections (issue 21): unset leaves db/client.ts its default
    expect(loadConfig({}).pgWorkMemMb).toBeUndefined();
    expect(loadConfig({ PG_WORK_MEM_MB: "256" }).pgWorkMemMb).toBe(256);
    expect(loadConfig({ PG_WORK_MEM_MB: "0" }).pgWorkMemMb).toBe(0);
    for (const bad of ["-1", "1025", "64MB"]) expect(configError({ PG_WORK_MEM_MB: bad }).problems[0].variable, bad).toBe("PG_WORK_MEM_MB");
  });

  it("PORT=abc is refused with a ConfigError naming PORT (the server never runs on NaN); so is text in every number setting", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT="abc"/);
    expect(configError({ PORT: "abc" }).problems).toEqual([{ variable: "PORT", given: 'PORT="abc"', expected: "an integer from 1 to 65535" }]);
    const numbers = Object.entries(ENV_SCHEMA.properties)
      .filter(([, s]) => (s as { type?: string }).type === "integer")
      .map(([k]) => k);
    expect(numbers).toEqual(expect.arrayContaining(["PORT", "SITE_ID", "RATE_LIMIT_FACTOR", "SHUTDOWN_GRACE_MS", "UPLOAD_ASSEMBLY_LEASE_MS"]));
    for (const variable of numbers) {
      for (const bad of ["abc", "NaN", "Infinity", "12abc"]) {
        expect(configError({ [variable]: bad }).problems.map((p) => [p.variable, p.given]), `${variable}=${bad}`).toEqual([[variable, `${variable}=${JSON.stringify(bad)}`]]);
      }
    }
  });

  it("production requires PUBLIC_URL, an origin without a path; a NODE_ENV typo is an error, not the demo", () => {
    expect(configError({ NODE_ENV: "production" }).problems).toEqual([
      { variable: "PUBLIC_URL", given: "PUBLIC_URL (unset)", expected: expect.stringContaining("required when NODE_ENV=production") },
    ]);
    expect(configError({ NODE_ENV: "production", PUBLIC_URL: "https://photos.example.com/photos" }).problems[0].variable).toBe("PUBLIC_URL");
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://photos.example.com" }).production).toBe(true);
    expect(configError({ NODE_ENV: "prod" }).problems[0]).toMatchObject({ variable: "NODE_ENV", given: 'NODE_ENV="prod"' });
    for (const mode of ["development", "test"]) expect(loadConfig({ NODE_ENV: mode }).production).toBe(false);
  });

  it("FFMPEG_PATH and FFPROBE_PATH must name executable files", () => {
    const notExecutable = path.join(dir, "ffprobe.txt");
    writeFileSync(notExecutable, "");
    const err = configError({ FFMPEG_PATH: path.join(dir, "no-such-ffmpeg"), FFPROBE_PATH: notExecutable });
    expect(err.problems.map((p) => p.variable)).toEqual(["FFMPEG_PATH", "FFPROBE_PATH"]);
  });
});

describe("ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH, else the system's on PATH, else the npm package's", () => {
  it("resolves each tool in that order", () => {
    const system = fakeTool("ffmpeg");
    const chosen = path.join(fakeTool("my-ffmpeg"), "my-ffmpeg");
    expect(resolveTool("ffmpeg", { FFMPEG_PATH: chosen, PATH: system })).toEqual({ path: chosen, source: "env" });
    expect(resolveTool("ffmpeg", { PATH: `${path.join(dir, "nowhere")}${path.delimiter}${system}` })).toEqual({ path: path.join(system, "ffmpeg"), source: "path" });
    const npm = resolveTool("ffprobe", { PATH: system });
    expect(npm.source).toBe("npm");
    expect(npm.path).toContain(`${path.sep}@ffprobe-installer${path.sep}`);
  });
});
