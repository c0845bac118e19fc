import { localeOfAcceptLanguage, localeOfTag } from './reader-locale';

describe('the reader locale of a request', () => {
  it.each([
    ['ar', 'arabic'],
    ['ar-EG', 'arabic'],
    ['ja-JP', 'jp'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-HK', 'hk'],
    ['zh-TW', 'hk'],
    ['zh-Hant-TW', 'hk'],
    ['fa', 'fa'],
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
  ])('reads the tag %s as %s', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });

  it('knows no locale for a language the product does not offer', () => {
    expect(localeOfTag('nl-NL')).toBeUndefined();
    expect(localeOfTag('*')).toBeUndefined();
  });

  it('takes the most preferred language it offers, by weight and then by order', () => {
    expect(localeOfAcceptLanguage('ar')).toBe('arabic');
    expect(localeOfAcceptLanguage('nl-NL,nl;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(localeOfAcceptLanguage('en;q=0.5, zh-TW;q=0.9')).toBe('hk');
    expect(localeOfAcceptLanguage('de, ru')).toBe('de');
    expect(localeOfAcceptLanguage('ar;q=0, en')).toBe('en');
    expect(localeOfAcceptLanguage('nl')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
    expect(localeOfAcceptLanguage('')).toBeUndefined();
  });
});
