#!/usr/bin/env node
/**
 * `pnpm budgets`: fails (exit 1) when a built app is over a size budget of scripts/budgets.json.
 * Runs after `pnpm build` in the root `test` script, so CI fails on a budget exceeded. Sizes are stable
 * from run to run, so they are checks; timings (`pnpm bench:web`) stay benchmarks (DESIGN.md).
 *
 * Measures with scripts/bench-bundle.mjs (gzip bytes; the host's initial JS in Chromium) and prints one
 * JSON line per budgeted figure, `{"bench":"budgets","metric","value","limit","unit","ok"}`, then one
 * message per figure over its limit, naming the asset and the excess.
 *
 *   --figures <file>  check the JSON lines of a saved `pnpm bench:bundle` run instead of measuring
 *   --budgets <file>  another budget file (default scripts/budgets.json)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `{ metric: limitInBytes }` from a budget file (keys starting with `_` are comments). */
export function readLimits(file) {
  const { limits } = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(limits).filter(([metric]) => !metric.startsWith('_')));
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`; // as the budget file counts

/**
 * Compares measured figures with the limits. A budgeted figure that was not measured is a failure too
 * (an app that stopped building, or a renamed asset, must not pass silently).
 * @returns {{ rows: object[], failures: string[] }}
 */
export function checkBudgets(figures, limits) {
  const measured = new Map(figures.map((figure) => [figure.metric, figure.value]));
  const rows = [];
  const failures = [];
  for (const [metric, limit] of Object.entries(limits)) {
    const value = measured.get(metric);
    if (value === undefined) {
      failures.push(`${metric}: not measured (did the app build?); budget ${limit} bytes`);
      continue;
    }
    const ok = value <= limit;
    rows.push({ bench: 'budgets', metric, value, limit, unit: 'bytes', ok });
    if (!ok) {
      failures.push(
        `${metric}: ${value} bytes gzip (${kb(value)}) is ${value - limit} bytes over its budget of ${limit} (${kb(limit)})`,
      );
    }
  }
  return { rows, failures };
}

const readFigures = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line));

async function main() {
  const { values } = parseArgs({
    options: { figures: { type: 'string' }, budgets: { type: 'string' } },
  });
  const limits = readLimits(values.budgets ?? path.join(here, 'budgets.json'));
  const figures = values.figures
    ? readFigures(values.figures)
    : await (await import('./bench-bundle.mjs')).measureBundles();
  const { rows, failures } = checkBudgets(figures, limits);
  for (const row of rows) console.log(JSON.stringify(row));
  if (failures.length > 0) {
    console.error(`budgets: ${failures.length} size budget(s) exceeded (scripts/budgets.json):`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exit(1);
  }
  console.error(`budgets: all ${rows.length} size budgets hold`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
