/**
 * The view models of the renderer's pages (DESIGN §2 publish/, §3.3, §6;
 * SPEC §2 pages, §3 Story): what the templates of templates/ read — a story
 * page (photos, videos, text, JSON-LD, scripts, alternates) and a home page
 * (cards). Pure: rows and DTOs in, plain objects out; nothing here reads the
 * database or writes files (pages.ts does).
 */
import { homeUrl, langOfEdition, searchPageUrl, type Edition } from "../../../common/edition.js";
import { portfolioUrl } from "../../../common/photographer.js";
import type { StoryDto } from "../../../common/types.js";
import { t, type Lang } from "../locale/index.js";
import type { Relation, ShownStory } from "../db/schema.js";
import type { SourcePhoto, StorySource } from "../db/story-source.js";
import { inEdition, isVideoType, kindOf, storedPhotographers, storyUrls, type StoryAddressFields } from "../adapters/story.js";
import { LIST_WIDTH, mediaUrls, pictureOf, scaledSize, type PictureView } from "../media/media-paths.js";
import { licenceLabels, licenceView, photoFacts, photoJsonLd, type JsonLdPhoto, type PhotoFacts } from "../media/photo-data.js";
import { storedLicence } from "../adapters/licence.js";
import type { LicenceDto } from "../../../common/licence.js";
import { absolute, escapeHtml, guardScripts, HREFLANG, HTML_LANG, noindexOf, other, PUBLISHED_EDITIONS, STRINGS } from "./page-base.js";

/** The label of a story type in a language (page_type_*). */
export const typeLabel = (lang: Lang, type: string) => t(lang, `page_type_${type}`);
/** "YYYY-MM-DD" of an ISO time. */
export const ymd = (iso: string) => iso.slice(0, 10);

/** The four pages (and JSON files) of a story in one edition. */
export function pagePaths(s: StoryAddressFields, edition: Edition) {
  const u = storyUrls(s, edition);
  return [
    { mobile: false, html: u.htmlUrl, json: u.jsonUrl },
    { mobile: true, html: u.mHtmlUrl, json: u.mJsonUrl },
  ];
}

/** A photo of a story page: its `<picture>` (media/media-paths.ts pictureOf: AVIF and WebP sources, the JPEG img; never wider than the largest file) and what surrounds it. */
interface PhotoView extends PictureView {
  relationId: string;
  /** width / height, 4 decimals (CSS: the photo fits the window's height) */
  ratio: number;
  /** the largest file, for the link around the photo (the viewer, or the file itself without script) */
  fullUrl: string;
  /** label of that link */
  viewLabel: string;
  /** pixel dimensions, file size, photographer, credit line and date of the original */
  meta: PhotoFacts;
  /** for the page's JSON-LD */
  ld: JsonLdPhoto;
  alt: string;
  caption: string;
  credit: string;
  /** the credited photographer's portfolio page (publish/portfolio.ts), "" when uncredited */
  creditUrl: string;
  photographerAbout: string;
  facts: string[];
  /** facts beyond `meta` (the medium), for photo pages */
  moreFacts: string[];
  sourceLine: string;
  recordUrl: string;
  recordLabel: string;
  licenceUrl: string;
  licenceLabel: string;
  free: boolean;
  actionsLabel: string;
  /**
   * the photo's licence (issue 20; the static page contract: the block's
   * data-pw-licence is this as JSON), its labels in the page's language and
   * the id of its credit line
   */
  licence: LicenceDto;
  licenceJson: string;
  licenceText: { type: string; restrictions: string; model: string; property: string };
  creditId: string;
}

/** View of one photo relation for photo / m_photo pages (the desktop page's src: storyContexts gives the mobile page its own). */
function photoView(r: Relation, dto: StoryDto, i: number, src: StorySource | null, edition: Edition): PhotoView {
  const lang = langOfEdition(edition);
  const zh = lang === "zh";
  const rel = dto.publishResList[i];
  const sp: SourcePhoto | undefined = src?.photos?.find((p) => p.mediaId === r.mediaId) ?? src?.photos?.[i];
  const urls = r.mediaId && /^\d+$/.test(r.mediaId) ? mediaUrls(r.mediaId) : null;
  const pic = urls ? pictureOf(r.mediaId!, r.width, r.height) : null;
  const title = (zh ? sp?.titleZh : sp?.title) || dto.title;
  const credit = rel.photographerStr ? t(lang, "page_photo_credit", { name: rel.photographerStr }) : "";
  const facts = [zh ? sp?.dateTextZh : sp?.dateText, zh ? sp?.mediumZh : sp?.medium].filter((x): x is string => !!x);
  if (!facts.length && r.shootingDate) facts.push(r.shootingDate);
  const credited = src?.credit;
  const ph = storedPhotographers(r).find((p) => typeof p.id === "number");
  const about = zh ? sp?.photographerAboutZh : sp?.photographerAbout;
  const factsIn = {
    lang,
    width: r.width,
    height: r.height,
    size: r.size ?? 0,
    photographerStr: rel.photographerStr ?? "",
    dateText: (zh ? sp?.dateTextZh : sp?.dateText) ?? "",
    shootingDate: r.shootingDate ?? "",
    credit: credited ?? null,
  };
  const src_ = pic ? pic.src : (r.imgUrl ?? "");
  // the licence the block shows: the same credit line and licence URL as the JSON-LD's creditText and license (no source licence: the story page)
  const licence = licenceView(storedLicence(r), factsIn, dto.htmlUrl);
  return {
    relationId: r.relationId,
    sources: pic?.sources ?? [],
    src: src_,
    srcset: pic?.srcset ?? "",
    sizes: pic?.sizes ?? "",
    // never enlarged: the largest file's px, or the original's when no file was derived
    width: pic?.width ?? r.width,
    height: pic?.height ?? r.height,
    ratio: r.width > 0 && r.height > 0 ? Math.round((r.width / r.height) * 1e4) / 1e4 : 1,
    fullUrl: urls ? urls.large : src_,
    viewLabel: t(lang, "page_view_photo", { title }),
    meta: photoFacts(factsIn),
    ld: { ...factsIn, contentUrl: urls ? urls.large : src_, thumbnailUrl: urls ? urls.list : src_, name: title, caption: rel.description ?? "" },
    alt: title,
    caption: rel.description,
    credit,
    creditUrl: credit && ph ? portfolioUrl(edition, ph.id) : "",
    photographerAbout: about ? (zh ? `（${about}）` : `(${about})`) : "",
    facts,
    moreFacts: [zh ? sp?.mediumZh : sp?.medium].filter((x): x is string => !!x),
    sourceLine: credited ? (zh ? `${t(lang, "page_getty_credit")}。` : `${t(lang, "page_getty_credit")}.`) : "",
    recordUrl: sp?.gettyUrl ?? "",
    recordLabel: sp?.gettyUrl ? t(lang, "page_getty_record", { accession: sp.accession ?? "" }).trim() : "",
    licenceUrl: credited?.licenceUrl ?? "",
    licenceLabel: credited ? t(lang, "page_licence", { licence: credited.licence }) : "",
    free: r.free,
    actionsLabel: t(lang, "page_photo_actions", { title }),
    licence,
    licenceJson: JSON.stringify(licence),
    licenceText: licenceLabels(licence, lang),
    creditId: `credit-${r.relationId}`,
  };
}

interface VideoView extends PhotoView {
  videoUrl: string;
  /** MIME type of the file ("video/mp4", "video/webm") */
  mime: string;
  poster: string;
  /** "m:ss", or "" while unknown */
  durationText: string;
  /** aria-label of the player */
  label: string;
  captionId: string;
}

/** "m:ss" of a duration in seconds. */
function clock(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** View of one video relation (mediaType 5) for detail / m_detail pages of a video story (issue 11). */
function videoView(r: Relation, dto: StoryDto, i: number, src: StorySource | null, edition: Edition): VideoView {
  const lang = langOfEdition(edition);
  const base = photoView(r, dto, i, src, edition);
  const url = r.videoUrl ?? "";
  const durationText = r.duration ? clock(r.duration) : "";
  if (durationText) base.facts.push(t(lang, "page_video_duration", { time: durationText }));
  return {
    ...base,
    // the player shows the video at its own px (never enlarged past the column); width/height reserve the box
    width: r.width,
    height: r.height,
    videoUrl: url,
    mime: url.endsWith(".webm") ? "video/webm" : "video/mp4",
    poster: r.poster ?? "",
    durationText,
    label: t(lang, "page_video_label", { title: base.alt }),
    captionId: `cap-${r.relationId}`,
    actionsLabel: t(lang, "page_video_actions", { title: base.alt }),
  };
}

/**
 * Template contexts of a story's two pages in one edition, [desktop, mobile]
 * (issue 24: a story's pages from one context). They differ only in the
 * page's own addresses and labels and in each photo's `src` (the mobile page
 * loads the list-size file: media-paths.ts pictureOf); the photos' and
 * videos' views, the JSON-LD, the keywords and the labels are built once.
 */
export function storyContexts(s: ShownStory, rels: Relation[], dto: StoryDto, edition: Edition, origin: string) {
  const lang = langOfEdition(edition);
  const zh = lang === "zh";
  const kind = kindOf(s.type);
  const urls = storyUrls(s, edition);
  const otherUrls = storyUrls(s, other(edition));
  const src = (s.source ?? null) as StorySource | null;
  const photos = kind === "photo" ? rels.map((r, i) => photoView(r, dto, i, src, edition)) : [];
  const videos = isVideoType(s.type) ? rels.flatMap((r, i) => (r.mediaType === 5 && r.videoUrl ? [videoView(r, dto, i, src, edition)] : [])) : [];
  // the mobile page's photos: the same views with the src of a narrow screen
  const mobileSrc = <T extends PhotoView>(views: T[]) =>
    views.map((v, i) => {
      const r = kind === "photo" ? rels[i] : rels.find((x) => x.relationId === v.relationId)!;
      const m = r.mediaId && /^\d+$/.test(r.mediaId) ? pictureOf(r.mediaId, r.width, r.height, true).src : v.src;
      return m === v.src ? v : { ...v, src: m };
    });
  const keywords = dto.flagWordStr.split(/[,，]/).map((k) => k.trim()).filter(Boolean);
  const dateText = kind === "photo" || videos.length ? "" : ((zh ? src?.dateTextZh : src?.dateText) ?? dto.shootDate);
  const view = {
    typeLabel: typeLabel(lang, s.type),
    authorLabel: kind === "photo" || videos.length ? t(lang, "page_photographer") : t(lang, "page_author"),
    dateText,
    publishDate: ymd(dto.fullPublishTime),
    photoCount: photos.length,
    photoCountLabel: t(lang, "page_photos", { count: photos.length }),
    /** every photo of a group, for its group download button (issue 9) */
    relationIds: photos.map((p) => p.relationId).join(","),
    keywords,
    photos,
    // schema.org NewsArticle + ImageObject per photo (media/photo-data.ts); URLs absolute on the public site origin (PUBLIC_URL)
    jsonLd: photos.length
      ? photoJsonLd(
          photos.map((p) => p.ld),
          {
            pageUrl: urls.htmlUrl,
            headline: dto.title,
            description: dto.description,
            datePublished: dto.fullPublishTime,
            inLanguage: HTML_LANG[lang],
            base: origin,
            // no source licence: the terms are those of the story page, where the photo is downloaded or bought
            defaultLicenceUrl: urls.htmlUrl,
          },
        )
      : "",
    videos,
    // a single photo's story text is its caption, shown under the photo: no need to repeat it above
    showDek: !!dto.description && !(photos.length === 1 && photos[0].caption === dto.description) && !(videos.length === 1 && videos[0].caption === dto.description),
    body: dto.body ?? [],
    /** the body's paragraphs as escaped <p> elements, printed raw (one string: a template loop over hundreds of paragraphs took a third of a text page's rendering) */
    bodyHtml: paragraphsHtml(dto.body ?? []),
    bodyLang: dto.bodyLang ?? lang,
    bodyNote: dto.body && dto.bodyLang && dto.bodyLang !== lang ? t(lang, "page_original_english") : "",
    sourceLine: kind !== "photo" && src?.credit ? t(lang, "page_text_source", { source: zh ? src.credit.nameZh : src.credit.name }) : "",
    licenceUrl: kind !== "photo" ? (src?.credit?.licenceUrl ?? "") : "",
    licenceLabel: kind !== "photo" && src?.credit ? t(lang, "page_licence", { licence: src.credit.licence }) : "",
  };
  // the header's <pw-search-box> stays its plain form on story pages (no script: the story-page JS budget, DESIGN §6)
  // video pages (issue 11): like and collect per video, and the members' comments under it
  const scripts = [
    ...guardScripts(edition),
    "login-status",
    // the photo viewer (issue 12): a click listener; the viewer itself is a lazy chunk
    ...(kind === "photo" ? ["like-button", "collect-button", "download-button", "photo-viewer"] : []),
    ...(videos.length ? ["like-button", "collect-button", "video-comments"] : []),
    "share-bar",
    "back-to-top",
    // the customer-service launcher (issue 10): 1.2 KB; its panel is a lazy chunk
    "chat-panel",
    // visit statistics (SPEC §9, issue 12): a tiny element; the icu call and localforage are a lazy chunk
    "visit-stats",
  ];
  const title = `${dto.title} - ${t(lang, "page_site_name")}`;
  const description = metaDescription(dto.description || dto.title);
  // the desktop page is canonical for both variants; hreflang links every edition the story is in (zh, en, ann)
  const canonical = absolute(origin, urls.htmlUrl);
  const alternates = PUBLISHED_EDITIONS.filter((e) => inEdition(s, e)).map((e) => ({ hreflang: HREFLANG[e], href: absolute(origin, storyUrls(s, e).htmlUrl) }));
  const image = absolute(origin, dto.titleImage ?? "");
  const kindClass = kind === "photo" ? "photo-detail" : videos.length ? "video-detail" : "text-detail";
  const inOther = inEdition(s, other(edition));
  const context = (mobile: boolean) => ({
    htmlLang: HTML_LANG[lang],
    lang,
    t: STRINGS[lang],
    story: dto,
    view: mobile ? { ...view, photos: mobileSrc(photos), videos: mobileSrc(videos) } : view,
    page: {
      title,
      description,
      url: mobile ? urls.mHtmlUrl : urls.htmlUrl,
      canonical,
      alternates,
      /** the mobile page's address (base.liquid links it from the desktop page only, in a {% variant "desktop" %} region) */
      mobileUrl: absolute(origin, urls.mHtmlUrl),
      jsonUrl: mobile ? urls.mJsonUrl : urls.jsonUrl,
      image,
      noindex: noindexOf(edition),
      edition,
      /** which of the story's two pages this is (variants.ts: the {% variant %} tag) */
      variant: mobile ? "mobile" : "desktop",
      variantSwitch: true,
      ogType: "article",
      scripts,
      bodyClass: `${kindClass} ${mobile ? "variant-mobile" : "variant-desktop"}`,
      home: homeUrl(edition),
      searchUrl: searchPageUrl(edition),
      otherEditionUrl: inOther ? (mobile ? otherUrls.mHtmlUrl : otherUrls.htmlUrl) : homeUrl(other(edition)),
      otherLang: HTML_LANG[langOfEdition(other(edition))],
      variantUrl: mobile ? urls.htmlUrl : urls.mHtmlUrl,
      variantLabel: t(lang, mobile ? "page_desktop_version" : "page_mobile_version"),
    },
  });
  return [context(false), context(true)] as const;
}

/** paragraphsHtml's answers, by paragraph list: a story's desktop and mobile pages share its DTO's body. */
const paragraphsDone = new WeakMap<readonly string[], string>();

/** Paragraphs of text as `<p>` elements, each escaped (for `{{ … | raw }}`), one a line. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  let html = paragraphsDone.get(paragraphs);
  if (html === undefined) {
    // escaped as the templates' outputEscape escapes, so a printed text reads the same whether a template or this escaped it
    html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n    ");
    paragraphsDone.set(paragraphs, html);
  }
  return html;
}

/** A meta description (Lighthouse SEO): whitespace collapsed, at most 160 characters, cut at a word when it can be. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Template context of a home page. */
export function homeContext(stories: StoryDto[], edition: Edition, origin: string) {
  const lang = langOfEdition(edition);
  const cards = stories.map((s) => {
    const first = s.publishResList[0];
    const img =
      s.listImage && first && first.width > 0
        ? { src: s.listImage, ...scaledSize(first.width, first.height, LIST_WIDTH) }
        : null;
    return {
      htmlUrl: s.htmlUrl,
      title: s.title,
      description: s.description,
      subjectName: s.subjectName,
      typeLabel:
        s.type === "image_group" ? t(lang, "page_photos", { count: s.publishResList.length }) : typeLabel(lang, s.type),
      publishTime: s.publishTime,
      date: ymd(s.fullPublishTime),
      img,
    };
  });
  return {
    htmlLang: HTML_LANG[lang],
    lang,
    t: STRINGS[lang],
    cards,
    page: {
      title: `${t(lang, "page_latest")} - ${t(lang, "page_site_name")}`,
      description: t(lang, "page_home_description"),
      url: homeUrl(edition),
      canonical: absolute(origin, homeUrl(edition)),
      alternates: PUBLISHED_EDITIONS.map((e) => ({ hreflang: HREFLANG[e], href: absolute(origin, homeUrl(e)) })),
      mobileUrl: "",
      jsonUrl: "",
      image: "",
      ogType: "website",
      noindex: noindexOf(edition),
      edition,
      // story links of the home page (and of search results) lead phones to the m_ pages (SPEC §2)
      variantSwitch: true,
      scripts: [...guardScripts(edition), "login-status", "search-box", "back-to-top", "chat-panel"],
      bodyClass: "home",
      home: homeUrl(edition),
      searchUrl: searchPageUrl(edition),
      otherEditionUrl: homeUrl(other(edition)),
      otherLang: HTML_LANG[langOfEdition(other(edition))],
    },
  };
}
