import { defaultLocale, locales } from './languages';
import { flatten, namespacesOf, readNamespace } from './testing/localeFiles';

// Every namespace file under locales/, checked against en: the fallback must never be what a
// user of another language sees because a key was forgotten or left in English.

const namespaces = namespacesOf(defaultLocale);

const placeholders = (text: string): string[] => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const otherLocales = locales.filter((l) => l !== defaultLocale);

it('has the common namespace in en', () => {
  expect(namespaces).toContain('common');
});

describe.each(namespaces)('namespace %s', (namespace) => {
  const english = flatten(readNamespace(defaultLocale, namespace) ?? {});

  it('has only non-empty string values in en', () => {
    const bad = [...english].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it.each(otherLocales)('%s has every key en has, non-empty, with the same placeholders', (locale) => {
    const tree = readNamespace(locale, namespace);
    expect(tree).toBeDefined();
    const translated = flatten(tree ?? {});
    const problems: string[] = [];
    for (const [key, enValue] of english) {
      const value = translated.get(key);
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: missing or empty`);
      else if (placeholders(value).join() !== placeholders(String(enValue)).join())
        problems.push(`${key}: placeholders differ from en`);
    }
    expect(problems).toEqual([]);
  });

  it.each(otherLocales)('%s is really translated, not copied from en', (locale) => {
    const translated = flatten(readNamespace(locale, namespace) ?? {});
    const keys = [...english.keys()];
    const copied = keys.filter((key) => translated.get(key) === english.get(key));
    // Brand names, symbols and "OK" may stay as they are; most of a namespace may not.
    expect(copied.length).toBeLessThanOrEqual(Math.floor(keys.length / 2));
  });
});
