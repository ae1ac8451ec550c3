/**
 * Customer-service chat, the reader's side (SPEC §3 Chat message, §4 Chat
 * panel, §5 chat image, §7 guest/onlineService, getOnlineServerMsgRecord,
 * getMessageList, ucMessage/readOnlineMessageByTime,
 * getNoReadOnlineMsgList, util/get_server_date_time, is_now_work_time,
 * message/send_file_message_to_server; issue 10). Thin: the rules live in
 * services/chat/ and services/work-hours.ts. A guest passes its signed
 * tempCustomId (GET /api/guest/tempCustomId); a member is known by the
 * session, and passing the tempCustomId it chatted with as a guest takes
 * that conversation over. Answers are `Cache-Control: no-store` (app.ts).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import contentDisposition from "content-disposition";
import { CHAT_IMAGE_MAX_BYTES, type ServerTimeDto } from "../../../common/chat/contract.js";
import {
  ChatMessageListSchema,
  ChatMessageSchema,
  ChatPageSchema,
  ChatReadSchema,
  ChatUnreadSchema,
  ClientId,
  Content,
  chatFailures,
  Instant,
  Page,
  PositiveId,
  Rows,
  ServerTimeSchema,
  TempCustomId,
  toDate,
  WorkTimeSchema,
} from "../http/chat-schemas.js";
import { currentMember, ok } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { LIMITS } from "../http/limits.js";
import { Envelope } from "../http/schemas.js";
import { readFormUpload, registerMultipart } from "../http/uploads.js";

const ReadStatus = Type.Union([Type.Literal(0), Type.Literal(1)]);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const { chat, workHours } = app.services;
  // announcements go through the app's realtime once the CLI has attached it (none under app.inject)
  chat.notify = (ns, code, data) => app.realtime?.notify(ns, code, data);

  /**
   * POST /api/guest/onlineService — body `{ content, tempCustomId?, clientId? }`:
   * a reader's text message to customer service (content: plain text,
   * 1–2000 characters, not blank; clientId: CLIENT_ID_RE, the same id
   * sent again answers the stored message and stores nothing). Stored
   * before the answer, then announced on the reader's room and the agents'.
   * Answer `ChatMessageDto` (common/chat/contract.ts). A guest needs tempCustomId.
   * Errors: invalid_param (422: content blank — rule style_6 —, too long,
   * bad clientId, tempCustomId missing; 409: clientId used by another
   * sender), forbidden (403: tempCustomId not signed by the server),
   * too_many_requests (429: 60 a minute per address). SPEC §3, §7, §8 style_6.
   */
  app.post(
    "/guest/onlineService",
    {
      config: { rateLimit: LIMITS.chat },
      schema: {
        tags: ["chat"],
        summary: "Send a message to customer service",
        body: Type.Object({ content: Content, tempCustomId: Type.Optional(TempCustomId), clientId: Type.Optional(ClientId) }),
        response: { 200: Envelope(ChatMessageSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const reader = await chat.reader(await currentMember(req), req.body.tempCustomId);
      return ok(reply, await chat.send(reader, { content: req.body.content, clientId: req.body.clientId }));
    },
  );

  /**
   * GET /api/guest/getOnlineServerMsgRecord?tempCustomId&rows&page&endTime&beforeId&afterId
   * — the reader's history, oldest first: `rows` (default 10, SPEC §9; at
   * most 50) messages before `beforeId` (preferred) or `endTime` (ISO 8601
   * or ms), `page` pages back (default 1). With `afterId` instead: the
   * catch-up after a reconnect, every message after that id (at most 100;
   * `hasMore` when newer ones remain). Answer `ChatPageDto`
   * `{ list, total, hasMore }`; empty before the first message.
   * Errors: invalid_param (422: rows too large, afterId with
   * beforeId/endTime/page, tempCustomId missing), forbidden (403). SPEC §4, §7, §9.
   */
  app.get(
    "/guest/getOnlineServerMsgRecord",
    {
      schema: {
        tags: ["chat"],
        summary: "The reader's chat history (a page, or the catch-up after an id)",
        querystring: Type.Object({
          tempCustomId: Type.Optional(TempCustomId),
          rows: Type.Optional(Rows),
          page: Type.Optional(Page),
          endTime: Type.Optional(Instant),
          beforeId: Type.Optional(PositiveId),
          afterId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
        }),
        response: { 200: Envelope(ChatPageSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const reader = await chat.reader(await currentMember(req), q.tempCustomId);
      return ok(reply, await chat.history(reader, { rows: q.rows, page: q.page, endTime: toDate(q.endTime), beforeId: q.beforeId, afterId: q.afterId }));
    },
  );

  /**
   * GET /api/guest/getMessageList?tempCustomId&type&readStatus&rows&page —
   * page `page` (1 = newest) of `rows` (default 10, at most 50) of the
   * reader's messages, oldest first within the page; with `readStatus`
   * (0 | 1) only customer-service messages with that status. `type` 1
   * (online service, the default) is the only kind that holds messages.
   * Answer `ChatMessageListDto` `{ list, total, hasMore, pageNum, pageCount }`.
   * Errors: invalid_param (422), forbidden (403). SPEC §7.
   */
  app.get(
    "/guest/getMessageList",
    {
      schema: {
        tags: ["chat"],
        summary: "A page of the reader's messages",
        querystring: Type.Object({
          tempCustomId: Type.Optional(TempCustomId),
          type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
          readStatus: Type.Optional(ReadStatus),
          rows: Type.Optional(Rows),
          page: Type.Optional(Page),
        }),
        response: { 200: Envelope(ChatMessageListSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const reader = await chat.reader(await currentMember(req), q.tempCustomId);
      return ok(reply, await chat.messageList(reader, { type: q.type, readStatus: q.readStatus, rows: q.rows, page: q.page }));
    },
  );

  /**
   * POST /api/ucMessage/readOnlineMessageByTime — body `{ tempCustomId?, time? }`
   * (time: ISO 8601 or ms, default now): marks customer service's messages
   * to the reader created at or before `time` read, and tells the agents.
   * Answer `ChatReadDto` `{ count }` (newly marked).
   * Errors: invalid_param (422), forbidden (403). SPEC §4, §7.
   */
  app.post(
    "/ucMessage/readOnlineMessageByTime",
    {
      schema: {
        tags: ["chat"],
        summary: "Mark customer service's messages read up to a time",
        body: Type.Object({ tempCustomId: Type.Optional(TempCustomId), time: Type.Optional(Instant) }),
        response: { 200: Envelope(ChatReadSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const reader = await chat.reader(await currentMember(req), req.body.tempCustomId);
      return ok(reply, await chat.readByTime(reader, toDate(req.body.time)));
    },
  );

  /**
   * GET /api/ucMessage/getNoReadOnlineMsgList?tempCustomId&type&readStatus&startTime
   * — customer service's messages to the reader with `readStatus` (default
   * 0: unread), created at or after `startTime` (ISO 8601 or ms), oldest
   * first (at most 100), and their count: `ChatUnreadDto` `{ list, count }`
   * (the panel's unread indicator, hasNews). Errors: invalid_param (422),
   * forbidden (403). SPEC §4, §7.
   */
  app.get(
    "/ucMessage/getNoReadOnlineMsgList",
    {
      schema: {
        tags: ["chat"],
        summary: "Customer service's unread messages to the reader",
        querystring: Type.Object({
          tempCustomId: Type.Optional(TempCustomId),
          type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
          readStatus: Type.Optional(ReadStatus),
          startTime: Type.Optional(Instant),
        }),
        response: { 200: Envelope(ChatUnreadSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const reader = await chat.reader(await currentMember(req), q.tempCustomId);
      return ok(reply, await chat.unread(reader, { type: q.type, readStatus: q.readStatus, startTime: toDate(q.startTime) }));
    },
  );

  /** GET /api/util/get_server_date_time — the server's clock: `ServerTimeDto` `{ time (ISO 8601 UTC), timestamp (ms) }`. SPEC §7. */
  app.get(
    "/util/get_server_date_time",
    { schema: { tags: ["chat"], summary: "The server's date and time", response: { 200: Envelope(ServerTimeSchema) } } },
    async (_req, reply) => {
      const now = chat.now();
      const data: ServerTimeDto = { time: new Date(now).toISOString(), timestamp: now };
      return ok(reply, data);
    },
  );

  /**
   * GET /api/util/is_now_work_time — whether customer service works now,
   * in the agency's time zone (the working-hours setting, default
   * Asia/Shanghai Monday–Friday 09:00–18:00): `WorkTimeDto`
   * `{ workTime, nextStart (ISO 8601 UTC or null), timeZone }`. SPEC §4, §7.
   */
  app.get(
    "/util/is_now_work_time",
    { schema: { tags: ["chat"], summary: "Whether it is customer service's working time", response: { 200: Envelope(WorkTimeSchema) } } },
    async (_req, reply) => ok(reply, await workHours.workTime()),
  );

  /**
   * POST /api/message/send_file_message_to_server — multipart/form-data:
   * one image in the field `file` (gif, jpg, jpeg, bmp or png, sniffed by
   * content; ≤ 5242880 bytes; SPEC §5), and the text fields `tempCustomId`
   * (a guest), `clientId` (retry-safe as for onlineService) and optional
   * `content` (a caption). The image is kept outside the public folder.
   * Answer `ChatMessageDto` with one `ucMessageFiles` entry.
   * Errors: invalid_param (415 not multipart; 422 no file, bad fields;
   * 409 clientId of another sender), Q_EXCEED_NUM_LIMIT (422, more than
   * one file), F_EXCEED_SIZE (413), Q_TYPE_DENIED (415), forbidden (403),
   * too_many_requests (429: 20 a minute per address). SPEC §5, §7.
   */
  app.post(
    "/message/send_file_message_to_server",
    {
      config: { rateLimit: LIMITS.chatFile },
      schema: {
        tags: ["chat"],
        summary: "Send an image to customer service (multipart field file)",
        consumes: ["multipart/form-data"],
        response: { 200: Envelope(ChatMessageSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const { file, fields } = await readFormUpload(req, CHAT_IMAGE_MAX_BYTES);
      const reader = await chat.reader(await currentMember(req), fields.tempCustomId);
      if (!file) throw new ApiError("invalid_param", [{ field: "file", rule: "required" }]);
      const stored = await chat.storeImage(file.data, file.filename);
      return ok(reply, await chat.send(reader, { content: fields.content ?? "", clientId: fields.clientId, file: stored }));
    },
  );

  /**
   * GET /api/message/file/{id}?tempCustomId= — a chat image, to the two
   * parties only: the conversation's member (session), its guest (the
   * signed tempCustomId, which ChatFileDto.url carries), or an agent.
   * Sent inline with a safe Content-Disposition (RFC 6266 file name),
   * its sniffed type, `X-Content-Type-Options: nosniff`, a sandboxing CSP
   * and `Cache-Control: private, no-store`.
   * Errors: not_found (404), access_denied (401: no session, no id),
   * forbidden (403: not a party). DESIGN §7.
   */
  app.get(
    "/message/file/:id",
    {
      schema: {
        tags: ["chat"],
        summary: "A chat image (the conversation's reader and the agents only)",
        params: Type.Object({ id: PositiveId }),
        querystring: Type.Object({ tempCustomId: Type.Optional(TempCustomId) }),
      },
    },
    async (req, reply) => {
      const f = await chat.fileFor(await currentMember(req), req.query.tempCustomId, req.params.id);
      const st = await stat(f.abs).catch(() => null);
      if (!st?.isFile()) throw new ApiError("not_found");
      reply.header("Cache-Control", "private, no-store");
      reply.header("Content-Disposition", contentDisposition(f.name, { type: "inline" }));
      reply.header("X-Content-Type-Options", "nosniff");
      reply.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox");
      reply.type(f.mime);
      return reply.send(createReadStream(f.abs));
    },
  );
};

export default routes;
