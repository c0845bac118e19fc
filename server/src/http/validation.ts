import type { z } from 'zod';
import { ApiError } from '../errors';

/** A message that already is a key of the `server` namespace (set on the protocol schema). */
const messageKey = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Turns the first zod issue into a clear, translatable failure: the schema's own key when it has
 * one (spec §5 keys such as `login.psw6`), otherwise a generic key naming the field.
 */
export function issueToError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (!issue) return new ApiError('validation.invalid');
  const field = issue.path.map(String).join('.') || 'body';
  if (messageKey.test(issue.message)) return new ApiError(issue.message, 'error', { field });
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return new ApiError('validation.required', 'error', { field });
  }
  if (issue.code === 'too_big') return new ApiError('validation.tooLong', 'error', { field });
  return new ApiError('validation.invalid', 'error', { field });
}
