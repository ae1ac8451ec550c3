/**
 * English strings: SPEC §8 codes and the error codes a widget may word by itself, the strings every widget and the server need (codes only the server says are in server/src/locale). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "./types.js";
import type { codesZh } from "./codes.zh.js";

export const codesEn: Catalogue<keyof typeof codesZh> = {
  api_tools_1: "Network error, please try again later", // 998: network or request failure
  access_denied: "Please log in first", // member-only call from a guest
  invalid_param: "Invalid request parameters", // schema validation failure
  not_found: "The requested resource does not exist", // unknown API path
  server_error: "Internal server error", // unexpected failure
  service_unavailable: "The service is temporarily unavailable, please try again shortly", // 503: the database cannot be reached right now (an outage or a restart)
  too_many_requests: "Too many requests, please try again later", // rate limit
  forbidden: "You are not allowed to do this", // wrong member kind
  offline: "This story has been taken offline", // story taken offline
  style_6: "Please enter a message", // empty chat message
  style_1: "You have unsaved input. Leave this page?", // leaving with filled inputs
  timeout: "The upload timed out, please try again", // an upload chunk got no answer within 120000 ms (issue 11)
};
