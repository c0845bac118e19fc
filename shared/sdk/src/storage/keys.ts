import type { LocaleCode } from '@exchange/protocol';
import { localeCodes } from '@exchange/protocol';

/**
 * Spec §3 "Local storage keys": every key, with the type its value has in code. Values are stored
 * as plain strings (what the reference app stored), so a pre-paint script can read `theme` and
 * `locale` with `localStorage.getItem` without this package. A malformed stored value reads as absent.
 */
export interface Codec<T> {
  decode(raw: string): T | undefined;
  encode(value: T): string;
}

const text: Codec<string> = {
  decode: (raw) => (raw === '' ? undefined : raw),
  encode: (value) => value,
};

const integer: Codec<number> = {
  decode: (raw) => (/^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined),
  encode: (value) => String(Math.trunc(value)),
};

/** Money-like values stay decimal strings. */
const decimal: Codec<string> = {
  decode: (raw) => (/^-?\d+(\.\d+)?$/.test(raw.trim()) ? raw.trim() : undefined),
  encode: (value) => value,
};

const oneOf = <const T extends string>(values: readonly T[]): Codec<T> => ({
  decode: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  encode: (value) => value,
});

export const themes = ['white', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const storageCodecs = {
  token: text,
  theme: oneOf(themes),
  locale: oneOf<LocaleCode>(localeCodes),
  user_id: integer,
  accountNum: text,
  extension_code: text,
  /** 1 when the user is a fiat seller. */
  is_seller: integer,
  /** The user's account type (spec §3 user info `type`). */
  type: integer,
  legal_id: integer,
  currency_id: integer,
  legal_name: text,
  currency_name: text,
  dealLegalId: integer,
  dealCurrencyId: integer,
  dealLegalName: text,
  dealCurrencyName: text,
  /** `BTC/USDT`. */
  dealSymbol: text,
  dealPrice: decimal,
  /** Index of the chosen quotation group and of the row in it on the deal centre's pair list. */
  dealIndex1: integer,
  dealIndex2: integer,
  fiat_convert_cny: decimal,
  socketPort: integer,
  /** Beyond §3 (issue 26): a visitor's chart layouts, JSON `{ [layoutKey]: ChartLayout }` (@exchange/chart). */
  chartLayouts: text,
  /**
   * Not a §3 key: a visitor's random id, which keeps their release bucket (release/bucket.ts) across
   * reloads. Cleared with the rest on logout (§4): the next visit draws a new one.
   */
  'exchange.visitor': text,
} as const;

export type StorageKey = keyof typeof storageCodecs;
export type StorageValue<K extends StorageKey> = (typeof storageCodecs)[K] extends Codec<infer T> ? T : never;
export type StorageValues = { [K in StorageKey]: StorageValue<K> };

export const storageKeys = Object.keys(storageCodecs) as StorageKey[];

/** The one key that survives logout and session expiry (spec §4). */
export const keptOnClear: readonly StorageKey[] = ['locale'];
