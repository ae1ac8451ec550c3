/**
 * The one UUID helper of the widgets (issue 18 "contracts in one place"):
 * the clientIds of chat messages and agent replies (SPEC §3 Chat message
 * clientId, DESIGN §7 "never lost, never twice") and any other id a widget
 * makes on the page. No React, no DOM.
 */

/**
 * A UUID v4 ("xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx", lower-case hex):
 * crypto.randomUUID where the page is a secure context, else built from
 * crypto.getRandomValues (an http:// page has no randomUUID).
 */
export function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
