/**
 * Guest identities for realtime channels and chat (SPEC §7 onlineService and
 * getMessageList tempCustomId, §9; issue 8): a guest registers on a channel
 * only with a tempCustomId the server issued and signed, so nobody can
 * listen in on another guest's room by guessing or copying a code.
 *
 * Format: `g_<24 hex random>.<16 hex HMAC-SHA256 prefix>` (member codes
 * cannot take that shape: it holds a dot after 26 characters and is checked
 * by signature, not by lookup).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const FORMAT = /^g_[0-9a-f]{24}\.[0-9a-f]{16}$/;

export class GuestIdService {
  constructor(private readonly secret: string) {}

  private sig(id: string): string {
    return createHmac("sha256", this.secret).update(`guest:${id}`).digest("hex").slice(0, 16);
  }

  /** A fresh signed tempCustomId. */
  issue(): string {
    const id = `g_${randomBytes(12).toString("hex")}`;
    return `${id}.${this.sig(id)}`;
  }

  /** True when `code` is a tempCustomId this server (or another process with the same secret) issued. */
  verify(code: string): boolean {
    if (!FORMAT.test(code)) return false;
    const [id, sig] = code.split(".");
    const want = Buffer.from(this.sig(id), "hex");
    const got = Buffer.from(sig, "hex");
    return got.length === want.length && timingSafeEqual(got, want);
  }
}
