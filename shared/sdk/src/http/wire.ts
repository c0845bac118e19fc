/**
 * Spec §7 wire encoding: form-encoded bodies (multipart when a file is in the payload), payload in
 * the query string for GET, and the `_timespan` cache-buster on every request.
 */

export type WireValue =
  string | number | boolean | bigint | Blob | null | undefined | readonly unknown[] | object;

function fieldText(value: Exclude<WireValue, null | undefined | Blob>): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields that go on the wire, in a stable order; null and undefined fields are left out. */
export function wireFields(payload: Record<string, WireValue> | undefined): Array<[string, string | Blob]> {
  if (!payload) return [];
  return Object.entries(payload)
    .filter(
      (entry): entry is [string, Exclude<WireValue, null | undefined>] =>
        entry[1] !== null && entry[1] !== undefined,
    )
    .map(([key, value]) => [key, value instanceof Blob ? value : fieldText(value)]);
}

export const hasFile = (fields: Array<[string, string | Blob]>): boolean =>
  fields.some(([, value]) => value instanceof Blob);

export function formBody(fields: Array<[string, string | Blob]>): URLSearchParams | FormData {
  if (hasFile(fields)) {
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    return form;
  }
  return new URLSearchParams(fields as Array<[string, string]>);
}

/** `path?fields&_timespan=<ms>` relative to `baseUrl` (empty: the page host, spec §7). */
export function requestUrl(
  baseUrl: string,
  path: string,
  queryFields: Array<[string, string]>,
  now: number,
): string {
  const query = new URLSearchParams(queryFields);
  query.set('_timespan', String(now));
  return `${baseUrl}${path}?${query.toString()}`;
}

/** Identity of a request for the double-submit guard (without the timestamp). */
export function requestKey(method: string, path: string, fields: Array<[string, string | Blob]>): string {
  const text = fields.map(
    ([key, value]) => `${key}=${typeof value === 'string' ? value : `[file ${value.size}]`}`,
  );
  return `${method} ${path} ${text.join('&')}`;
}
