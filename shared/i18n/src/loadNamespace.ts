import type { Locale } from './languages';

export type Resource = Record<string, unknown>;

/**
 * Loads one translation file. The template import lets webpack emit one chunk per
 * `locales/<locale>/<ns>.json`, so a page downloads only the language and namespaces it shows.
 * Under jest, swc turns this into a `require`, so tests load the same files.
 *
 * `ops` (only operators' pages use it) is left out of that context: each file there costs every
 * user's first paint about 25 bytes of webpack's chunk maps. Its locales come in one chunk instead.
 */
export async function loadNamespaceFile(locale: Locale, namespace: string): Promise<Resource> {
  if (namespace === 'ops')
    return (await import(/* webpackChunkName: "i18n-operator" */ './operatorTexts')).operatorTexts[locale];
  const mod = (await import(
    /* webpackChunkName: "i18n-[request]", webpackExclude: /[\\/]ops\.json$/ */ `./locales/${locale}/${namespace}.json`
  )) as { default?: Resource } & Resource;
  return (mod.default ?? mod) as Resource;
}
