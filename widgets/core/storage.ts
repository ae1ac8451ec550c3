/**
 * The widgets' local storage (DESIGN §2 core/storage.ts, SPEC §9 "Local
 * storage: database size 4980736, store name keyvaluepairs"): one
 * localforage instance (IndexedDB, else WebSQL, else localStorage) shared by
 * every widget of the page, created on first use. Values may be Blobs (the
 * chat keeps unsent images). Framework-free.
 *
 * Import it only from lazily loaded code: localforage is not part of a story
 * page's initial JavaScript (DESIGN §6).
 */
import localforage from "localforage";

/** SPEC §9: database size in bytes (used by the WebSQL driver). */
export const STORAGE_SIZE = 4_980_736;
/** SPEC §9: the store name. */
export const STORE_NAME = "keyvaluepairs";
/** The database name. */
export const DB_NAME = "photowire";

let instance: LocalForage | null = null;

/** The page's key-value store (localforage instance API: getItem, setItem, removeItem, …). */
export function storage(): LocalForage {
  instance ??= localforage.createInstance({
    name: DB_NAME,
    storeName: STORE_NAME,
    size: STORAGE_SIZE,
    description: "Photowire widgets",
  });
  return instance;
}
