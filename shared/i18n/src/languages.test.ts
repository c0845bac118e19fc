import {
  homeSelectorLocales,
  htmlLangOf,
  isLocale,
  isRtl,
  languages,
  localeFromHtmlLang,
  locales,
  resolveLocale,
} from './languages';

it('lists the 14 start-up languages of spec §9 with en first to fall back on', () => {
  expect([...locales].sort()).toEqual(
    ['zh', 'en', 'hk', 'jp', 'ko', 'arabic', 'fa', 'de', 'fr', 'pt', 'ru', 'es', 'th', 'vi'].sort(),
  );
  expect(resolveLocale(null)).toBe('en');
  expect(resolveLocale('')).toBe('en');
  expect(resolveLocale('klingon')).toBe('en');
  expect(resolveLocale('jp')).toBe('jp');
});

it('offers the home selector subset in the spec order, all known locales', () => {
  expect(homeSelectorLocales).toEqual([
    'en',
    'fa',
    'de',
    'pt',
    'ru',
    'es',
    'fr',
    'jp',
    'ko',
    'vi',
    'th',
    'hk',
  ]);
  expect(homeSelectorLocales.every(isLocale)).toBe(true);
});

it('maps product codes to BCP-47 tags and back', () => {
  expect(htmlLangOf('arabic')).toBe('ar');
  expect(htmlLangOf('jp')).toBe('ja');
  expect(htmlLangOf('hk')).toBe('zh-HK');
  expect(htmlLangOf('zh')).toBe('zh-CN');
  for (const locale of locales) expect(localeFromHtmlLang(htmlLangOf(locale))).toBe(locale);
});

it('marks exactly arabic and fa as right-to-left', () => {
  expect(locales.filter(isRtl).sort()).toEqual(['arabic', 'fa']);
});

it('gives every language a native name that is unique', () => {
  const names = locales.map((l) => languages[l].nativeName);
  expect(new Set(names).size).toBe(locales.length);
  expect(languages.de.nativeName).toBe('Deutsch');
});
