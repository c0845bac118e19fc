import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { dataDir, distOf, e2eRemotesJson, releasesDir, repoRoot, stackUrls } from './stack-config';

/** A kept release of a remote as remotes.json names it (what `pnpm release` prints). */
export interface Release {
  entry: string;
  version: string;
  integrity: string;
}

/**
 * Keeps a built dist as a release with `pnpm release --from-dist` (releases/<remote>/<id>/, served by the
 * remote's e2e server at /releases/<id>/). Same files and version: the same id, kept from a former run.
 */
export function keepRelease(remote: string, version: string, distDir = distOf(remote)): Release {
  const printed = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'release.mjs'),
      remote,
      '--from-dist',
      distDir,
      '--version',
      version,
      '--origin',
      stackUrls[remote]!,
    ],
    { env: { ...process.env, RELEASES_DIR: releasesDir }, encoding: 'utf8' },
  );
  const line = printed.trim().split('\n').at(-1)!;
  return (JSON.parse(`{${line}}`) as Record<string, Release>)[remote]!;
}

const folderOf = (remote: string, release: Release) => path.join(releasesDir, remote, release.version);

/** A copy of the remote's dist whose exposed `page` throws while rendering (a canary with a bug). */
export function distWithThrowingPage(remote: string, page: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-broken-`));
  fs.cpSync(distOf(remote), copy, { recursive: true });
  const chunk = fs
    .readdirSync(copy)
    .find((file) => file.startsWith(`__federation_expose_${page}.`) && file.endsWith('.js'));
  if (!chunk) throw new Error(`${remote}'s dist has no chunk exposing ${page}`);
  const code = fs.readFileSync(path.join(copy, chunk), 'utf8');
  const broken = code.replace(
    /default:\(\)=>[\w$]+\}/,
    'default:()=>function(){throw new Error("e2e canary bug")}}',
  );
  if (broken === code) throw new Error(`could not patch the default export of ${chunk}`);
  fs.writeFileSync(path.join(copy, chunk), broken);
  return copy;
}

/** Changes the release's remoteEntry.js after the fact: it no longer matches its integrity. */
export function tamperWith(remote: string, release: Release): void {
  const file = path.join(folderOf(remote, release), 'remoteEntry.js');
  const code = fs.readFileSync(file, 'utf8');
  if (!code.endsWith('/* tampered */\n')) fs.writeFileSync(file, `${code}\n/* tampered */\n`);
}

/**
 * The e2e environment file (the host's /remotes.json, the server's environment `e2e`): `compose`
 * rewrites one remote's composition; `restore` puts the file back as it was before.
 */
export function environmentFile() {
  const original = fs.readFileSync(e2eRemotesJson, 'utf8');
  return {
    compose(remote: string, stable: Release, canary?: Release & { percent: number }) {
      const config = JSON.parse(original) as Record<string, unknown>;
      config[remote] = { ...stable, ...(canary ? { canary } : {}) };
      fs.writeFileSync(e2eRemotesJson, `${JSON.stringify(config, null, 2)}\n`);
    },
    restore: () => fs.writeFileSync(e2eRemotesJson, original),
  };
}

/**
 * The contract's bucket (README "teams and ops"): fnv1a32(id + ':' + remote) % 100. Written here from
 * the contract rather than imported (e2e may not import the sdk, DESIGN.md): the specs then check the
 * host's bucketing against the formula ops rely on, not against itself.
 */
export function bucketOf(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(`${id}:${remote}`, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash % 100;
}

/** A visitor id whose bucket of `remote` is below 50 (`lower`) or not: each half of a 50% canary. */
export function visitorIn(remote: string, lower: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `e2e-visitor-${i}`;
    if (bucketOf(id, remote) < 50 === lower) return id;
  }
}

/** A new browser (own storage) whose visitor id is `id`, before any page script runs. */
export async function visitorPage(browser: Browser, id: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((visitor) => localStorage.setItem('exchange.visitor', visitor), id);
  return context.newPage();
}

/** The release the page of `remote` runs now (`data-remote-release` on its wrapper). */
export const releaseShown = (page: Page, remote: string) =>
  page.locator(`[data-remote="${remote}"][data-remote-release]`);

export const operatorToken = (): string =>
  fs.readFileSync(path.join(dataDir, 'operator.token'), 'utf8').trim();

/** Opens the operator releases page with the token; returns the remote's card of environment e2e. */
export async function openOperatorReleases(page: Page, remote: string) {
  await page.goto('/ops/releases');
  await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor();
  const tokenField = page.getByLabel('Operator token');
  if (await tokenField.isVisible()) {
    await tokenField.fill(operatorToken());
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  return page
    .getByRole('region', { name: 'Environment e2e' })
    .getByRole('region', { name: remote, exact: true });
}
