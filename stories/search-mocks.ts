/**
 * MSW handlers for the search stories: GET …/api/articles/search (Chinese
 * edition) and …/api/en/articles/search (English) in the reference server's
 * shape (server/src/routes/articles.ts: `{ code, sid, result: { page_data,
 * total_count, totalExact, pageNum, pageCount } }`, a next page by `sid`
 * alone, es_error 409 for an unknown sid), the session reset
 * (…/search/clear), the facets (…/articles/facets: counts over the same
 * matches, issue 21) and the photographer status lookup
 * (GET …/api/guest/photographer/get_ph_status: `{ code, data: { "<id>": status } }`).
 * The corpus is the State of the Union addresses of the demo corpus.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import type { StoryDto } from "../common/types.js";
import { fail, ok } from "./api-mocks.js";

const TYPES = ["text", "image", "image_group", "video", "video_group"] as const;
const SPEAKERS = ["Barack Obama", "George W. Bush", "Bill Clinton", "Ronald Reagan", "Franklin D. Roosevelt"];

/** A list image: a tinted 4:3 SVG (no network). */
const picture = (hue: number) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="hsl(${hue} 30% 72%)"/>` +
      `<circle cx="330" cy="120" r="48" fill="hsl(${hue} 40% 88%)"/><path d="M0 360 L160 190 L280 300 L360 230 L480 360Z" fill="hsl(${hue} 25% 45%)"/></svg>`,
  );

/** Story n (1 = oldest) as a page_data item (services/content.ts toStoryDto, search results without body). */
function story(n: number, lang: "zh" | "en"): StoryDto {
  const year = 1990 + n;
  const type = TYPES[n % TYPES.length];
  const photographer = n % 7 === 3;
  const subjectCode = photographer ? `photographer_${n}` : n % 2 ? "politics" : "history";
  const subjectName = photographer ? (lang === "zh" ? "摄影师作品" : "Portfolio") : n % 2 ? (lang === "zh" ? "时政" : "Politics") : lang === "zh" ? "历史" : "History";
  const rel = `${year}/01/${String((n % 28) + 1).padStart(2, "0")}/pw-sotu-${n}`;
  const kind = type === "text" ? "detail" : "photo";
  const base = `${lang === "en" ? "/en" : ""}/pw/${photographer ? "portfolio" : "politics"}`;
  const image = type === "text" ? null : picture((n * 37) % 360);
  const relations = type === "image_group" || type === "video_group" ? 3 : type === "text" ? 0 : 1;
  const day = `${year}-01-${String((n % 28) + 1).padStart(2, "0")}`;
  return {
    pcId: `pw-sotu-${n}`,
    title: lang === "zh" ? `${year} 年国情咨文` : `State of the Union Address, ${year}`,
    description:
      lang === "zh"
        ? `总统在国会联席会议上发表<b>国情咨文</b>（${year}）。`
        : `The President's address to a joint session of Congress, <b>${year}</b>.`,
    type,
    author: SPEAKERS[n % SPEAKERS.length],
    shootDate: day,
    flagWordStr: "",
    jsonUrl: `${base}/${kind}/articles/${rel}.json`,
    htmlUrl: `${base}/${kind}/articles/${rel}.html`,
    mHtmlUrl: `${base}/m_${kind}/articles/${rel}.html`,
    siteCode: "pw",
    siteId: 1,
    subjectCode,
    subjectName,
    relContentUrl: rel,
    publishTime: `${day}T12:00:00.000Z`,
    fullPublishTime: `${day} 20:00:00`,
    titleImage: image,
    listImage: image,
    mediaType: type === "text" ? 1 : 3,
    publishResList: Array.from({ length: relations }, (_, i) => ({ relationId: `pw-sotu-${n}r${i + 1}`, width: 1600, height: 1200 })),
  } as unknown as StoryDto;
}

/** The stories a query matches: newest first, filtered by the type parameter, or none for an "empty" query. */
function matches(params: URLSearchParams, lang: "zh" | "en", corpus: number): StoryDto[] {
  const text = params.get("text") ?? "";
  if (/zzqq|没有/.test(text)) return [];
  const all = Array.from({ length: corpus }, (_, i) => story(corpus - i, lang));
  const type = params.get("type");
  const ordered = params.get("direction") === "asc" ? all.reverse() : all;
  return type ? ordered.filter((s) => type.split(",").includes(s.type)) : ordered;
}

export interface SearchMockOptions {
  /** how many stories match (default 25: pages of 10, 10, 5) */
  corpus?: number;
  /** totalExact false: the count is a lower bound ("More than …") */
  inexact?: boolean;
  /** the first `n` next-page (sid) requests answer es_error, as after the session expired */
  esErrors?: number;
  /** the first `n` requests fail as a network error (the client's api_tools_1) */
  networkErrors?: number;
  /** each answer is appended here as it is sent: "page 1", "page 2", …, "es_error" (for play functions that wait for a request) */
  answers?: string[];
}

/**
 * Both search routes, paging by sid as the server does (a session remembers
 * the query and the page reached), the clear route and the photographer
 * status lookup (photographer_<n> subjects are active, status 1).
 */
export function searchApi(o: SearchMockOptions = {}): HttpHandler[] {
  const sessions = new Map<string, { params: URLSearchParams; lang: "zh" | "en"; pageNum: number }>();
  let nextSid = 1;
  let esErrors = o.esErrors ?? 0;
  let networkErrors = o.networkErrors ?? 0;
  const search = (lang: "zh" | "en") => ({ request }: { request: Request }) => {
    if (networkErrors > 0) {
      networkErrors--;
      return HttpResponse.error();
    }
    const q = new URL(request.url).searchParams;
    const sid = q.get("sid");
    let s;
    if (sid) {
      s = sessions.get(sid);
      if (!s || esErrors > 0) {
        esErrors = Math.max(0, esErrors - 1);
        o.answers?.push("es_error");
        return fail("es_error", lang === "zh" ? "搜索会话已失效，请重新搜索" : "The search session has expired, please search again", 409);
      }
      s.pageNum++;
    } else {
      s = { params: q, lang, pageNum: 1 };
      sessions.set(`story-sid-${nextSid++}`, s);
    }
    const size = Number(s.params.get("size") ?? 10);
    const found = matches(s.params, s.lang, o.corpus ?? 25);
    const pageCount = Math.ceil(found.length / size);
    o.answers?.push(`page ${s.pageNum}`);
    return HttpResponse.json({
      code: "success",
      sid: sid ?? `story-sid-${nextSid - 1}`,
      result: {
        page_data: found.slice((s.pageNum - 1) * size, s.pageNum * size),
        total_count: o.inexact ? 2000 : found.length,
        totalExact: !o.inexact,
        pageNum: s.pageNum,
        pageCount,
      },
    });
  };
  const clear = ({ request }: { request: Request }) => ok({ cleared: sessions.delete(new URL(request.url).searchParams.get("sid") ?? "") });
  // the counts beside the filters (GET …/articles/facets, issue 21), over the same matches
  const facets = (lang: "zh" | "en") => ({ request }: { request: Request }) => {
    const found = matches(new URL(request.url).searchParams, lang, o.corpus ?? 25);
    const count = (key: (s: StoryDto) => [string, string]) => {
      const m = new Map<string, { value: string; label: string; count: number }>();
      for (const s of found) {
        const [value, label] = key(s);
        const v = m.get(value) ?? { value, label, count: 0 };
        v.count++;
        m.set(value, v);
      }
      return [...m.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    };
    return ok({
      type: count((s) => [s.type, s.type]),
      subject: count((s) => [s.subjectCode, s.subjectName]),
      year: count((s) => [s.fullPublishTime.slice(0, 4), s.fullPublishTime.slice(0, 4)]).sort((a, b) => b.value.localeCompare(a.value)),
      photographer: count((s) => [s.author, s.author]).slice(0, 12),
      price: [{ value: "paid", label: "paid", count: found.filter((s) => s.type !== "text").length }],
      counted: found.length,
      exact: true,
    });
  };
  return [
    http.get("*/api/articles/search/clear", clear),
    http.get("*/api/en/articles/search/clear", clear),
    http.get("*/api/articles/search", search("zh")),
    http.get("*/api/en/articles/search", search("en")),
    http.get("*/api/articles/facets", facets("zh")),
    http.get("*/api/en/articles/facets", facets("en")),
    http.get("*/api/guest/photographer/get_ph_status", ({ request }) => {
      const ids = (new URL(request.url).searchParams.get("phIds") ?? "").split(",").filter((id) => /^\d+$/.test(id));
      return ok(Object.fromEntries(ids.map((id) => [id, 1])));
    }),
  ];
}
