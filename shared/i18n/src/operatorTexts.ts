import type { Locale } from './languages';
import en from './locales/en/ops.json';
import zh from './locales/zh/ops.json';
import hk from './locales/hk/ops.json';
import jp from './locales/jp/ops.json';
import ko from './locales/ko/ops.json';
import de from './locales/de/ops.json';
import es from './locales/es/ops.json';
import fr from './locales/fr/ops.json';
import pt from './locales/pt/ops.json';
import ru from './locales/ru/ops.json';
import th from './locales/th/ops.json';
import vi from './locales/vi/ops.json';
import arabic from './locales/arabic/ops.json';
import fa from './locales/fa/ops.json';

/** The `ops` namespace in every locale, in one chunk fetched only by operators' pages (loadNamespace.ts). */
export const operatorTexts: Record<Locale, Record<string, unknown>> = {
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
