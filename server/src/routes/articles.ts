/**
 * Article search (SPEC §7 Search, §3 Search response, §4 Search paging;
 * DESIGN §3.1): `GET /api/articles/search` (Chinese edition) and
 * `GET /api/en/articles/search` (English and alternate editions). Thin: the
 * logic is in services/search.ts.
 */
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Edition } from "../../../widgets/core/edition.js";
import { ApiError } from "../http/errors.js";
import { failures } from "../http/schemas.js";
import { STORY_TYPES } from "../services/search.js";

const Code = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" });

/**
 * Query of both search routes. Unknown parameters of SPEC §7 (date, author,
 * sort, price, tags, direction, scroll, _rid …) are accepted and ignored for
 * now.
 */
const SearchQuerySchema = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: 200 })),
    text2: Type.Optional(Type.String({ maxLength: 200 })),
    /** page size; SPEC §9 default 10 (`size` and its synonym `page_count`) */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    page_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** 1-based page of a new search */
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    /** story type, or several comma-separated */
    type: Type.Optional(Type.String({ maxLength: 100, pattern: `^(${STORY_TYPES.join("|")})(,(${STORY_TYPES.join("|")}))*$` })),
    /** a subject code, several comma-separated, or a JSON array of codes */
    subjectCode: Type.Optional(Type.String({ maxLength: 500 })),
    pcId: Type.Optional(Code),
    /** continue a search: the next page of the first request's query */
    sid: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9-]+$" })),
  },
  { additionalProperties: true },
);
type SearchQueryT = Static<typeof SearchQuerySchema>;

/** A page_data item (SPEC §3 Story + htmlUrl, titleImage, subjectName, fullPublishTime …; see services/content.ts StoryDto). */
const StoryItem = Type.Object(
  {
    pcId: Type.String(),
    title: Type.String(),
    description: Type.String(),
    type: Type.String(),
    author: Type.String(),
    shootDate: Type.String(),
    flagWordStr: Type.String(),
    jsonUrl: Type.String(),
    htmlUrl: Type.String(),
    mHtmlUrl: Type.String(),
    siteCode: Type.String(),
    siteId: Type.Integer(),
    subjectCode: Type.String(),
    subjectName: Type.String(),
    relContentUrl: Type.String(),
    publishTime: Type.String(),
    fullPublishTime: Type.String(),
    titleImage: Type.Union([Type.String(), Type.Null()]),
    listImage: Type.Union([Type.String(), Type.Null()]),
    mediaType: Type.Integer(),
    publishResList: Type.Array(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);

const SearchResponse = Type.Object({
  code: Type.String(),
  sid: Type.String(),
  result: Type.Object({
    page_data: Type.Array(StoryItem),
    total_count: Type.Integer(),
    pageNum: Type.Integer(),
    pageCount: Type.Integer(),
  }),
});

/** Subject codes from `subjectCode`: "a", "a,b" or '["a","b"]'; invalid_param for anything else. */
function subjectCodes(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let list: unknown = raw.split(",").map((s) => s.trim());
  if (raw.trim().startsWith("[")) {
    try {
      list = JSON.parse(raw);
    } catch {
      list = null;
    }
  }
  if (
    !Array.isArray(list) ||
    list.length > 20 ||
    !list.every((c): c is string => typeof c === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(c))
  ) {
    throw new ApiError("invalid_param", 422, [{ field: "subjectCode", rule: "format" }]);
  }
  return list.length ? list : undefined;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const handler = (edition: Edition) => async (req: FastifyRequest<{ Querystring: SearchQueryT }>) => {
    const q = req.query;
    const res = await app.services.search.search({
      edition,
      siteCode: req.siteCode,
      text: q.text,
      text2: q.text2,
      size: q.size ?? q.page_count,
      pageNum: q.pageNum,
      types: q.type ? q.type.split(",") : undefined,
      subjectCodes: subjectCodes(q.subjectCode),
      pcId: q.pcId,
      sid: q.sid,
    });
    return { code: "success", ...res };
  };

  const schema = (summary: string) => ({
    tags: ["search"],
    summary,
    querystring: SearchQuerySchema,
    response: { 200: SearchResponse, ...failures },
  });

  /**
   * GET /api/articles/search — searches the online stories of the site
   * (X-Site-Code) in the Chinese edition: title, description, captions,
   * keywords, author and photographers (Chinese text segmented with
   * Intl.Segmenter, DESIGN §4). Query: text, text2, type, subjectCode,
   * pcId, size | page_count (1..100, default 10), pageNum, or sid alone for
   * the next page. Response `{ code: "success", sid, result: { page_data:
   * StoryDto[], total_count, pageNum, pageCount } }`, newest first.
   * Errors: invalid_param (422), es_error (409: unknown or expired sid;
   * restart the search). SPEC §3, §4, §5, §7.
   */
  app.get("/articles/search", { schema: schema("Search stories (Chinese edition)") }, handler("zh"));

  /**
   * GET /api/en/articles/search — the same search in the English (and
   * alternate) edition: English text, /en page URLs. See above.
   */
  app.get("/en/articles/search", { schema: schema("Search stories (English and alternate editions)") }, handler("en"));
};

export default routes;
