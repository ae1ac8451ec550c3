/**
 * Where search sessions are kept (SPEC §4 Search paging; DESIGN §7b).
 *
 * - On PostgreSQL (`DATABASE_URL`) any number of server processes answer
 *   one scroll: the sessions live in the table search_session, read and
 *   written once per page (tableSessions).
 * - The embedded database is one process's alone (PGlite opens its data
 *   directory in one process), so its sessions live in that process's memory
 *   (memorySessions), shared by every service on the database: a page no
 *   longer costs the embedded database a write of the session (issue 21 item
 *   6: 1.8 ms of a ~9 ms search at 100,000 stories). A restart forgets them:
 *   the next page answers es_error and the client starts the search again,
 *   as SPEC §4 has it for an expired sid.
 *
 * Both keep a copy of the state (JSON), never the caller's object: a page
 * answered twice at once (a reader's double fetch) walks from the same state
 * either way.
 */
import { and, count, eq, gte, lt } from "drizzle-orm";
import { embeddedClient, type Db } from "../../db/client.js";
import { searchSession } from "../../db/schema.js";

/** Sessions one process keeps in memory at most; past it the least recently used is forgotten (es_error). */
export const MEMORY_SESSIONS_MAX = 10_000;

/** A store of session states by sid, each with its expiry (ms since the epoch). */
export interface SessionStore<S> {
  /** the state of an unexpired session (a copy), or null */
  get(sid: string, now: number): Promise<S | null>;
  /** writes a session's state (copied) and its expiry, ms since the epoch */
  put(sid: string, state: S, expires: number): Promise<void>;
  /** forgets a session; whether there was one */
  delete(sid: string): Promise<boolean>;
  /** number of unexpired sessions */
  count(now: number): Promise<number>;
  /** forgets the sessions expired by `now` */
  prune(now: number): Promise<void>;
}

/** Sessions in the search_session table (several processes, DESIGN §7b). */
export function tableSessions<S>(db: Db): SessionStore<S> {
  return {
    async get(sid, now) {
      const [found] = await db
        .select({ state: searchSession.state })
        .from(searchSession)
        .where(and(eq(searchSession.sid, sid), gte(searchSession.expiresAt, new Date(now))));
      return found ? (found.state as S) : null;
    },
    async put(sid, state, expires) {
      const at = new Date(expires);
      await db.insert(searchSession).values({ sid, state, expiresAt: at }).onConflictDoUpdate({ target: searchSession.sid, set: { state, expiresAt: at } });
    },
    async delete(sid) {
      return (await db.delete(searchSession).where(eq(searchSession.sid, sid)).returning({ sid: searchSession.sid })).length > 0;
    },
    async count(now) {
      const [{ n }] = await db.select({ n: count() }).from(searchSession).where(gte(searchSession.expiresAt, new Date(now)));
      return Number(n);
    },
    async prune(now) {
      await db.delete(searchSession).where(lt(searchSession.expiresAt, new Date(now)));
    },
  };
}

/**
 * Sessions in this process's memory, at most `max` (the least recently
 * written forgotten first).
 */
export function memorySessions<S>(max = MEMORY_SESSIONS_MAX): SessionStore<S> {
  // insertion order is the order of last use: a write moves a session to the end
  const held = new Map<string, { json: string; expires: number }>();
  return {
    async get(sid, now) {
      const s = held.get(sid);
      return s && s.expires >= now ? (JSON.parse(s.json) as S) : null;
    },
    async put(sid, state, expires) {
      held.delete(sid);
      held.set(sid, { json: JSON.stringify(state), expires });
      if (held.size > max) held.delete(held.keys().next().value!);
    },
    async delete(sid) {
      return held.delete(sid);
    },
    async count(now) {
      let n = 0;
      for (const s of held.values()) if (s.expires >= now) n++;
      return n;
    },
    async prune(now) {
      for (const [sid, s] of held) if (s.expires < now) held.delete(sid);
    },
  };
}

/**
 * Deletes every session of the table: on the embedded database, the rows an
 * earlier version wrote there (nothing reads them any more).
 * @returns how many there were
 */
export async function dropTableSessions(db: Db): Promise<number> {
  return (await db.delete(searchSession).returning({ sid: searchSession.sid })).length;
}

const embedded = new WeakMap<Db, SessionStore<unknown>>();

/**
 * The session store of a database: memory on the embedded database (one per
 * database, shared by every service on it), the table on PostgreSQL.
 */
export function sessionStoreFor<S>(db: Db): SessionStore<S> {
  if (!embeddedClient(db)) return tableSessions<S>(db);
  let store = embedded.get(db);
  if (!store) embedded.set(db, (store = memorySessions<unknown>()));
  return store as SessionStore<S>;
}
