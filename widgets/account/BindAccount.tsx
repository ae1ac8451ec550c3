/** Presentational account-binding page: each state's strings come in as props. */
import type { FormEvent } from "react";
import { FormMessage, TextField } from "./Field.js";

export interface BindAccountViewProps {
  idPrefix: string;
  title: string;
  state:
    | { kind: "loading"; text: string }
    | { kind: "error"; msg: string; backHref: string; backLabel: string }
    | { kind: "bound"; text: string; nextHref: string; nextLabel: string }
    | {
        kind: "choose";
        intro: string;
        nickname: string;
        avatar: string;
        avatarAlt: string;
        accountLabel: string;
        passwordLabel: string;
        submitLabel: string;
        orText: string;
        registerHref: string;
        registerLabel: string;
      }
    | {
        kind: "list";
        intro: string;
        rows: { type: string; name: string; statusText: string; actionLabel: string; href?: string; onUnbind?: () => void; disabled?: boolean }[];
        loginHref?: string;
        loginLabel?: string;
      };
  busy: boolean;
  alert: string;
  status: string;
  /** what the reader typed into the bind-to-an-existing-account form */
  values: { account: string; password: string };
  onField: (field: "account" | "password", value: string) => void;
  onBindOther: () => void;
}

export function BindAccount(p: BindAccountViewProps) {
  const id = (f: string) => `${p.idPrefix}-${f}`;
  const s = p.state;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.onBindOther();
  };
  return (
    <section className="panel" part="base" aria-labelledby={id("title")} aria-busy={s.kind === "loading" || undefined}>
      <h2 id={id("title")} className="title">
        {p.title}
      </h2>
      {s.kind === "loading" && <p role="status">{s.text}</p>}
      {s.kind === "error" && (
        <>
          <p className="alert" role="alert">
            {s.msg}
          </p>
          <p>
            <a className="link" href={s.backHref}>
              {s.backLabel}
            </a>
          </p>
        </>
      )}
      {s.kind === "bound" && (
        <>
          <p className="success" role="status">
            {s.text}
          </p>
          <p>
            <a className="link" href={s.nextHref}>
              {s.nextLabel}
            </a>
          </p>
        </>
      )}
      {s.kind === "choose" && (
        <>
          <p>{s.intro}</p>
          {s.avatar && <img className="avatar" src={s.avatar} alt={s.avatarAlt} width={56} height={56} referrerPolicy="no-referrer" />}
          <form className="panel" noValidate onSubmit={onSubmit} aria-label={s.submitLabel}>
            <TextField id={id("account")} label={s.accountLabel} value={p.values.account} onChange={(v) => p.onField("account", v)} autoComplete="username" required />
            <TextField id={id("password")} label={s.passwordLabel} type="password" value={p.values.password} onChange={(v) => p.onField("password", v)} autoComplete="current-password" required />
            <FormMessage error={p.alert} success={p.status} />
            <div className="actions">
              <button type="submit" className="btn" part="submit" disabled={p.busy}>
                {s.submitLabel}
              </button>
            </div>
          </form>
          <p>
            {s.orText}{" "}
            <a className="link" href={s.registerHref}>
              {s.registerLabel}
            </a>
          </p>
        </>
      )}
      {s.kind === "list" && (
        <>
          <p>{s.intro}</p>
          <ul className="bindings">
            {s.rows.map((r) => (
              <li key={r.type} className="binding">
                <span className="provider">{r.name}</span> <span className="state">{r.statusText}</span>{" "}
                {r.href ? (
                  <a className="btn secondary" href={r.href}>
                    {r.actionLabel}
                  </a>
                ) : r.onUnbind ? (
                  <button type="button" className="btn secondary" disabled={p.busy || r.disabled} onClick={r.onUnbind}>
                    {r.actionLabel}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {s.loginHref && (
            <p>
              <a className="link" href={s.loginHref}>
                {s.loginLabel}
              </a>
            </p>
          )}
          <FormMessage error={p.alert} success={p.status} />
        </>
      )}
    </section>
  );
}
