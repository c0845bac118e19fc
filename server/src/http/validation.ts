import type { $ZodError } from 'zod/v4/core';
import { ApiError } from '../errors';

/** A message that already is a key of the `server` namespace (set on the protocol schema). */
const messageKey = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Turns the first zod issue into a clear, translatable failure: the schema's own key when it has
 * one (spec §5 keys such as `login.psw6`), otherwise a generic key naming the field. Typed on zod's
 * core error: the protocol's schemas are zod/mini ones, whose errors lack classic's methods.
 */
export function issueToError(error: $ZodError, input: unknown): ApiError {
  const issue = error.issues[0];
  if (!issue) return new ApiError('validation.invalid');
  const field = issue.path.map(String).join('.') || 'body';
  if (messageKey.test(issue.message)) return new ApiError(issue.message, 'error', { field });
  if (issue.code === 'invalid_type' && isBlank(valueAt(input, issue.path))) {
    return new ApiError('validation.required', 'error', { field });
  }
  if (issue.code === 'too_big') return new ApiError('validation.tooLong', 'error', { field });
  return new ApiError('validation.invalid', 'error', { field });
}

// zod 4 leaves the offending input out of issues, so look it up in what was sent.
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The field (dotted path) of the first string in `input` holding a NUL character, which no
 * Postgres text column can store (it would fail the write with a 500): refused as invalid up front.
 */
export function nulField(input: unknown, path: string[] = []): string | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (typeof input !== 'object' || input === null) return undefined;
  for (const [key, value] of Object.entries(input)) {
    const found = nulField(value, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
