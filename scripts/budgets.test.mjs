// `node --test scripts/`: the size-budget check of `pnpm budgets` fails CI on an asset over its budget.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkBudgets, readLimits } from './budgets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
const budgetFile = path.join(dir, 'budgets.json');
writeFileSync(
  budgetFile,
  JSON.stringify({
    limits: { _comment: 'ignored', host_initial_js_gzip: 150000, markets_entry_gzip: 10000 },
  }),
);
const figure = (metric, value) => ({ bench: 'bundle', metric, value, unit: 'bytes' });

/** Runs the CLI on saved figures, as CI would after a build. */
function runCheck(figures) {
  const file = path.join(dir, `figures-${Math.random()}.jsonl`);
  writeFileSync(file, `${figures.map((f) => JSON.stringify(f)).join('\n')}\n`);
  return spawnSync(
    process.execPath,
    [path.join(here, 'budgets.mjs'), '--figures', file, '--budgets', budgetFile],
    {
      encoding: 'utf8',
    },
  );
}

describe('pnpm budgets', () => {
  it('passes when every figure is within its budget', () => {
    const result = runCheck([figure('host_initial_js_gzip', 150000), figure('markets_entry_gzip', 10000)]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /all 2 size budgets hold/);
  });

  it('fails naming the asset over budget and by how much', () => {
    const result = runCheck([figure('host_initial_js_gzip', 172845), figure('markets_entry_gzip', 9000)]);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /host_initial_js_gzip: 172845 bytes gzip \(172\.8 KB\) is 22845 bytes over its budget of 150000 \(150\.0 KB\)/,
    );
    assert.doesNotMatch(result.stderr, /markets_entry_gzip/);
  });

  it('fails when a budgeted figure was not measured', () => {
    const { failures } = checkBudgets([figure('host_initial_js_gzip', 1)], readLimits(budgetFile));
    assert.deepEqual(failures, ['markets_entry_gzip: not measured (did the app build?); budget 10000 bytes']);
  });

  it('the repository budget file holds the design limits', () => {
    const limits = readLimits(path.join(here, 'budgets.json'));
    assert.ok(limits.host_initial_js_gzip <= 150_000);
    for (const name of ['markets', 'spot', 'contracts', 'micro', 'wallets', 'earn']) {
      assert.ok(limits[`${name}_entry_gzip`] <= 10_000, name);
      assert.ok(limits[`${name}_first_page_gzip`] > 0, name);
    }
  });
});
