// Facades: a shared singleton cannot be tree-shaken (a remote may ask for any export), so the whole
// package ships before first paint; react-router 7 alone is 62 KB gzip that way. For the packages
// below every app instead shares a facade module that re-exports the part the apps use: still one
// instance per tab (same share key, same version), and webpack tree-shakes the package behind it.
// The facade's export list is part of the singleton contract: adding a name is a coordinated change
// (host and remotes rebuild), like a version bump. Builds fail when an app imports a name the facade
// lacks (assertFacadesCover below), so a missing export never reaches the browser as `undefined`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const facadeDir = path.join(import.meta.dirname, 'facades');

/** Share key -> facade file. */
export const facades = {
  'react-router-dom': path.join(facadeDir, 'react-router-dom.mjs'),
  rxjs: path.join(facadeDir, 'rxjs.mjs'),
  'react-i18next': path.join(facadeDir, 'react-i18next.mjs'),
};

/**
 * resolve.alias entries `@exchange/unshared/<pkg>` -> `<pkg>`: how a facade imports the real package
 * without the request matching its own share key (it would resolve to the facade itself).
 */
export const unsharedAliases = Object.fromEntries(
  Object.keys(facades).map((key) => [`@exchange/unshared/${key}$`, key]),
);

/** Runtime names a facade re-exports. */
export function facadeExports(key) {
  const source = readFileSync(facades[key], 'utf8').replace(/\/\/.*$/gm, '');
  const list = source.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Runtime names each file under `roots` imports from `key` (type-only imports are skipped), plus
 * problems for import forms a facade cannot serve (`import * as`, default imports).
 * @returns {{ used: Map<string, string>, problems: string[] }} used: name -> first file importing it
 */
export function scanImports(key, roots) {
  const pattern = new RegExp(String.raw`import\s+(type\s+)?([^;]*?)\s+from\s+['"]${escape(key)}['"]`, 'g');
  const used = new Map();
  const problems = [];
  const visit = (file) => {
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, clause] of source.matchAll(pattern)) {
      if (typeOnly) continue;
      const named = clause.match(/^\{([^}]*)\}$/s);
      if (!named) {
        problems.push(`${file}: only named imports from '${key}' are supported (facade), got "${clause}"`);
        continue;
      }
      for (const part of named[1].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0];
        if (!used.has(name)) used.set(name, file);
      }
    }
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'node_modules') walk(full);
      } else if (/\.[cm]?[jt]sx?$/.test(entry) && !/\.test\.[jt]sx?$/.test(entry)) visit(full);
    }
  };
  roots.filter((root) => existsSync(root)).forEach(walk);
  return { used, problems };
}

/** Throws when code under `roots` imports a name a facade does not re-export. */
export function assertFacadesCover(roots) {
  const errors = [];
  for (const key of Object.keys(facades)) {
    const offered = facadeExports(key);
    const { used, problems } = scanImports(key, roots);
    errors.push(...problems);
    for (const [name, file] of used) {
      if (!offered.has(name))
        errors.push(`${file} imports '${name}' from '${key}': add it to shared/build/facades/${key}.mjs`);
    }
  }
  if (errors.length > 0) throw new Error(`Shared facades do not cover the imports:\n${errors.join('\n')}`);
}
