import fs from 'node:fs';
import path from 'node:path';
import { locales } from './languages';
import { loadNamespaceFile } from './loadNamespace';

const fileOf = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'locales', locale, `${namespace}.json`), 'utf8')) as unknown;

describe('loading a namespace file', () => {
  it('reads the locale’s file of the namespace', async () => {
    expect(await loadNamespaceFile('de', 'host')).toEqual(fileOf('de', 'host'));
  });

  it.each(locales)('gives the namespaces bundled apart (operators’, price alerts’) in %s', async (locale) => {
    expect(await loadNamespaceFile(locale, 'ops')).toEqual(fileOf(locale, 'ops'));
    expect(await loadNamespaceFile(locale, 'alerts')).toEqual(fileOf(locale, 'alerts'));
  });
});
