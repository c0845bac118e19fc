import { htmlLangOf, isRtl, type Locale } from './languages';

/** Sets <html lang> and dir so the browser, screen readers and CSS logical properties follow. */
export function applyDocumentDirection(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = htmlLangOf(locale);
  doc.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}
