// `pnpm remotes:check`: whether every release a composition (remotes.json) names can run in the host:
// it exposes every page the host's remote contract needs for it, it was built against the host's majors
// of the shared singletons, its remoteEntry.js matches the integrity given, and its canary share is sane.
import { matchesIntegrity } from './files.mjs';
import { releaseIdOfEntry } from './environments.mjs';
import { checkedSingletons } from './host-versions.mjs';
import { exposesOf, majorOf, remoteEntryPathOf, sharedEntriesOf } from './manifest.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Problems of one release's fields (before loading anything). */
function fieldProblems(release, label) {
  const problems = [];
  if (typeof release.entry !== 'string' || release.entry === '') problems.push(`${label} has no "entry" URL`);
  if (release.version !== undefined && typeof release.version !== 'string')
    problems.push(`${label}'s "version" is not a string`);
  if (release.integrity !== undefined && typeof release.integrity !== 'string')
    problems.push(`${label}'s "integrity" is not a string`);
  const id = releaseIdOfEntry(release.entry);
  if (id && typeof release.version === 'string' && release.version !== id)
    problems.push(`${label}'s "version" ${release.version} is not the release its entry names (${id})`);
  return problems;
}

/** Label of a release in messages: `stable 1.4.0-ab12cd34ef`, `canary dev`. */
const labelOf = (role, release) => `${role} ${release.version ?? releaseIdOfEntry(release.entry) ?? 'dev'}`;

/**
 * Loads one release and checks it. @returns {Promise<{ problems: string[], notes: string[] }>}
 * @param {{ load, needed: Set<string>, hostVersions: Record<string,string>, base: string }} context
 */
async function checkRelease(release, label, { load, needed, hostVersions, base }) {
  const problems = [];
  const notes = [];
  const singletons = new Map();
  let manifestUrl;
  let manifest;
  try {
    manifestUrl = new URL(release.entry, base).href;
    const { bytes, from } = await load(manifestUrl);
    manifest = JSON.parse(bytes.toString('utf8'));
    if (!isObject(manifest)) throw new Error('it is not a JSON object');
    notes.push(from === manifestUrl ? 'over HTTP' : `from ${from.replace(/\/mf-manifest\.json$/, '')}`);
  } catch (error) {
    return { problems: [`${label}: its manifest is unreadable: ${error.message}`], notes, singletons };
  }

  const exposed = new Set(exposesOf(manifest));
  for (const page of needed) {
    if (!exposed.has(`./${page}`))
      problems.push(`${label} does not expose ./${page}, which the host's remote contract needs`);
  }

  for (const { key, pkg, version } of sharedEntriesOf(manifest)) {
    if (!checkedSingletons.includes(pkg) || !hostVersions[pkg]) continue;
    if (version) singletons.set(pkg, majorOf(version));
    if (!version) problems.push(`${label} shares ${key} without saying which version it was built against`);
    else if (majorOf(version) !== majorOf(hostVersions[pkg]))
      problems.push(
        `${label} was built against ${key} ${version}, the host runs ${pkg} ${hostVersions[pkg]} (another major)`,
      );
  }

  const entryPath = remoteEntryPathOf(manifest);
  if (!entryPath) problems.push(`${label}: its manifest names no remoteEntry`);
  else {
    const publicPath = manifest.metaData?.publicPath;
    const entryBase =
      typeof publicPath === 'string' && /^https?:\/\//.test(publicPath) ? publicPath : manifestUrl;
    try {
      const { bytes } = await load(new URL(entryPath, entryBase).href);
      if (release.integrity !== undefined) {
        const { ok, problem } = matchesIntegrity(bytes, release.integrity);
        if (problem) problems.push(`${label}'s integrity ${problem}`);
        else if (!ok)
          problems.push(`${label}'s ${entryPath} does not match its integrity ${release.integrity}`);
        else notes.push('integrity ok');
      }
    } catch (error) {
      problems.push(`${label}: its ${entryPath} is unreadable: ${error.message}`);
    }
  }
  return { problems, notes, singletons };
}

/**
 * Checks a parsed remotes.json.
 * @param {unknown} config
 * @param {{ load: (url: string) => Promise<{bytes: Buffer, from: string}>, contract: { remoteNames: string[],
 *   pages: Map<string, Set<string>> }, hostVersions: Record<string, string>, base?: string }} context
 * @returns {Promise<Array<{ remote: string, ok: boolean, problems: string[], summary: string }>>}
 */
export async function checkComposition(
  config,
  { load, contract, hostVersions, base = 'http://localhost:3000/' },
) {
  if (!isObject(config))
    return [{ remote: '(file)', ok: false, problems: ['not a JSON object of remote -> entry'], summary: '' }];
  const results = [];
  for (const [remote, value] of Object.entries(config)) {
    if (remote.startsWith('$')) continue;
    const problems = [];
    if (!contract.remoteNames.includes(remote)) {
      results.push({
        remote,
        ok: false,
        problems: [`not a remote of the host's contract (${contract.remoteNames.join(', ')})`],
        summary: '',
      });
      continue;
    }
    if (!isObject(value)) {
      results.push({
        remote,
        ok: false,
        problems: ['its value is not an object with an "entry"'],
        summary: '',
      });
      continue;
    }
    const releases = [{ role: 'stable', release: value }];
    if (value.canary !== undefined) {
      if (!isObject(value.canary)) problems.push('its "canary" is not an object');
      else {
        const { percent } = value.canary;
        if (!Number.isInteger(percent) || percent < 0 || percent > 100)
          problems.push(`its canary percent ${JSON.stringify(percent)} is not an integer from 0 to 100`);
        releases.push({ role: 'canary', release: value.canary });
      }
    }
    const context = { load, needed: contract.pages.get(remote) ?? new Set(), hostVersions, base };
    const parts = [];
    const majors = new Map();
    for (const { role, release } of releases) {
      const label = labelOf(role, release);
      const fields = fieldProblems(release, label);
      problems.push(...fields);
      if (typeof release.entry !== 'string' || release.entry === '') continue;
      const checked = await checkRelease(release, label, context);
      problems.push(...checked.problems);
      for (const [pkg, major] of checked.singletons) majors.set(pkg, major);
      const share = role === 'canary' ? ` at ${release.percent}%` : '';
      parts.push(`${label}${share} (${checked.notes.join(', ')})`);
    }
    results.push({
      remote,
      ok: problems.length === 0,
      problems,
      summary: `${parts.join(', ')}: exposes the ${context.needed.size} pages the host needs; ${
        majors.size === 0
          ? 'shares none of the checked singletons'
          : `on the host's majors of ${[...majors]
              .sort()
              .map(([pkg, major]) => `${pkg} ${major}`)
              .join(', ')}`
      }`,
    });
  }
  return results;
}
