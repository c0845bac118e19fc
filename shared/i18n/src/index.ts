export {
  locales,
  defaultLocale,
  homeSelectorLocales,
  languages,
  isLocale,
  resolveLocale,
  isRtl,
  htmlLangOf,
  localeFromHtmlLang,
  type Locale,
  type LanguageInfo,
} from './languages';
export {
  createI18n,
  getI18n,
  loadNamespaces,
  currentLocale,
  commonNamespace,
  resetI18nForTests,
  type CreateI18nOptions,
  type I18n,
} from './createI18n';
export { applyDocumentDirection, directionBeforePaintScript } from './documentDirection';
export { loadNamespaceFile } from './loadNamespace';
