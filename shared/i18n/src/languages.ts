/**
 * The languages of spec §9. A `Locale` is the code the product stores (`locale` in storage, `set/lang`,
 * folder names); `htmlLang` is the BCP-47 tag for <html lang> and for Intl (plurals, number formats).
 */
export const locales = [
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
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The subset offered by the home page's language selector (spec §9), in the spec's order. */
export const homeSelectorLocales: readonly Locale[] = [
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
];

export interface LanguageInfo {
  locale: Locale;
  /** The language's name in itself, for the language dropdown. */
  nativeName: string;
  /**
   * BCP-47 tag for <html lang> and Intl. The server reads it back from Accept-Language (protocol
   * `localeTags`, kept equal by the host's locale contract test).
   */
  htmlLang: string;
  rtl: boolean;
}

export const languages: Readonly<Record<Locale, LanguageInfo>> = {
  zh: { locale: 'zh', nativeName: '简体中文', htmlLang: 'zh-CN', rtl: false },
  en: { locale: 'en', nativeName: 'English', htmlLang: 'en', rtl: false },
  hk: { locale: 'hk', nativeName: '繁體中文', htmlLang: 'zh-HK', rtl: false },
  jp: { locale: 'jp', nativeName: '日本語', htmlLang: 'ja', rtl: false },
  ko: { locale: 'ko', nativeName: '한국어', htmlLang: 'ko', rtl: false },
  arabic: { locale: 'arabic', nativeName: 'العربية', htmlLang: 'ar', rtl: true },
  fa: { locale: 'fa', nativeName: 'فارسی', htmlLang: 'fa', rtl: true },
  de: { locale: 'de', nativeName: 'Deutsch', htmlLang: 'de', rtl: false },
  fr: { locale: 'fr', nativeName: 'Français', htmlLang: 'fr', rtl: false },
  pt: { locale: 'pt', nativeName: 'Português', htmlLang: 'pt', rtl: false },
  ru: { locale: 'ru', nativeName: 'Русский', htmlLang: 'ru', rtl: false },
  es: { locale: 'es', nativeName: 'Español', htmlLang: 'es', rtl: false },
  th: { locale: 'th', nativeName: 'ไทย', htmlLang: 'th', rtl: false },
  vi: { locale: 'vi', nativeName: 'Tiếng Việt', htmlLang: 'vi', rtl: false },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A stored value that is not one of our locales (empty, stale, tampered) means the default. */
export function resolveLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : defaultLocale;
}

export function isRtl(locale: Locale): boolean {
  return languages[locale].rtl;
}

export function htmlLangOf(locale: Locale): string {
  return languages[locale].htmlLang;
}

/** Maps an i18next language (a BCP-47 tag) back to our locale code. */
export function localeFromHtmlLang(tag: string): Locale | undefined {
  return locales.find((l) => languages[l].htmlLang === tag);
}
