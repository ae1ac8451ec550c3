/**
 * Presentational member center: top bar (title, back button, upload link),
 * left menu, the contributor application's notice and the review
 * announcements (a polite live region) of the uc1 pages, profile card, tab
 * list and the selected tab's panel (an account element, then the slot),
 * the download entitlements (quota and grants), the list of a list tab with
 * each contribution's review state and reason, paging and removal, and the
 * leave confirmation (ui/ConfirmDialog); issue 20: the organisation's shared
 * quota in the entitlements, and the home page's orders, earnings and
 * organisation sections (MemberCenterOrders.tsx, MemberCenterEarnings.tsx,
 * MemberCenterOrganisation.tsx). Every string and URL comes in as a prop
 * (member-center.props.ts, commerce.props.ts).
 */
import { createElement, type KeyboardEvent } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "../ui/ConfirmDialog.js";
import type { ListItem } from "./member-center.rules.js";
import { EarningsSection, type EarningsSectionView } from "./MemberCenterEarnings.js";
import { OrdersSection, type OrdersSectionView } from "./MemberCenterOrders.js";
import { OrganisationSection, type OrganisationSectionView } from "./MemberCenterOrganisation.js";

// <pw-download-button> (widgets/download) in download rows: a custom element the uc2-download page loads itself
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "pw-download-button": { "pc-id"?: string; "relation-ids": string };
    }
  }
}

export interface ProfileCardProps {
  name: string;
  code: string;
  avatarSrc: string;
  avatarAlt: string;
  facts: { label: string; value: string }[];
  photographer?: { href: string; label: string };
  changeAvatarLabel: string;
  avatarBusy: boolean;
  avatarAlert: string;
  avatarStatus: string;
  onAvatarFile: (file: File | undefined) => void;
}

/** A row as the view shows it: the review state of a contribution comes as text (`status`) and its reason as a line. */
export type ViewItem = Omit<ListItem, "review"> & { review?: { state: string; status: string; reason: string } | null };

export interface ListProps {
  items: ViewItem[];
  loading: boolean;
  /** null: the list could not be loaded (nothing is shown, SPEC §8) */
  failed: boolean;
  emptyText: string;
  alert: string;
  removeLabel?: (title: string) => string;
  onRemove?: (oid: string) => void;
  page: number;
  pages: number;
  pageText: string;
  prevLabel: string;
  nextLabel: string;
  onPage: (n: number) => void;
  listLabel: string;
}

/** One grant of the entitlements section, in words. */
export interface GrantView {
  id: number;
  label: string;
  /** "3 of 10 photos left" or "no photo limit" */
  amount: string;
  /** the period */
  period: string;
  /** why a past grant is not usable ("expired", "revoked on …"), "" for an active one */
  why: string;
}

/** The download entitlements (issue 19): the quota left and the staff's grants. */
export interface EntitlementsView {
  title: string;
  /** "" when the quota could not be read */
  quota: string;
  grantsTitle: string;
  active: GrantView[];
  /** shown when no grant is active */
  noneText: string;
  pastTitle: string;
  past: GrantView[];
  /** issue 20: the organisation's shared quota ("Shared quota of {organisation}"), null for a member in none */
  shared: { title: string; active: GrantView[]; past: GrantView[]; noneText: string } | null;
}

export interface MemberCenterViewProps {
  idPrefix: string;
  title: string;
  ready: boolean;
  loadingText: string;
  backLabel: string;
  onBack: () => void;
  upload?: { href: string; label: string };
  menuLabel: string;
  menu: { id: string; label: string; href: string; current: boolean }[];
  /** the contributor application's notice (uc1 pages: applied or rejected), null for none */
  notice: { text: string; tone: "info" | "warning" } | null;
  /** the polite live region of the review events (uc1 pages; "" until one arrives), null on pages without it */
  reviewStatus: string | null;
  profile?: ProfileCardProps;
  tabsLabel: string;
  tabs: { id: string; label: string }[];
  selected: string | null;
  onTab: (id: string) => void;
  /** the account element of a form tab (pw-profile-form …), null for none */
  form: { tag: string; lang: string } | null;
  entitlements?: EntitlementsView;
  list?: ListProps;
  /** issue 20: the home page's sections (?tab=orders, earnings, organisation) */
  orders?: OrdersSectionView;
  earnings?: EarningsSectionView;
  organisation?: OrganisationSectionView;
  confirm: ConfirmDialogProps;
}

function ProfileCard(p: ProfileCardProps & { idPrefix: string }) {
  return (
    <section className="card" part="profile" aria-labelledby={`${p.idPrefix}-name`}>
      <img className="avatar" part="avatar" src={p.avatarSrc} alt={p.avatarAlt} width={72} height={72} />
      <div className="card-body">
        <h2 id={`${p.idPrefix}-name`} className="name">
          {p.name} <span className="code">({p.code})</span>
        </h2>
        <dl className="facts">
          {p.facts.map((f) => (
            <div key={f.label} className="fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {p.photographer && (
          <p>
            <a className="link" href={p.photographer.href}>
              {p.photographer.label}
            </a>
          </p>
        )}
        <label className="btn secondary file-btn" aria-busy={p.avatarBusy || undefined}>
          {p.changeAvatarLabel}
          <input
            className="sr-only"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={p.avatarBusy}
            onChange={(e) => {
              p.onAvatarFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <p className="alert" role="alert">
          {p.avatarAlert}
        </p>
        <p className="success" role="status">
          {p.avatarStatus}
        </p>
      </div>
    </section>
  );
}

function List(p: ListProps) {
  if (p.failed) return null;
  return (
    <div className="list-wrap" aria-busy={p.loading || undefined}>
      <p className="alert" role="alert">
        {p.alert}
      </p>
      {!p.loading && p.items.length === 0 && <p className="empty">{p.emptyText}</p>}
      <ul className="list" aria-label={p.listLabel}>
        {p.items.map((it) => (
          <li key={it.oid || it.title} className="item">
            {it.image ? <img className="thumb" src={it.image} alt="" width={96} height={64} loading="lazy" /> : <span className="thumb" aria-hidden="true" />}
            <div className="item-body">
              {it.href ? (
                <a className="link item-title" href={it.href}>
                  {it.title}
                </a>
              ) : (
                <span className="item-title">{it.title}</span>
              )}
              <span className="item-meta">
                {it.date} {it.review ? <span className={`state state-${it.review.state}`}>{it.review.status}</span> : it.note}
              </span>
              {it.review?.reason && <span className="item-reason">{it.review.reason}</span>}
            </div>
            {it.download && <pw-download-button pc-id={it.download.pcId} relation-ids={it.download.relationId} />}
            {p.onRemove && p.removeLabel && (
              <button type="button" className="btn secondary small" aria-label={p.removeLabel(it.title)} onClick={() => p.onRemove!(it.oid)}>
                {p.removeLabel("")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {p.pages > 1 && (
        <nav className="pager" aria-label={p.pageText}>
          <button type="button" className="btn secondary small" disabled={p.page <= 1} onClick={() => p.onPage(p.page - 1)}>
            {p.prevLabel}
          </button>
          <span aria-live="polite">{p.pageText}</span>
          <button type="button" className="btn secondary small" disabled={p.page >= p.pages} onClick={() => p.onPage(p.page + 1)}>
            {p.nextLabel}
          </button>
        </nav>
      )}
    </div>
  );
}

function Grants({ rows }: { rows: GrantView[] }) {
  return (
    <ul className="grants">
      {rows.map((g) => (
        <li key={g.id} className="grant">
          <span className="grant-label">{g.label}</span>
          <span className="item-meta">
            {g.amount} · {g.period}
            {g.why && ` · ${g.why}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

function EntitlementsSection(p: EntitlementsView & { idPrefix: string }) {
  const h = `${p.idPrefix}-ent`;
  return (
    <section className="entitlements" part="entitlements" aria-labelledby={h}>
      <h2 id={h} className="ent-title">
        {p.title}
      </h2>
      {p.quota && <p className="ent-quota">{p.quota}</p>}
      <h3 className="ent-sub">{p.grantsTitle}</h3>
      {p.active.length ? <Grants rows={p.active} /> : <p className="ent-none">{p.noneText}</p>}
      {p.past.length > 0 && (
        <>
          <h3 className="ent-sub">{p.pastTitle}</h3>
          <Grants rows={p.past} />
        </>
      )}
      {p.shared && (
        <>
          <h3 className="ent-sub">{p.shared.title}</h3>
          {p.shared.active.length ? <Grants rows={p.shared.active} /> : <p className="ent-none">{p.shared.noneText}</p>}
          {p.shared.past.length > 0 && <Grants rows={p.shared.past} />}
        </>
      )}
    </section>
  );
}

export function MemberCenter(p: MemberCenterViewProps) {
  const id = (s: string) => `${p.idPrefix}-${s}`;
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const n = p.tabs.length;
    let next = -1;
    if (e.key === "ArrowRight") next = (index + 1) % n;
    else if (e.key === "ArrowLeft") next = (index - 1 + n) % n;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = n - 1;
    if (next < 0) return;
    e.preventDefault();
    p.onTab(p.tabs[next].id);
    const list = e.currentTarget.parentElement;
    (list?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next])?.focus();
  };
  return (
    <div className="center" part="base">
      <div className="topbar" part="topbar">
        <button type="button" className="btn secondary back" part="back" onClick={p.onBack}>
          {p.backLabel}
        </button>
        <h1 className="heading">{p.title}</h1>
        {p.upload && (
          <a className="btn upload" part="upload" href={p.upload.href}>
            {p.upload.label}
          </a>
        )}
      </div>
      {!p.ready ? (
        <p className="loading" role="status">
          {p.loadingText}
        </p>
      ) : (
        <div className="layout">
          <nav className="menu" part="menu" aria-label={p.menuLabel}>
            <ul>
              {p.menu.map((m) => (
                <li key={m.id}>
                  <a className={m.current ? "menu-link current" : "menu-link"} href={m.href} aria-current={m.current ? "page" : undefined}>
                    {m.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="main">
            {p.notice && (
              <p className={`notice ${p.notice.tone}`} part="notice">
                {p.notice.text}
              </p>
            )}
            {p.reviewStatus !== null && (
              <p className="review-status" part="review-status" role="status">
                {p.reviewStatus}
              </p>
            )}
            {p.profile && <ProfileCard {...p.profile} idPrefix={p.idPrefix} />}
            {p.tabs.length > 0 && (
              <div role="tablist" className="tabs" aria-label={p.tabsLabel} part="tabs">
                {p.tabs.map((tb, i) => (
                  <button
                    key={tb.id}
                    type="button"
                    role="tab"
                    id={id(`tab-${tb.id}`)}
                    className="tab"
                    aria-selected={p.selected === tb.id}
                    aria-controls={id("panel")}
                    tabIndex={p.selected === tb.id ? 0 : -1}
                    onClick={() => p.onTab(tb.id)}
                    onKeyDown={(e) => onTabKey(e, i)}
                  >
                    {tb.label}
                  </button>
                ))}
              </div>
            )}
            <div
              className="panel-box"
              id={id("panel")}
              part="panel"
              {...(p.tabs.length ? { role: "tabpanel", "aria-labelledby": id(`tab-${p.selected}`) } : {})}
            >
              <div>
                {p.form && createElement(p.form.tag, { lang: p.form.lang })}
                <slot />
              </div>
              {p.entitlements && <EntitlementsSection {...p.entitlements} idPrefix={p.idPrefix} />}
              {p.list && <List {...p.list} />}
              {p.orders && <OrdersSection {...p.orders} />}
              {p.earnings && <EarningsSection {...p.earnings} />}
              {p.organisation && <OrganisationSection {...p.organisation} />}
            </div>
          </div>
        </div>
      )}
      <ConfirmDialog {...p.confirm} />
    </div>
  );
}
