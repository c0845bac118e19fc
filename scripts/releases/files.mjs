// The files of a release and what identifies them: the content hash that names a release folder and the
// SRI integrity of its remoteEntry.js (WAVE3 / issue 25 "Releases on disk").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as sorted POSIX paths relative to it. */
export function filesOf(dir) {
  const files = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.push(rel);
    }
  };
  walk('');
  return files.sort();
}

/**
 * First 10 hex of sha256 over the files (sorted paths + contents): each file adds its path, its byte
 * length and its bytes, so no two different sets of files run together into the same stream.
 * @param {string} dir
 * @param {string[]} [files] the files to hash (default every file under dir)
 */
export function contentHash(dir, files = filesOf(dir)) {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}

/** SRI value of some bytes: `sha384-<base64>` (or another of the algorithms SRI knows). */
export const integrityOf = (bytes, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

const sriAlgorithms = new Set(['sha256', 'sha384', 'sha512']);

/**
 * Whether bytes match an SRI value (one or more `alg-base64` tokens, space separated; as a browser does,
 * only the tokens of the strongest algorithm given count, and one of them must match).
 * @returns {{ ok: boolean, problem?: string }}
 */
export function matchesIntegrity(bytes, integrity) {
  const tokens = String(integrity)
    .trim()
    .split(/\s+/)
    .map((token) => token.split('?')[0])
    .map((token) => {
      const dash = token.indexOf('-');
      return { algorithm: token.slice(0, dash), value: token.slice(dash + 1) };
    })
    .filter(({ algorithm, value }) => sriAlgorithms.has(algorithm) && value.length > 0);
  if (tokens.length === 0)
    return { ok: false, problem: `"${integrity}" is not an SRI value (sha256/sha384/sha512-<base64>)` };
  const strongest = ['sha512', 'sha384', 'sha256'].find((alg) => tokens.some((t) => t.algorithm === alg));
  const expected = tokens.filter((t) => t.algorithm === strongest).map((t) => `${t.algorithm}-${t.value}`);
  return { ok: expected.includes(integrityOf(bytes, strongest)) };
}
