import { Observable, Subject, defer, distinctUntilChanged, filter, map, merge, of } from 'rxjs';
import { keptOnClear, storageCodecs, storageKeys, type StorageKey, type StorageValue } from './keys';

export interface StorageChange {
  /** The key that changed, or null when everything was cleared. */
  key: StorageKey | null;
}

/** The typed store over the §3 local-storage keys. The only code that touches localStorage. */
export interface TypedStorage {
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined;
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void;
  remove(key: StorageKey): void;
  /** Writes several keys, then announces each change (so readers never see half a pair). */
  setMany(values: { [K in StorageKey]?: StorageValue<K> }): void;
  /** Logout and session expiry (spec §4): everything goes except the locale. */
  clearAllButLocale(): void;
  /** Every change, from this tab or (through the `storage` event) from another tab. */
  readonly changes$: Observable<StorageChange>;
  /** The current value of one key, then each distinct new value. */
  watch<K extends StorageKey>(key: K): Observable<StorageValue<K> | undefined>;
}

export interface StorageOptions {
  /** Defaults to `window.localStorage`; tests and private-mode fallbacks pass their own. */
  backing?: Storage;
  /** Where cross-tab `storage` events arrive; defaults to `window` when present. */
  eventTarget?: Pick<Window, 'addEventListener'>;
}

/** A Storage that lives in memory, for environments where localStorage throws (private mode, SSR). */
export function createMemoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

function defaultBacking(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem('locale');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

const isStorageKey = (key: string | null): key is StorageKey =>
  key !== null && (storageKeys as string[]).includes(key);

export function createStorage(options: StorageOptions = {}): TypedStorage {
  const backing = options.backing ?? defaultBacking();
  const localChanges = new Subject<StorageChange>();
  const eventTarget = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window);

  const otherTabChanges = new Observable<StorageChange>((subscriber) => {
    if (!eventTarget) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null) subscriber.next({ key: null });
      else if (isStorageKey(event.key)) subscriber.next({ key: event.key });
    };
    eventTarget.addEventListener('storage', onStorage);
    return () => (eventTarget as Window).removeEventListener('storage', onStorage);
  });

  const changes$ = merge(localChanges, otherTabChanges);

  function get<K extends StorageKey>(key: K): StorageValue<K> | undefined {
    const raw = backing.getItem(key);
    if (raw === null) return undefined;
    return storageCodecs[key].decode(raw) as StorageValue<K> | undefined;
  }

  function write<K extends StorageKey>(key: K, value: StorageValue<K> | undefined): void {
    if (value === undefined) backing.removeItem(key);
    else backing.setItem(key, (storageCodecs[key].encode as (v: StorageValue<K>) => string)(value));
  }

  return {
    get,
    set(key, value) {
      write(key, value);
      localChanges.next({ key });
    },
    remove(key) {
      backing.removeItem(key);
      localChanges.next({ key });
    },
    setMany(values) {
      const keys = Object.keys(values) as StorageKey[];
      for (const key of keys) write(key, values[key]);
      for (const key of keys) localChanges.next({ key });
    },
    clearAllButLocale() {
      const kept = keptOnClear.map((key) => [key, backing.getItem(key)] as const);
      backing.clear();
      for (const [key, raw] of kept) if (raw !== null) backing.setItem(key, raw);
      localChanges.next({ key: null });
    },
    changes$,
    watch<K extends StorageKey>(key: K) {
      return merge(
        defer(() => of(get(key))),
        changes$.pipe(
          filter((change) => change.key === key || change.key === null),
          map(() => get(key)),
        ),
      ).pipe(distinctUntilChanged());
    },
  };
}
