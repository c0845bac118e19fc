import { localeCodes, localeTags } from '@exchange/protocol';
import { defaultLocale, languages, locales } from '@exchange/i18n';

// The UI's language list (@exchange/i18n) and the codes the server accepts in set/lang
// (@exchange/protocol) live in packages that may not import each other; the host uses both, so
// it is where a drift between them is caught.
describe('locale codes', () => {
  it('offers exactly the languages the server accepts, the default among them', () => {
    expect([...locales].sort()).toEqual([...localeCodes].sort());
    expect(localeCodes).toContain(defaultLocale);
  });

  it('describes every language with a native name and an html tag', () => {
    for (const code of localeCodes) {
      expect(languages[code].nativeName.length).toBeGreaterThan(0);
      expect(languages[code].htmlLang).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
    }
  });

  it('tags each language as the server reads it (the Accept-Language of every call is <html lang>)', () => {
    for (const code of localeCodes) expect(languages[code].htmlLang).toBe(localeTags[code]);
  });
});
