import * as z from 'zod/mini';

/** Form-encoded bodies carry everything as strings: these read them into typed values. */
export const wireInt = z.coerce.number().check(z.int());
/** The largest id a Postgres `integer` column holds: a larger one is refused here, never sent to SQL. */
export const MAX_WIRE_ID = 2_147_483_647;
export const wireId = z.coerce
  .number()
  .check(z.maximum(MAX_WIRE_ID, 'validation.outOfRange'), z.int(), z.positive());
/** A decimal amount or price as a canonical string: digits, optional fraction, no sign, no exponent. */
export const decimalString = z
  .string()
  .check(z.trim(), z.maxLength(40), z.regex(/^\d+(\.\d+)?$/, 'invalid_decimal'));

/** A string of at most `max` characters, trimmed first (the classic `.trim().max(max)`). */
export const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: the same pipe (`fn`, then `schema`). Typed as
 * core's $ZodPreprocess, as classic does, so an object key stays optional when `schema` is optional
 * (a bare mini pipe would type the key after the transform and make it required).
 */
export function preprocess<T extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: T,
): z.core.$ZodPreprocess<T> {
  return z.pipe(z.transform(fn), schema) as unknown as z.core.$ZodPreprocess<T>;
}

/** Reads an empty form field as absent. */
export const emptyAsAbsent = <T extends z.core.$ZodType>(schema: T) =>
  preprocess((v) => (v === '' ? undefined : v), z.optional(schema));

/** A JSON integer (no coercion): the classic `z.number().int()`. */
export const integer = z.number().check(z.int());

/**
 * A picture URL as /api/upload answers it: `[origin]/api/uploads/<name>`, with the signed, expiring
 * query the server adds so that an `<img>` can show it (`?expires=<unix s>&signature=<hmac>`).
 * Schemas of fields holding an upload check this pattern and keep the URL without the query.
 */
export const uploadUrlPattern =
  /^(https?:\/\/[^\s?]+)?\/api\/uploads\/[A-Za-z0-9._-]+(\?expires=\d{1,13}&signature=[A-Za-z0-9_-]{1,128})?$/;
export const withoutUploadSignature = (url: string): string => url.replace(/\?.*$/, '');
