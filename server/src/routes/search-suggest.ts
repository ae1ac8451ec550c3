/**
 * Search suggestions (issue 21 item 4; DESIGN §3.1): `GET
 * /api/articles/suggest?text=` (Chinese edition) and `GET
 * /api/en/articles/suggest?text=` (English edition; the alternate edition's
 * pages are Chinese and ask the Chinese one, as their search does). Thin: the
 * rules are services/search/suggest.ts.
 */
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Edition } from "../../../common/edition.js";
import { SUGGESTION_KINDS } from "../../../common/search-suggest.js";
import { ok } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";

const SuggestQuerySchema = Type.Object(
  {
    /** what the reader has typed so far; over MAX_SEARCH_LENGTH (200) characters: search_too_long */
    text: Type.String({ maxLength: 8000 }),
    /** random cache-buster, ignored */
    _rid: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);

const SuggestData = Type.Object({
  suggestions: Type.Array(
    Type.Object({
      text: Type.String(),
      kind: Type.Union(SUGGESTION_KINDS.map((k) => Type.Literal(k))),
    }),
    { maxItems: 8 },
  ),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const handler = (edition: Edition) => async (req: FastifyRequest<{ Querystring: Static<typeof SuggestQuerySchema> }>, reply: Parameters<typeof ok>[0]) =>
    ok(reply, { suggestions: await app.services.suggest.suggest({ text: req.query.text, edition, siteCode: req.siteCode }) });

  const schema = (summary: string) => ({
    tags: ["search"],
    summary,
    querystring: SuggestQuerySchema,
    response: { 200: Envelope(SuggestData), ...failures },
  });

  /**
   * GET /api/articles/suggest?text= — suggestions while a reader types in
   * the search box (issue 21 item 4), from the online stories of the site
   * (X-Site-Code) in the Chinese edition: titles, keywords, subject names and
   * photographers holding the typed words (the last word as a prefix; a run
   * of Chinese characters as typed). Response `{ code: "success", data: {
   * suggestions: [{ text, kind }] } }`: at most 8, distinct (case, width and
   * accents folded), best first; kind title | keyword | subject |
   * photographer. A text with nothing searchable (only emoji or
   * punctuation), or shorter than one Chinese character or two letters or
   * digits, answers no suggestions. Errors: invalid_param (422: text
   * missing), search_too_long (422, `max`: text over MAX_SEARCH_LENGTH
   * characters). SPEC §5 Search words.
   */
  app.get("/articles/suggest", { schema: schema("Search suggestions (Chinese edition)") }, handler("zh"));

  /**
   * GET /api/en/articles/suggest?text= — the same in the English edition:
   * the English titles, keywords, subjects and photographers. See above.
   */
  app.get("/en/articles/suggest", { schema: schema("Search suggestions (English edition)") }, handler("en"));
};

export default routes;
