import type { Locale } from './languages';
import en from './locales/en/alerts.json';
import zh from './locales/zh/alerts.json';
import hk from './locales/hk/alerts.json';
import jp from './locales/jp/alerts.json';
import ko from './locales/ko/alerts.json';
import de from './locales/de/alerts.json';
import es from './locales/es/alerts.json';
import fr from './locales/fr/alerts.json';
import pt from './locales/pt/alerts.json';
import ru from './locales/ru/alerts.json';
import th from './locales/th/alerts.json';
import vi from './locales/vi/alerts.json';
import arabic from './locales/arabic/alerts.json';
import fa from './locales/fa/alerts.json';

/** The `alerts` namespace in every locale, in one chunk fetched only by the price-alert views (loadNamespace.ts). */
export const alertTexts: Record<Locale, Record<string, unknown>> = {
  en,
  zh,
  hk,
  jp,
  ko,
  de,
  es,
  fr,
  pt,
  ru,
  th,
  vi,
  arabic,
  fa,
};
