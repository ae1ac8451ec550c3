/**
 * Presentational search results: heading and count, filters, the cards
 * (image, image_group, video, video_group, text), the loading, end, empty
 * and error states. Every string comes in as a prop; HTML fields are
 * sanitised with DOMPurify (core/sanitize.ts) before they reach the DOM.
 */
import { useEffect, useRef, useState } from "react";
import { htmlToText, sanitizeHtml } from "../core/sanitize.js";
import type { ResultItem, SearchFilters } from "./search-results.rules.js";

export interface Option {
  value: string;
  label: string;
}

export interface SearchResultsStrings {
  region: string;
  heading: string;
  count: string;
  filters: string;
  type: string;
  dateFrom: string;
  dateTo: string;
  subject: string;
  sort: string;
  direction: string;
  clearFilters: string;
  loading: string;
  loadMore: string;
  end: string;
  empty: string;
  emptyHint: string;
  retry: string;
  verified: string;
  rangeInvalid: string;
  /** why the query cannot be searched (status invalid), else "" */
  invalid: string;
  photographer: string;
  price: string;
  fileExt: string;
  year: string;
  /** accessible name of the list of active refinements */
  chips: string;
  dateField: string;
  text2: string;
  tags: string;
}

/** A typed filter's value as sent, or why it cannot be sent ("" when it can). */
export interface Checked {
  value: string;
  error: string;
}

/** An active refinement (issue 21): its text ("Type: Photo"), the remove button's name, and the fields that removing it resets. */
export interface Chip {
  key: string;
  label: string;
  remove: string;
  clear: Partial<SearchFilters>;
}

export interface SearchResultsViewProps {
  s: SearchResultsStrings;
  status: "idle" | "loading" | "ready" | "error" | "invalid";
  items: ResultItem[];
  filters: SearchFilters;
  filtersOn: boolean;
  rangeOk: boolean;
  typeOptions: Option[];
  /** "all" then the subjects (with counts when known) */
  subjectOptions: Option[];
  /** "all" then the photographers of the matches with counts (issue 21) */
  photographerOptions: Option[];
  priceOptions: Option[];
  fileExtOptions: Option[];
  /** "all" then the publish years of the matches with counts */
  yearOptions: Option[];
  /** the year the date range spans, or "" */
  year: string;
  /** what the date range bounds: the publish date ("") or the shooting date */
  dateFieldOptions: Option[];
  /** a typed text2 (search within the results): normalised, or why it cannot be searched */
  checkText2(v: string): Checked;
  /** a typed keyword (tags) */
  checkTag(v: string): Checked;
  chips: Chip[];
  sortOptions: Option[];
  directionOptions: Option[];
  typeLabel(item: ResultItem): string;
  /** the story address for this screen width (SPEC §2 variants) */
  hrefOf(item: ResultItem): string;
  verified(item: ResultItem): boolean;
  loadingMore: boolean;
  ended: boolean;
  error: string | null;
  /** new filters: `patch` over the current ones */
  onFilters(patch: Partial<SearchFilters>): void;
  onClearFilters(): void;
  onLoadMore(): void;
  onRetry(): void;
  onOpen(): void;
}

function Select(p: { id: string; label: string; value: string; options: Option[]; onChange(v: string): void }) {
  return (
    <span className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <select id={p.id} className="input" value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * A typed filter (text2, a keyword): applied on Enter (not the Enter that
 * commits an IME composition) or when the field loses the focus, never while
 * typing; a value that cannot be searched shows why at the field, stays as
 * typed, and is not applied.
 */
function TextFilter(p: { id: string; label: string; value: string; check(v: string): Checked; onApply(v: string): void }) {
  const [draft, setDraft] = useState(p.value);
  const [error, setError] = useState("");
  // a chip or "clear filters" changed the filter: the field shows it
  useEffect(() => {
    setDraft(p.value);
    setError("");
  }, [p.value]);
  const apply = () => {
    const c = p.check(draft);
    setError(c.error);
    if (!c.error && c.value !== p.value) p.onApply(c.value);
  };
  return (
    <span className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        className="input"
        type="search"
        enterKeyHint="search"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${p.id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key !== "Enter" || e.nativeEvent.isComposing || e.keyCode === 229) return;
          e.preventDefault();
          apply();
        }}
      />
      {error ? (
        <span id={`${p.id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

function Card(p: { item: ResultItem; href: string; typeLabel: string; verified: boolean; verifiedLabel: string; onOpen(): void }) {
  const { item } = p;
  const title = htmlToText(item.title);
  const subject = htmlToText(item.subjectName).toUpperCase();
  const author = htmlToText(item.author);
  const ratio = item.imageWidth > 0 && item.imageHeight > 0 ? item.imageWidth / item.imageHeight : 0;
  return (
    <li className={`card type-${item.type}`} part="card">
      <a className="card-link" href={p.href} onClick={p.onOpen}>
        {item.image ? (
          <span className="thumb" aria-hidden="true">
            <img src={item.image} alt="" loading="lazy" decoding="async" width={ratio ? 480 : 400} height={ratio ? Math.round(480 / ratio) : 300} />
          </span>
        ) : item.excerpt ? null : (
          <span className="thumb" aria-hidden="true">
            <span className="thumb-type">{p.typeLabel}</span>
          </span>
        )}
        {/* the query's words marked (issue 21): server HTML, sanitised again here like every HTML field */}
        {item.titleMarked ? (
          <span className="card-title" part="title" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.titleMarked) }} />
        ) : (
          <span className="card-title" part="title">
            {title}
          </span>
        )}
      </a>
      <p className="card-meta">
        {subject ? <span className="subject">{subject}</span> : null}
        <span className="type">{p.typeLabel}</span>
        {item.date ? <time dateTime={item.date}>{item.date}</time> : null}
      </p>
      {author || p.verified ? (
        <p className="card-author">
          {author}
          {p.verified ? <span className="badge">{p.verifiedLabel}</span> : null}
        </p>
      ) : null}
      {/* a text story: the start of its body instead of a picture (issue 12) */}
      {item.excerpt ? <p className="card-excerpt" part="excerpt" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.excerpt) }} /> : null}
      {item.description ? <p className="card-dek" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.description) }} /> : null}
    </li>
  );
}

/**
 * Infinite scroll without layout shift (CLS, issue 21). While more pages can
 * come, the host carries `data-more` (the page's own footer hides under it:
 * site.css), so nothing of the page stands below the list to be pushed down.
 * The list's own footer row (loading, "load more") would be pushed down by
 * each page of new cards: it is left out of the frame that draws them and
 * drawn again in the next one, where it is new rather than moved.
 * @returns whether the footer row is drawn
 */
function useStillFooter(section: React.RefObject<HTMLElement | null>, count: number, more: boolean): boolean {
  const [drawnFor, setDrawnFor] = useState(count);
  useEffect(() => {
    const host = (section.current?.getRootNode() as ShadowRoot | undefined)?.host;
    host?.toggleAttribute("data-more", more);
  }, [section, more]);
  useEffect(() => {
    if (drawnFor === count) return;
    // two frames: the cards are painted in the first, the footer row in the second
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => setDrawnFor(count));
    });
    return () => cancelAnimationFrame(id);
  }, [count, drawnFor]);
  return drawnFor === count;
}

export function SearchResults(p: SearchResultsViewProps) {
  const { s, filters } = p;
  const section = useRef<HTMLElement>(null);
  const footerDrawn = useStillFooter(section, p.items.length, p.items.length > 0 && !p.ended && p.status === "ready");
  const set = (patch: Partial<SearchFilters>) => p.onFilters(patch);
  const busy = p.status === "loading" || p.loadingMore;
  // phones (search-results.css, ≤ 600 px): the filters stay behind this button until it is pressed (issue 22 item 6)
  const [filtersShown, setFiltersShown] = useState(false);
  return (
    <section ref={section} className="results" aria-label={s.region} aria-busy={busy}>
      <h2 className="heading" part="heading">
        {s.heading}
      </h2>
      <button
        type="button"
        className="btn filters-toggle"
        part="filters-toggle"
        aria-expanded={filtersShown}
        aria-controls="pw-search-filters"
        onClick={() => setFiltersShown(!filtersShown)}
      >
        {p.chips.length ? `${s.filters} (${p.chips.length})` : s.filters}
      </button>
      <fieldset id="pw-search-filters" className={filtersShown ? "filters shown" : "filters"} part="filters">
        <legend className="sr-only">{s.filters}</legend>
        <Select id="f-type" label={s.type} value={filters.type} options={p.typeOptions} onChange={(v) => set({ type: v as SearchFilters["type"] })} />
        {/* every select is there from the start, its options filled when the counts come: nothing moves (CLS, issue 21) */}
        <Select id="f-subject" label={s.subject} value={filters.subjectCode} options={p.subjectOptions} onChange={(v) => set({ subjectCode: v })} />
        <Select id="f-photographer" label={s.photographer} value={filters.author} options={p.photographerOptions} onChange={(v) => set({ author: v })} />
        <Select id="f-price" label={s.price} value={filters.price} options={p.priceOptions} onChange={(v) => set({ price: v as SearchFilters["price"] })} />
        <Select id="f-ext" label={s.fileExt} value={filters.fileExt} options={p.fileExtOptions} onChange={(v) => set({ fileExt: v as SearchFilters["fileExt"] })} />
        <TextFilter id="f-text2" label={s.text2} value={filters.text2} check={p.checkText2} onApply={(v) => set({ text2: v })} />
        <TextFilter id="f-tags" label={s.tags} value={filters.tags} check={p.checkTag} onApply={(v) => set({ tags: v })} />
        <Select id="f-date-field" label={s.dateField} value={filters.dateField} options={p.dateFieldOptions} onChange={(v) => set({ dateField: v as SearchFilters["dateField"] })} />
        <Select id="f-year" label={s.year} value={p.year} options={p.yearOptions} onChange={(v) => set({ dateFrom: v ? `${v}-01-01` : "", dateTo: v ? `${v}-12-31` : "" })} />
        <span className="field">
          <label htmlFor="f-from">{s.dateFrom}</label>
          <input id="f-from" className="input" type="date" value={filters.dateFrom} max={filters.dateTo || undefined} aria-invalid={!p.rangeOk} aria-describedby={p.rangeOk ? undefined : "f-range"} onChange={(e) => set({ dateFrom: e.target.value })} />
        </span>
        <span className="field">
          <label htmlFor="f-to">{s.dateTo}</label>
          <input id="f-to" className="input" type="date" value={filters.dateTo} min={filters.dateFrom || undefined} aria-invalid={!p.rangeOk} aria-describedby={p.rangeOk ? undefined : "f-range"} onChange={(e) => set({ dateTo: e.target.value })} />
        </span>
        <Select id="f-sort" label={s.sort} value={filters.sort} options={p.sortOptions} onChange={(v) => set({ sort: v as SearchFilters["sort"] })} />
        <Select id="f-dir" label={s.direction} value={filters.direction} options={p.directionOptions} onChange={(v) => set({ direction: v as SearchFilters["direction"] })} />
        {p.filtersOn ? (
          <button type="button" className="link btn-link" onClick={p.onClearFilters}>
            {s.clearFilters}
          </button>
        ) : null}
        {p.rangeOk ? null : (
          <p id="f-range" className="field-error" role="alert">
            {s.rangeInvalid}
          </p>
        )}
      </fieldset>
      {p.chips.length ? (
        <ul className="chips" part="chips" aria-label={s.chips}>
          {p.chips.map((c) => (
            <li key={c.key}>
              <button type="button" className="chip" aria-label={c.remove} onClick={() => p.onFilters(c.clear)}>
                {c.label}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="count" part="count" role="status">
        {p.status === "ready" ? (p.loadingMore ? s.loading : p.items.length ? s.count : "") : ""}
      </p>
      {p.status === "invalid" ? (
        <div className="state invalid" part="invalid" role="alert">
          <p>{s.invalid}</p>
        </div>
      ) : null}
      {p.status === "error" ? (
        <div className="state error" part="error" role="alert">
          <p>{p.error}</p>
          <button type="button" className="btn" onClick={p.onRetry}>
            {s.retry}
          </button>
        </div>
      ) : null}
      {p.status === "ready" && p.items.length === 0 ? (
        <div className="state empty" part="empty">
          <p className="empty-title">{s.empty}</p>
          <p>{s.emptyHint}</p>
        </div>
      ) : null}
      {/* the first page's loading message stands where the list will be: the list replaces it, nothing below moves (CLS, issue 12) */}
      {p.status === "loading" ? <p className="loading first-loading">{s.loading}</p> : null}
      {p.items.length ? (
        <ol className="list" part="list">
          {p.items.map((item) => (
            <Card key={item.pcId} item={item} href={p.hrefOf(item)} typeLabel={p.typeLabel(item)} verified={p.verified(item)} verifiedLabel={s.verified} onOpen={p.onOpen} />
          ))}
        </ol>
      ) : null}
      {p.status === "loading" || !footerDrawn ? null : (
      <div className="footer" part="footer">
        {p.loadingMore ? <p className="loading">{s.loading}</p> : null}
        {p.status === "ready" && p.error ? (
          <div className="state error" role="alert">
            <p>{p.error}</p>
            <button type="button" className="btn" onClick={p.onRetry}>
              {s.retry}
            </button>
          </div>
        ) : null}
        {p.status === "ready" && !p.loadingMore && !p.error && p.items.length > 0 ? (
          p.ended ? (
            <p className="end">{s.end}</p>
          ) : (
            <button type="button" className="btn" onClick={p.onLoadMore}>
              {s.loadMore}
            </button>
          )
        ) : null}
      </div>
      )}
    </section>
  );
}
