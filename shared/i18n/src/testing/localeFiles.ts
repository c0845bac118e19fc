import fs from 'node:fs';
import path from 'node:path';

/** The translation files as the i18n tests read them: `locales/<locale>/<namespace>.json`. */

export type Tree = { [key: string]: string | Tree };

const localesDir = path.join(__dirname, '..', 'locales');
const cache = new Map<string, Tree | undefined>();

/** The namespaces a locale has files for. */
export function namespacesOf(locale: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
}

/** One namespace of one locale, parsed once; undefined when the file is missing. */
export function readNamespace(locale: string, namespace: string): Tree | undefined {
  const file = path.join(localesDir, locale, `${namespace}.json`);
  if (!cache.has(file))
    cache.set(file, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : undefined);
  return cache.get(file);
}

/** Every value of a tree by its dotted key (`panel.errors.enterPrice`). */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const flattened = new Map<string, Map<string, unknown>>();

/** `flatten` of one namespace of one locale, made once; empty when the file is missing. */
export function textsOf(locale: string, namespace: string): Map<string, unknown> {
  const id = `${locale}/${namespace}`;
  let texts = flattened.get(id);
  if (!texts) flattened.set(id, (texts = flatten(readNamespace(locale, namespace) ?? {})));
  return texts;
}

/** A pattern matching any of `words` as whole words (no letter on either side), any case. */
export function wholeWords(words: string[]): RegExp {
  return new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');
}

/** Every text of `locale` (all its namespaces) that `matches`, as `<namespace>.json <key>: <text>`. */
export function textsWhere(locale: string, matches: (text: string) => boolean): string[] {
  return namespacesOf(locale).flatMap((namespace) =>
    [...textsOf(locale, namespace)]
      .filter(([, text]) => typeof text === 'string' && matches(text))
      .map(([key, text]) => `${namespace}.json ${key}: ${String(text)}`),
  );
}
