/**
 * The agent console's calls under /api/service (issue 10: conversations
 * with unread counts and waiting time, messages, replies with text and
 * images, assignment, closing, read marks, quick replies, working hours).
 * Only members with the agent role (uc_member.role "agent", common/chat/contract.ts
 * AGENT_ROLE) may call them: a guest gets access_denied (401), any other
 * member forbidden (403). Thin: services/chat/, services/work-hours.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { CHAT_IMAGE_MAX_BYTES } from "../../../common/chat/contract.js";
import {
  AgentSchema,
  ChatMessageSchema,
  ChatPageSchema,
  ChatReadSchema,
  ClientId,
  Content,
  ConversationListSchema,
  ConversationSchema,
  chatFailures,
  Page,
  PositiveId,
  QuickContent,
  QuickReplySchema,
  Rows,
  WorkHoursSchema,
} from "../http/chat-schemas.js";
import { ok, requireMember, type UcMember } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { Envelope } from "../http/schemas.js";
import { readFormUpload, registerMultipart } from "../http/uploads.js";

const IdParams = Type.Object({ id: PositiveId });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const { chat, workHours } = app.services;

  /** The calling agent. @throws access_denied (401) a guest, forbidden (403) a member without the agent role */
  const requireAgent = async (req: FastifyRequest): Promise<UcMember> => {
    const m = await requireMember(req);
    if (!chat.isAgent(m)) throw new ApiError("forbidden");
    return m;
  };
  // every call of this plugin is an agent's: checked before the body is even validated
  app.addHook("onRequest", async (req) => {
    await requireAgent(req);
  });
  const tags = ["service"];

  /** GET /api/service/me — the calling agent: `AgentDto` `{ code, name }` (the console's check). */
  app.get("/service/me", { schema: { tags, summary: "The calling agent", response: { 200: Envelope(AgentSchema), ...chatFailures } } }, async (req, reply) => {
    const m = await requireAgent(req);
    return ok(reply, { code: m.code, name: m.name });
  });

  /** GET /api/service/agents — every agent, by code: `AgentDto[]` (assignment choices). */
  app.get("/service/agents", { schema: { tags, summary: "Every agent", response: { 200: Envelope(Type.Array(AgentSchema)), ...chatFailures } } }, async (_req, reply) =>
    ok(reply, await chat.agents()),
  );

  /**
   * GET /api/service/conversations?status=open|closed|all&assigned=me|none|<agent code>&page&rows
   * — conversations with at least one message, newest activity first
   * (status default open; rows default 20, at most 100): `ConversationListDto`
   * `{ list: ConversationDto[], total }`, each with unreadCount (reader
   * messages not read by an agent), waitingSince (oldest reader message
   * after the last answer) and lastMessage. Errors: invalid_param (422:
   * unknown agent code). Issue 10.
   */
  app.get(
    "/service/conversations",
    {
      schema: {
        tags,
        summary: "Conversations (agent console)",
        querystring: Type.Object({
          status: Type.Optional(Type.Union([Type.Literal("open"), Type.Literal("closed"), Type.Literal("all")])),
          assigned: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          page: Type.Optional(Page),
          rows: Type.Optional(Rows),
        }),
        response: { 200: Envelope(ConversationListSchema), ...chatFailures },
      },
    },
    async (req, reply) => ok(reply, await chat.conversations(await requireAgent(req), req.query)),
  );

  /** GET /api/service/conversations/{id} — one conversation: `ConversationDto`. Errors: not_found (404). */
  app.get(
    "/service/conversations/:id",
    { schema: { tags, summary: "One conversation", params: IdParams, response: { 200: Envelope(ConversationSchema), ...chatFailures } } },
    async (req, reply) => ok(reply, await chat.conversation(req.params.id)),
  );

  /**
   * GET /api/service/conversations/{id}/messages?rows&page&beforeId&afterId
   * — a conversation's messages, oldest first, as the reader's history
   * (rows default 10, at most 50; afterId: catch-up, at most 100):
   * `ChatPageDto`. Errors: not_found (404), invalid_param (422).
   */
  app.get(
    "/service/conversations/:id/messages",
    {
      schema: {
        tags,
        summary: "A conversation's messages",
        params: IdParams,
        querystring: Type.Object({
          rows: Type.Optional(Rows),
          page: Type.Optional(Page),
          beforeId: Type.Optional(PositiveId),
          afterId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
        }),
        response: { 200: Envelope(ChatPageSchema), ...chatFailures },
      },
    },
    async (req, reply) => ok(reply, await chat.agentMessages(req.params.id, req.query)),
  );

  /**
   * POST /api/service/conversations/{id}/reply — body `{ content, clientId? }`:
   * the agent's text answer (stored before the answer; a repeated clientId
   * answers the stored message), announced to the reader's room only and
   * to the agents; the conversation opens again if closed and is assigned
   * to the agent when nobody has it. Answer `ChatMessageDto`.
   * Errors: not_found (404), invalid_param (422: blank — style_6 —, too long, bad clientId; 409 clientId of another sender).
   */
  app.post(
    "/service/conversations/:id/reply",
    {
      schema: {
        tags,
        summary: "Reply with text",
        params: IdParams,
        body: Type.Object({ content: Content, clientId: Type.Optional(ClientId) }),
        response: { 200: Envelope(ChatMessageSchema), ...chatFailures },
      },
    },
    async (req, reply) => ok(reply, await chat.reply(await requireAgent(req), req.params.id, req.body)),
  );

  /**
   * POST /api/service/conversations/{id}/file — multipart: one image in
   * `file` (gif, jpg, jpeg, bmp, png, sniffed; ≤ 5242880 bytes) and
   * optional `clientId` and `content` fields: the agent's image answer, as
   * reply. Answer `ChatMessageDto`. Errors: as reply, and F_EXCEED_SIZE
   * (413), Q_TYPE_DENIED (415), Q_EXCEED_NUM_LIMIT (422), invalid_param (415 not multipart).
   */
  app.post(
    "/service/conversations/:id/file",
    {
      schema: {
        tags,
        summary: "Reply with an image (multipart field file)",
        consumes: ["multipart/form-data"],
        params: IdParams,
        response: { 200: Envelope(ChatMessageSchema), ...chatFailures },
      },
    },
    async (req, reply) => {
      const agent = await requireAgent(req);
      const { file, fields } = await readFormUpload(req, CHAT_IMAGE_MAX_BYTES);
      if (!file) throw new ApiError("invalid_param", [{ field: "file", rule: "required" }]);
      await chat.conversation(req.params.id);
      const stored = await chat.storeImage(file.data, file.filename);
      return ok(reply, await chat.reply(agent, req.params.id, { content: fields.content ?? "", clientId: fields.clientId, file: stored }));
    },
  );

  /**
   * POST /api/service/conversations/{id}/assign — body `{ agentCode }` (an
   * agent's member code, or null for nobody): `ConversationDto`; the agents
   * are told (ConversationEvent). Errors: not_found (404), invalid_param (422: agentCode not an agent's).
   */
  app.post(
    "/service/conversations/:id/assign",
    {
      schema: {
        tags,
        summary: "Assign a conversation to an agent",
        params: IdParams,
        body: Type.Object({ agentCode: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]) }),
        response: { 200: Envelope(ConversationSchema), ...chatFailures },
      },
    },
    async (req, reply) => ok(reply, await chat.assign(req.params.id, req.body.agentCode)),
  );

  /** POST /api/service/conversations/{id}/close — closes it (a new message opens it again): `ConversationDto`. Errors: not_found (404). */
  app.post(
    "/service/conversations/:id/close",
    { schema: { tags, summary: "Close a conversation", params: IdParams, response: { 200: Envelope(ConversationSchema), ...chatFailures } } },
    async (req, reply) => ok(reply, await chat.close(req.params.id)),
  );

  /**
   * POST /api/service/conversations/{id}/read — body `{ upToId? }`: marks
   * the reader's messages (up to that id, default all) read by customer
   * service, tells the reader (ChatReadEvent) and the agents. Answer
   * `ChatReadDto` `{ count }`. Errors: not_found (404).
   */
  app.post(
    "/service/conversations/:id/read",
    {
      schema: {
        tags,
        summary: "Mark the reader's messages read",
        params: IdParams,
        body: Type.Optional(Type.Object({ upToId: Type.Optional(PositiveId) })),
        response: { 200: Envelope(ChatReadSchema), ...chatFailures },
      },
    },
    async (req, reply) => ok(reply, await chat.agentRead(req.params.id, req.body?.upToId)),
  );

  /** GET /api/service/quick_replies — every quick reply, oldest first: `QuickReplyDto[]`. */
  app.get("/service/quick_replies", { schema: { tags, summary: "Quick replies", response: { 200: Envelope(Type.Array(QuickReplySchema)), ...chatFailures } } }, async (_req, reply) =>
    ok(reply, await chat.quickReplies()),
  );

  /**
   * POST /api/service/quick_replies — body `{ content }` (1–500 characters
   * after trimming): a new quick reply, `QuickReplyDto`. Errors:
   * invalid_param (422: blank — style_6 — or too long; 409: 200 exist already).
   */
  app.post(
    "/service/quick_replies",
    { schema: { tags, summary: "Add a quick reply", body: Type.Object({ content: QuickContent }), response: { 200: Envelope(QuickReplySchema), ...chatFailures } } },
    async (req, reply) => ok(reply, await chat.addQuickReply(await requireAgent(req), req.body.content)),
  );

  /** PUT /api/service/quick_replies/{id} — body `{ content }`: the changed quick reply. Errors: not_found (404), invalid_param (422). */
  app.put(
    "/service/quick_replies/:id",
    {
      schema: { tags, summary: "Change a quick reply", params: IdParams, body: Type.Object({ content: QuickContent }), response: { 200: Envelope(QuickReplySchema), ...chatFailures } },
    },
    async (req, reply) => ok(reply, await chat.updateQuickReply(req.params.id, req.body.content)),
  );

  /** DELETE /api/service/quick_replies/{id} — removes a quick reply; answer data null. Errors: not_found (404). */
  app.delete(
    "/service/quick_replies/:id",
    { schema: { tags, summary: "Remove a quick reply", params: IdParams, response: { 200: Envelope(Type.Null()), ...chatFailures } } },
    async (req, reply) => {
      await chat.deleteQuickReply(req.params.id);
      return ok(reply, null);
    },
  );

  /**
   * GET /api/service/work_hours — the working-hours setting: `WorkHoursDto`
   * `{ timeZone, weekly: { "1".."7": [[start, end]] }, holidays }` (default
   * Asia/Shanghai, Monday–Friday 09:00–18:00).
   */
  app.get("/service/work_hours", { schema: { tags, summary: "Working hours", response: { 200: Envelope(WorkHoursSchema), ...chatFailures } } }, async (_req, reply) =>
    ok(reply, await workHours.get()),
  );

  /**
   * PUT /api/service/work_hours — body `WorkHoursDto`: an IANA time zone,
   * per ISO weekday (1 Monday … 7 Sunday) up to 6 ranges ["HH:mm", "HH:mm"]
   * (end may be "24:00", start before end, no overlap), holidays as
   * "YYYY-MM-DD" in that time zone (at most 400). Answer the stored
   * setting, normalised (sorted). Errors: invalid_param (422, with
   * `{ field, rule }` per problem: timeZone, format, order, overlap, maxItems).
   */
  app.put(
    "/service/work_hours",
    { schema: { tags, summary: "Change the working hours", body: WorkHoursSchema, response: { 200: Envelope(WorkHoursSchema), ...chatFailures } } },
    async (req, reply) => ok(reply, await workHours.put(req.body)),
  );
};

export default routes;
