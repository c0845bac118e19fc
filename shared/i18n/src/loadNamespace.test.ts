import { locales } from './languages';
import { loadNamespaceFile } from './loadNamespace';
import { readNamespace as fileOf } from './testing/localeFiles';

describe('loading a namespace file', () => {
  it('reads the locale’s file of the namespace', async () => {
    expect(await loadNamespaceFile('de', 'host')).toEqual(fileOf('de', 'host'));
  });

  it.each(locales)('gives the namespaces bundled apart (operators’, price alerts’) in %s', async (locale) => {
    expect(await loadNamespaceFile(locale, 'ops')).toEqual(fileOf(locale, 'ops'));
    expect(await loadNamespaceFile(locale, 'alerts')).toEqual(fileOf(locale, 'alerts'));
  });
});
