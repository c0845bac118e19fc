import { defaultLocale, htmlLangOf, isRtl, locales, type Locale } from './languages';

/** Sets <html lang> and dir so the browser, screen readers and CSS logical properties follow. */
export function applyDocumentDirection(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = htmlLangOf(locale);
  doc.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/**
 * `applyDocumentDirection` for the stored `locale`, as a self-contained script for an inline
 * <script> in index.html <head>: arabic and fa pages are laid out right-to-left from the first
 * paint, before any bundle loads. Generated from the language table so it cannot drift.
 */
export const directionBeforePaintScript = (() => {
  const tags = Object.fromEntries(locales.map((l) => [l, [htmlLangOf(l), isRtl(l) ? 'rtl' : 'ltr']]));
  return (
    `(function(){var t=${JSON.stringify(tags)},d=t[${JSON.stringify(defaultLocale)}];` +
    `try{var l=localStorage.getItem('locale');if(t.hasOwnProperty(l))d=t[l];}catch(e){}` +
    `var h=document.documentElement;h.lang=d[0];h.dir=d[1];})();`
  );
})();
