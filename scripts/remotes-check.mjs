#!/usr/bin/env node
/**
 * `pnpm remotes:check <remotes.json> [--base <url>]`: loads every release the composition names (stable and
 * canary) and fails (exit 1), with one message per problem, when a release does not expose a page the
 * host's remote contract (shared/sdk/src/remote-contract.ts) needs, was built against another major of a
 * shared singleton than the host runs (react, react-dom, react-router(-dom), i18next, react-i18next, the
 * sdk), does not match its integrity, has an unreadable manifest, or a canary's percent is not 0..100.
 * One OK line per remote otherwise. A manifest is fetched over HTTP; on a local app port where nothing
 * answers it is read from the folder that port serves (scripts/releases/loader.mjs), so CI needs no stack.
 * --base resolves relative entries (default http://localhost:3000/, the host).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseContract, paths } from './remote-contract.mjs';
import { checkComposition } from './releases/check.mjs';
import { hostSingletonVersions } from './releases/host-versions.mjs';
import { createLoader } from './releases/loader.mjs';
import { repoRoot, shownPath } from './releases/store.mjs';

const usage = 'usage: pnpm remotes:check <remotes.json> [--base <url>]';

/** @returns {Promise<number>} the exit code */
export async function main(
  argv = process.argv.slice(2),
  { log = console.log, error = console.error, ...context } = {},
) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { base: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error(usage);
  const file = path.resolve(process.env.INIT_CWD || process.cwd(), positionals[0]);
  const shown = shownPath(file);
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (reason) {
    error(`remotes:check: ${shown} is unreadable: ${reason.message}`);
    return 1;
  }
  const results = await checkComposition(config, {
    load: context.load ?? createLoader(),
    contract: context.contract ?? parseContract(readFileSync(path.join(repoRoot, paths.contract), 'utf8')),
    hostVersions: context.hostVersions ?? hostSingletonVersions(),
    base: values.base,
  });
  for (const result of results) {
    if (result.ok) log(`OK   ${result.remote}: ${result.summary}`);
    else for (const problem of result.problems) error(`FAIL ${result.remote}: ${problem}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  (failed ? error : log)(
    `remotes:check: ${shown}: ${failed ? `${failed} of ${results.length} remote(s) refused` : `${results.length} remote(s), all fit the host`}`,
  );
  return failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (reason) => {
      console.error(`remotes:check: ${reason.message}`);
      process.exit(1);
    },
  );
}
