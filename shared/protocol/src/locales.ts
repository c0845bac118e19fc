// No zod here: the host's first paint imports this module alone (package.json `sideEffects: false`).
/** Spec §9: the full start-up language list. `en` is the default and fallback; arabic and fa are RTL. */
export const localeCodes = [
  'zh',
  'en',
  'hk',
  'jp',
  'ko',
  'arabic',
  'fa',
  'de',
  'fr',
  'pt',
  'ru',
  'es',
  'th',
  'vi',
] as const;
export type LocaleCode = (typeof localeCodes)[number];

/**
 * The BCP-47 tag each locale goes by: the client's <html lang> and the Accept-Language it sends with
 * every call (the server answers articles in it). @exchange/i18n writes the same tags as `htmlLang`;
 * the host's locale contract test keeps the two equal.
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
