import type { LocaleCode } from './locales';

/**
 * The BCP-47 tag each locale goes by: the client's <html lang> and the Accept-Language it sends with
 * every call (the server answers articles in it). @exchange/i18n writes the same tags as `htmlLang`;
 * the host's locale contract test keeps the two equal. A module of its own, beside `locales.ts`: the
 * host's first paint carries that one (`localeCodes`), and this table only the protocol chunk.
 */
export const localeTags: Readonly<Record<LocaleCode, string>> = {
  zh: 'zh-CN',
  en: 'en',
  hk: 'zh-HK',
  jp: 'ja',
  ko: 'ko',
  arabic: 'ar',
  fa: 'fa',
  de: 'de',
  fr: 'fr',
  pt: 'pt',
  ru: 'ru',
  es: 'es',
  th: 'th',
  vi: 'vi',
};
