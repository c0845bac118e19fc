import type { TypedStorage } from '../storage/store';

/**
 * Release buckets (README "teams and ops", canaries): every user has a bucket 0..99 per remote, stable
 * across reloads, and is in a remote's canary when the bucket is below the canary's percent. The id is
 * the logged-in user's id, else a random visitor id kept in localStorage `exchange.visitor`.
 */

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return hash;
}

/** `fnv1a32(id + ':' + remote) % 100`: the same user lands in the same bucket of a remote every time. */
export function bucketOf(id: string | number, remote: string): number {
  return fnv1a32(`${id}:${remote}`) % 100;
}

export const visitorStorageKey = 'exchange.visitor';

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The visitor's id, drawn and stored on first need. */
export function visitorId(storage: TypedStorage, draw: () => string = randomId): string {
  const kept = storage.get(visitorStorageKey);
  if (kept) return kept;
  const id = draw();
  storage.set(visitorStorageKey, id);
  return id;
}

/** The id buckets are computed from: the user id when logged in, else the visitor id. */
export function bucketId(storage: TypedStorage, draw?: () => string): string {
  const userId = storage.get('token') ? storage.get('user_id') : undefined;
  return userId === undefined ? visitorId(storage, draw) : String(userId);
}
