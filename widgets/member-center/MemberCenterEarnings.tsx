/**
 * Presentational earnings section of the member centre (issue 20,
 * uc1-index?tab=earnings, contributors): the totals (points now, points from
 * sales all time, the share in force) and how a sale earns points, the
 * withdrawal form, the month totals and the sales (photo linking to its
 * story, size in words, date, quota spent, points), paged, with a refresh
 * button. Strings come in as props (commerce.props.ts).
 */
import { AmountFormBox, DataTable, Pager, type AmountFormView, type PagerView, type TableView } from "./MemberCenterParts.js";

export interface EarningsSectionView {
  idPrefix: string;
  title: string;
  refreshLabel: string;
  onRefresh: () => void;
  loading: boolean;
  /** the earnings could not be loaded (nothing is shown, SPEC §8) */
  failed: boolean;
  facts: { label: string; value: string }[];
  /** how a sale earns points, "" until the settings are known */
  explain: string;
  /** null until the settings are known (its minimum is theirs) */
  withdraw: AmountFormView | null;
  /** null when there is no month yet */
  months: TableView | null;
  sales: TableView;
  emptyText: string;
  pager: PagerView;
}

/** The earnings section: totals, withdrawal, months and sales. */
export function EarningsSection(p: EarningsSectionView) {
  const h = `${p.idPrefix}-earn`;
  return (
    <div className="section" part="earnings">
      <section className="box" aria-labelledby={h} aria-busy={p.loading || undefined}>
        <div className="box-head">
          <h2 id={h} className="box-title">
            {p.title}
          </h2>
          <button type="button" className="btn secondary small" onClick={p.onRefresh}>
            {p.refreshLabel}
          </button>
        </div>
        {!p.failed && p.facts.length > 0 && (
          <dl className="facts">
            {p.facts.map((f) => (
              <div key={f.label} className="fact">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {p.explain && <p className="item-meta">{p.explain}</p>}
      </section>
      {p.withdraw && (
        <section className="box" aria-labelledby={`${p.withdraw.id}-title`}>
          <AmountFormBox {...p.withdraw} />
        </section>
      )}
      {!p.failed && (
        // not a landmark of its own: each table is a region named by its heading
        <div className="box" aria-busy={p.loading || undefined}>
          {p.months && <DataTable {...p.months} part="months" />}
          <DataTable {...p.sales} part="sales" />
          {!p.loading && p.sales.rows.length === 0 && <p className="empty">{p.emptyText}</p>}
          <Pager {...p.pager} />
        </div>
      )}
    </div>
  );
}
