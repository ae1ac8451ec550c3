/**
 * MSW request handlers for the element stories: the API of DESIGN §3.1 as
 * the reference server answers it (envelope `{ code, msg?, data? }`), with
 * the demo members of the README. Each story picks the answers that put its
 * element in the state it shows; nothing is hand-made props.
 */
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { PENDING_EVENT } from "../.storybook/settle.js";
import type { Member } from "../common/types.js";

/** A success envelope. */
export const ok = <T>(data: T) => HttpResponse.json({ code: "success", data });

/** A failure envelope with its HTTP status (DESIGN §3.1: the status follows the code). */
export const fail = (code: string, msg: string, status = 400, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ code, msg, ...extra }, { status });

/** A network failure (the client answers code 998, SPEC §8 api_tools_1). */
export const networkError = () => HttpResponse.error();

/**
 * Never answers: the element stays in its loading state. It says so on
 * `window` (PENDING_EVENT, .storybook/settle.ts), so the story's checks do not
 * wait for this answer.
 */
export const pending = async ({ requestId }: { requestId: string }) => {
  window.dispatchEvent(new CustomEvent(PENDING_EVENT, { detail: requestId }));
  await delay("infinite");
  return HttpResponse.json({});
};

/** The demo contributor (nature 1, member center uc1). */
export const CONTRIBUTOR: Member = {
  id: 1,
  name: "演示投稿人",
  mobile: "138****8001",
  email: "contributor@photowire.local",
  imgUrl: "/public_resource/public/img/default-avatar.svg",
  idCard: null,
  code: "demo_contributor",
  nature: 1,
  photographerId: 1,
  photographerInfoObj: null,
  point: 100,
  ucMemberClass: { type: 1 },
};

/** The demo individual member (nature 2, member center uc2). */
export const MEMBER: Member = {
  ...CONTRIBUTOR,
  id: 2,
  name: "演示会员",
  mobile: "139****9002",
  email: "member@photowire.local",
  code: "demo_member",
  nature: 2,
  photographerId: null,
  point: 20,
  ucMemberClass: { type: 0 },
};

/** GET guest/getLoginUcMember: who is logged in (null: a guest). */
export const loginAs = (member: Member | null): HttpHandler =>
  http.get("*/api/guest/getLoginUcMember", () => ok({ member, token: member ? "story-token" : null }));

/** A handler answering `path` (under /api/) for any method with `resolver`. */
export const answer = (path: string, resolver: Parameters<typeof http.all>[1]): HttpHandler =>
  http.all(`*/api/${path.replace(/^\//, "")}`, resolver);
