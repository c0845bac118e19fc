import type { $ZodError } from 'zod/v4/core';
import { ApiError } from '../errors';
import { bodyLimits } from './body-limits';

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

export type InputProblem = { kind: 'tooDeep' } | { kind: 'nul'; field: string };

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
  depth: number;
}

/**
 * One walk over a parsed input, linear in its size and without recursion (a deep input cannot
 * overflow the stack, issue 22): nested past `maxDepth` it is too deep; otherwise the first string
 * holding a NUL character, which no Postgres text column can store (it would fail the write with a
 * 500), is named by its dotted path. Whatever parser produced the input (JSON, form, query).
 */
export function inputProblem(
  input: unknown,
  maxDepth: number = bodyLimits.maxDepth,
): InputProblem | undefined {
  const stack: Visit[] = [{ value: input, key: '', parent: undefined, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', field: pathOf(visit) };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const depth = visit.depth + 1;
    if (depth > maxDepth) return { kind: 'tooDeep' };
    // Pushed last field first, so the walk meets the fields in order (the first NUL field is named).
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, key, parent: visit, depth });
    }
  }
  return undefined;
}

/** The dotted path of a visit (built only for the one field named). */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
}
