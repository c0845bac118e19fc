import * as z from 'zod/mini';
import { preprocess, wireId } from './wire';

// Request fields the lever calls share. Internal to shared/protocol (lever.ts does not re-export them).

export const pairRequest = { legal_id: wireId, currency_id: wireId };
export const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
export const optionalId = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(wireId));
/** A price that may be left empty or "0" (no stop): "0" then. */
export const optionalPrice = (key: string) =>
  z._default(
    preprocess(
      (v) => (v === '' || v === null || v === undefined ? '0' : typeof v === 'number' ? String(v) : v),
      z.string().check(z.trim(), z.maxLength(40), z.regex(/^\d+(\.\d+)?$/, key)),
    ),
    '0',
  );
