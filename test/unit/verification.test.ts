/**
 * Verification codes (services/verification.ts; SPEC §4, §9; DESIGN §7):
 * 6 random digits, stored hashed, expiry with an injected clock, single
 * use, purpose and member binding, resend within 60 s refused, burnt after
 * 5 wrong guesses, per-target and per-address hourly limits; the outbox
 * transport and a real SMTP exchange through nodemailer.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verificationCode } from "../../server/src/db/schema.js";
import {
  CODE_TTL_MS,
  MAX_PER_IP_HOUR,
  MAX_PER_TARGET_HOUR,
  OutboxTransport,
  RESEND_MS,
  SmtpTransport,
  VerificationService,
  transportFromEnv,
  type OutgoingMessage,
} from "../../server/src/services/verification.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let svc: VerificationService;
let clock: number;
const sent: OutgoingMessage[] = [];

beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());
beforeEach(() => {
  clock = Date.parse("2026-03-01T08:00:00Z");
  sent.length = 0;
  svc = new VerificationService(t.handle.db, { name: "memory", send: async (m) => void sent.push(m) }, () => new Date(clock));
});

const lastCode = () => sent[sent.length - 1].code;
let seq = 0;
const mobile = () => `137${String(10_000_000 + ++seq).slice(-8)}`;

async function apiError(p: Promise<unknown>): Promise<{ code: string; status: number; extra?: Record<string, unknown> }> {
  try {
    await p;
  } catch (e) {
    return e as { code: string; status: number; extra?: Record<string, unknown> };
  }
  throw new Error("expected an error");
}

describe("codes", () => {
  it("are 6 random digits, stored only hashed, in the caller's language", async () => {
    const to = mobile();
    const res = await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    expect(res).toEqual({ resendIn: 60, expiresIn: 600 });
    expect(lastCode()).toMatch(/^\d{6}$/);
    expect(sent[0].text).toContain(lastCode());
    expect(sent[0].text).toContain("10分钟");
    const rows = await t.handle.db.select().from(verificationCode);
    const row = rows.find((r) => r.target === to)!;
    expect(row.codeHash).not.toContain(lastCode());
    expect(JSON.stringify(row)).not.toContain(`"${lastCode()}"`);
    await svc.send({ channel: "email", to: `Code${seq}@Example.com`, purpose: "reset", lang: "en" });
    expect(sent[1].to).toBe(`code${seq}@example.com`);
    expect(sent[1].subject).toBe("Your Photowire verification code");
    expect(sent[1].text).toMatch(/valid for 10 minutes/);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await svc.send({ channel: "sms", to: mobile(), purpose: "register", lang: "zh" });
      codes.add(lastCode());
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it("work once (single use) for their target and purpose", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    const code = lastCode();
    expect((await apiError(svc.check({ to, purpose: "reset", code }))).code).toBe("captcha_invalid");
    expect((await apiError(svc.check({ to: mobile(), purpose: "register", code }))).code).toBe("captcha_invalid");
    await svc.check({ to, purpose: "register", code, consume: false }); // only checks
    await svc.check({ to, purpose: "register", code });
    expect((await apiError(svc.check({ to, purpose: "register", code }))).code).toBe("captcha_invalid");
  });

  it("concurrent checks of one code: exactly one succeeds", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    const code = lastCode();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => svc.check({ to, purpose: "register", code })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("expire after 10 minutes (injected clock)", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    const code = lastCode();
    clock += CODE_TTL_MS - 1000;
    await svc.check({ to, purpose: "register", code, consume: false });
    clock += 1000;
    const err = await apiError(svc.check({ to, purpose: "register", code }));
    expect(err.code).toBe("captcha_expired");
    expect(err.status).toBe(422);
  });

  it("a resend within 60 s is refused with the seconds to wait; after 60 s it works and the old code stops working", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    const first = lastCode();
    clock += 20_000;
    const err = await apiError(svc.send({ channel: "sms", to, purpose: "register", lang: "zh" }));
    expect(err.code).toBe("code_too_frequent");
    expect(err.status).toBe(429);
    expect(err.extra).toEqual({ retryAfter: 40 });
    expect(sent).toHaveLength(1);
    // another purpose is not affected
    await svc.send({ channel: "sms", to, purpose: "reset", lang: "zh" });
    clock += RESEND_MS - 20_000;
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    const second = lastCode();
    if (first !== second) expect((await apiError(svc.check({ to, purpose: "register", code: first }))).code).toBe("captcha_invalid");
    await svc.check({ to, purpose: "register", code: second });
  });

  it("pending() reports a waiting code and the resend wait", async () => {
    const to = mobile();
    expect(await svc.pending(to, "sms", "register")).toEqual({ exists: false, expiresIn: 0, resendIn: 0 });
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    clock += 15_000;
    expect(await svc.pending(to, "sms", "register")).toEqual({ exists: true, expiresIn: 585, resendIn: 45 });
    await svc.check({ to, purpose: "register", code: lastCode() });
    expect((await svc.pending(to, "sms", "register")).exists).toBe(false);
  });

  it("5 wrong guesses burn the code", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await apiError(svc.check({ to, purpose: "register", code: wrong }))).code).toBe("captcha_invalid");
    expect((await apiError(svc.check({ to, purpose: "register", code }))).code).toBe("captcha_invalid");
  });

  it("a code tied to a member only works for that member", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "modify", lang: "zh", memberId: 1 });
    expect((await apiError(svc.check({ to, purpose: "modify", code: lastCode(), memberId: 2 }))).code).toBe("captcha_invalid");
    expect((await apiError(svc.check({ to, purpose: "modify", code: lastCode() }))).code).toBe("captcha_invalid");
    await svc.check({ to, purpose: "modify", code: lastCode(), memberId: 1 });
  });

  it("at most 10 codes a target and 30 an address in an hour", async () => {
    const to = mobile();
    for (let i = 0; i < MAX_PER_TARGET_HOUR; i++) {
      await svc.send({ channel: "sms", to, purpose: i % 2 ? "register" : "reset", lang: "zh" });
      clock += RESEND_MS;
    }
    expect((await apiError(svc.send({ channel: "sms", to, purpose: "register", lang: "zh" }))).code).toBe("too_many_requests");
    clock += 3600_000;
    await svc.send({ channel: "sms", to, purpose: "register", lang: "zh" });

    const ip = "10.9.9.9";
    for (let i = 0; i < MAX_PER_IP_HOUR; i++) await svc.send({ channel: "sms", to: mobile(), purpose: "register", lang: "zh", ip });
    const err = await apiError(svc.send({ channel: "sms", to: mobile(), purpose: "register", lang: "zh", ip }));
    expect(err.code).toBe("too_many_requests");
    await svc.send({ channel: "sms", to: mobile(), purpose: "register", lang: "zh", ip: "10.9.9.10" });
  });

  it("a silent send (reset of an unknown account) sends nothing, can never be used, and still takes part in the resend rule", async () => {
    const to = mobile();
    await svc.send({ channel: "sms", to, purpose: "reset", lang: "zh", deliver: false });
    expect(sent).toHaveLength(0);
    expect((await apiError(svc.check({ to, purpose: "reset", code: "123456" }))).code).toBe("captcha_invalid");
    expect((await apiError(svc.send({ channel: "sms", to, purpose: "reset", lang: "zh", deliver: false }))).code).toBe("code_too_frequent");
  });

  it("a silent send is the same send: the hourly caps apply, and pending() reports it like a delivered one", async () => {
    const ghost = mobile();
    const real = mobile();
    await svc.send({ channel: "sms", to: ghost, purpose: "reset", lang: "zh", deliver: false });
    await svc.send({ channel: "sms", to: real, purpose: "reset", lang: "zh" });
    clock += 15_000;
    expect(await svc.pending(ghost, "sms", "reset")).toEqual(await svc.pending(real, "sms", "reset"));
    expect((await svc.pending(ghost, "sms", "reset")).exists).toBe(true);

    const to = mobile();
    for (let i = 0; i < MAX_PER_TARGET_HOUR; i++) {
      await svc.send({ channel: "sms", to, purpose: "reset", lang: "zh", deliver: false });
      clock += RESEND_MS;
    }
    expect((await apiError(svc.send({ channel: "sms", to, purpose: "reset", lang: "zh", deliver: false }))).code).toBe("too_many_requests");

    const ip = "10.9.8.7";
    for (let i = 0; i < MAX_PER_IP_HOUR; i++) await svc.send({ channel: "sms", to: mobile(), purpose: "reset", lang: "zh", ip, deliver: false });
    expect((await apiError(svc.send({ channel: "sms", to: mobile(), purpose: "reset", lang: "zh", ip, deliver: false }))).code).toBe("too_many_requests");
  });
});

describe("transports", () => {
  it("the outbox writes DATA_DIR/outbox/<timestamp>-<to>.json and a log line with the masked mobile", async () => {
    const dir = path.join(t.dataDir, "outbox-test");
    const lines: string[] = [];
    const at = new Date("2026-03-01T08:00:00Z");
    const outbox = new OutboxTransport(dir, (l) => lines.push(l), () => at);
    const msg = { channel: "sms" as const, to: "13800138000", purpose: "register" as const, subject: "s", text: "code 123456", code: "123456", lang: "zh" as const };
    await outbox.send(msg);
    await outbox.send(msg);
    const files = readdirSync(dir).sort();
    expect(files).toEqual([`${at.getTime()}-13800138000-1.json`, `${at.getTime()}-13800138000.json`]);
    const body = JSON.parse(readFileSync(path.join(dir, files[1]), "utf8"));
    expect(body).toMatchObject({ to: "13800138000", code: "123456", purpose: "register", createdAt: at.toISOString() });
    expect(lines[0]).toContain("138****8000");
    expect(lines[0]).toContain("123456");
    expect(lines[0]).not.toContain("13800138000");
  });

  it("production (logCode: false): the outbox's log line names the purpose and the masked number, never the code", async () => {
    const lines: string[] = [];
    const outbox = new OutboxTransport(path.join(t.dataDir, "outbox-production"), (l) => lines.push(l), undefined, { logCode: false });
    await outbox.send({ channel: "sms", to: "13800138000", purpose: "register", subject: "s", text: "code 654321", code: "654321", lang: "zh" });
    expect(lines).toEqual(["verification code (register, sms) for 138****8000 written to the outbox"]);
  });

  it("without SMTP_URL everything goes to the outbox; with it, email goes by SMTP", () => {
    expect(transportFromEnv({}, t.dataDir).name).toBe("outbox");
    const smtp = transportFromEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }, t.dataDir) as SmtpTransport;
    expect(smtp.name).toBe("smtp");
    smtp.close();
  });

  it("SMTP delivers the email through a real SMTP conversation; SMS still goes to the outbox", async () => {
    const received: string[] = [];
    const server: Server = createServer((sock) => {
      let data = false;
      let buf = "";
      sock.write("220 test ESMTP\r\n");
      sock.on("data", (chunk) => {
        buf += chunk.toString();
        let i;
        while ((i = buf.indexOf("\r\n")) >= 0) {
          const line = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (data) {
            if (line === ".") {
              data = false;
              sock.write("250 OK queued\r\n");
            } else received.push(line);
            continue;
          }
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === "EHLO" || cmd === "HELO") sock.write("250-test\r\n250 8BITMIME\r\n");
          else if (cmd === "MAIL" || cmd === "RCPT") {
            received.push(line);
            sock.write("250 OK\r\n");
          } else if (cmd === "DATA") {
            data = true;
            sock.write("354 go ahead\r\n");
          } else if (cmd === "QUIT") {
            sock.end("221 bye\r\n");
          } else sock.write("250 OK\r\n");
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    const outboxDir = path.join(t.dataDir, "outbox-smtp");
    const log: string[] = [];
    const smtp = new SmtpTransport(`smtp://127.0.0.1:${port}`, "Photowire <no-reply@photowire.test>", new OutboxTransport(outboxDir, () => {}), (l) => log.push(l));
    const svc2 = new VerificationService(t.handle.db, smtp, () => new Date(clock));
    await svc2.send({ channel: "email", to: `smtp${++seq}@example.com`, purpose: "reset", lang: "en" });
    await svc2.send({ channel: "sms", to: mobile(), purpose: "register", lang: "zh" });
    smtp.close();
    await new Promise<void>((r) => server.close(() => r()));
    expect(received.some((l) => /^RCPT TO:<smtp\d+@example\.com>/i.test(l))).toBe(true);
    expect(received.some((l) => /^MAIL FROM:<no-reply@photowire\.test>/i.test(l))).toBe(true);
    expect(received.join("\n")).toMatch(/Subject: Your Photowire verification code/);
    expect(received.join("\n")).toMatch(/password reset code is \d{6}/);
    expect(log.some((l) => l.includes("by SMTP"))).toBe(true);
    expect(readdirSync(outboxDir)).toHaveLength(1);
  });
});
