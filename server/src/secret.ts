/**
 * The server secret: the HMAC key of everything the server signs and every
 * process of one site must share (signed download addresses; see docs/server.md
 * "Configuration"). SECRET_KEY when set (at least 32 characters); otherwise
 * a random key created once in DATA_DIR/secret.key (mode 0600) and read
 * from there afterwards, so processes sharing DATA_DIR agree.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Shortest SECRET_KEY accepted, in characters. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The secret of this site.
 * @param secretKey SECRET_KEY from the environment, if any
 * @param dir where the generated key is kept when SECRET_KEY is unset
 * @throws Error when SECRET_KEY is shorter than MIN_SECRET_LENGTH
 */
export function serverSecret(secretKey: string | undefined, dir: string): string {
  if (secretKey !== undefined) {
    if (secretKey.length < MIN_SECRET_LENGTH) throw new Error(`SECRET_KEY must be at least ${MIN_SECRET_LENGTH} characters`);
    return secretKey;
  }
  const file = path.join(dir, "secret.key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const key = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, key, { mode: 0o600, flag: "wx" });
      return key;
    } catch {
      // another process wrote it first
      return readFileSync(file, "utf8").trim();
    }
  }
}
