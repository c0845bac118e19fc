import { localeCodes, type LocaleCode } from '@exchange/protocol';

/** BCP-47 primary subtags that name one of our locales under another code (spec §9's codes). */
const byPrimaryTag: Readonly<Record<string, LocaleCode>> = { ar: 'arabic', ja: 'jp' };
/** Chinese written in traditional characters: Hong Kong's locale; other Chinese is simplified. */
const traditionalChinese = /^zh-(hk|mo|tw|hant)\b/;

/** One language tag of Accept-Language as our locale, if we have it (`ar-EG` → arabic, `zh-TW` → hk). */
export function localeOfTag(tag: string): LocaleCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (traditionalChinese.test(lower)) return 'hk';
  const primary = lower.split('-')[0] ?? '';
  const locale = byPrimaryTag[primary] ?? primary;
  return (localeCodes as readonly string[]).includes(locale) ? (locale as LocaleCode) : undefined;
}

/**
 * The reader's language from an Accept-Language header: the most preferred tag (by q, then order)
 * that names one of our locales. The web client sends the page's language (its <html lang>); a
 * browser on its own sends the user's browser languages.
 */
export function localeOfAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}
