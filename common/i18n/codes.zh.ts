/**
 * Chinese strings: SPEC §8 codes and the error codes a widget may word by itself, the strings every widget and the server need (codes only the server says are in server/src/locale). The comment on each entry says where it appears. zh has no plural forms.
 */
export const codesZh = {
  api_tools_1: "网络异常，请稍后重试", // 998: network or request failure
  access_denied: "请先登录", // member-only call from a guest
  invalid_param: "请求参数有误", // schema validation failure
  not_found: "请求的资源不存在", // unknown API path
  server_error: "服务器内部错误", // unexpected failure
  service_unavailable: "服务暂时不可用，请稍后重试", // 503: the database cannot be reached right now (an outage or a restart)
  too_many_requests: "请求过于频繁，请稍后再试", // rate limit
  forbidden: "无权执行此操作", // wrong member kind
  offline: "该稿件已下线", // story taken offline
  style_6: "请输入消息内容", // empty chat message
  style_1: "您填写的内容尚未保存，确定离开吗？", // leaving with filled inputs
  timeout: "上传超时，请重试", // an upload chunk got no answer within 120000 ms (issue 11)
} as const;
