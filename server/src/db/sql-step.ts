/**
 * A part of a statement that another module owns: a data-modifying `WITH` step (an INSERT, say),
 * so that writes of several modules go to the database as one statement, one round trip.
 * `sql(first)` numbers its parameters from `$first` on; `params` are their values, in that order.
 */
export interface SqlStep {
  sql(first: number): string;
  params: unknown[];
}

/**
 * The `WITH` items of `steps` (named `<prefix>0`, `<prefix>1`, ...) for a statement whose own
 * parameters end at `$(first - 1)`, and the parameters they add after those.
 */
export function withSteps(
  steps: readonly SqlStep[],
  first: number,
  prefix = 'step',
): { items: string[]; params: unknown[] } {
  const items: string[] = [];
  const params: unknown[] = [];
  for (const [i, step] of steps.entries()) {
    items.push(`${prefix}${i} AS (${step.sql(first + params.length)})`);
    params.push(...step.params);
  }
  return { items, params };
}
