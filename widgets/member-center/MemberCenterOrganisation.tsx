/**
 * Presentational organisation section of the member centre (issue 20,
 * uc2-index?tab=organisation, the organisation's admin): its name, the
 * seats used of its seats, the members (the admin marked), its shared quota
 * and who downloaded what (member, photo linking to its story, size, quota
 * spent, what paid for it, date), paged. Any other member is told the page
 * is the admin's. Strings come in as props (commerce.props.ts).
 */
import { DataTable, Pager, type PagerView, type TableView } from "./MemberCenterParts.js";

export interface OrganisationSectionView {
  idPrefix: string;
  /** the section for someone who is not an organisation's admin: only this line; "" for the admin */
  denied: string;
  name: string;
  seats: string;
  membersTitle: string;
  members: { code: string; text: string }[];
  sharedTitle: string;
  shared: { id: number; label: string; meta: string }[];
  sharedNone: string;
  loading: boolean;
  /** who downloaded what could not be loaded (nothing is shown, SPEC §8) */
  failed: boolean;
  downloads: TableView;
  emptyText: string;
  pager: PagerView;
}

/** The organisation section: the admin's view, or the line saying it is the admin's. */
export function OrganisationSection(p: OrganisationSectionView) {
  const h = (s: string) => `${p.idPrefix}-org-${s}`;
  if (p.denied) {
    return (
      <div className="section" part="organisation">
        <p className="notice">{p.denied}</p>
      </div>
    );
  }
  return (
    <div className="section" part="organisation">
      <section className="box" aria-labelledby={h("name")}>
        <h2 id={h("name")} className="box-title">
          {p.name}
        </h2>
        <p>{p.seats}</p>
        <h3 id={h("members")} className="sub">
          {p.membersTitle}
        </h3>
        <ul className="plain" aria-labelledby={h("members")}>
          {p.members.map((m) => (
            <li key={m.code}>{m.text}</li>
          ))}
        </ul>
        <h3 id={h("shared")} className="sub">
          {p.sharedTitle}
        </h3>
        {p.shared.length ? (
          <ul className="grants" aria-labelledby={h("shared")}>
            {p.shared.map((g) => (
              <li key={g.id} className="grant">
                <span className="grant-label">{g.label}</span>
                <span className="item-meta">{g.meta}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ent-none">{p.sharedNone}</p>
        )}
      </section>
      {!p.failed && (
        // not a landmark of its own: the table is a region named by its heading
        <div className="box" aria-busy={p.loading || undefined}>
          <DataTable {...p.downloads} part="org-downloads" />
          {!p.loading && p.downloads.rows.length === 0 && <p className="empty">{p.emptyText}</p>}
          <Pager {...p.pager} />
        </div>
      )}
    </div>
  );
}
