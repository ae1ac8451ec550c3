/**
 * The member center's realtime link (issue 19: review events, store/review.ts):
 * the member's own room on /socket/uc_message_uc_member (common/realtime.ts
 * NS_MEMBER), registered with the member's code and nature as the chat's
 * member side registers (widgets/chat/store/realtime.ts). The realtime
 * client (core/realtime.ts, socket.io-client) is imported on demand, so the
 * uc2 pages, which never listen, do not load it; it is the same chunk the
 * chat panel loads.
 */
import { NS_MEMBER } from "../../common/realtime.js";
import type { MemberCenterDeps } from "./member-center.store.js";

/** Opens the member's room; events and reconnections go to `on`. Returns the close function (safe before the client has loaded). */
export const reviewChannel: MemberCenterDeps["reviewChannel"] = (member, on) => {
  let closed = false;
  let close: (() => void) | null = null;
  import("../core/realtime.js").then(
    ({ openChannel }) => {
      if (closed) return;
      const ch = openChannel(NS_MEMBER, { register: { code: member.code, type: member.nature } });
      ch.onRefresh((data) => on.event(data));
      ch.onReconnect(() => on.reconnect());
      close = () => ch.close();
    },
    (err: unknown) => console.warn("[photowire] <pw-member-center> could not load its realtime client", err),
  );
  return () => {
    closed = true;
    close?.();
  };
};
