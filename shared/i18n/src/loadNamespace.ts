import type { Locale } from './languages';

export type Resource = Record<string, unknown>;

/**
 * Loads one translation file. The template import lets webpack emit one chunk per
 * `locales/<locale>/<ns>.json`, so a page downloads only the language and namespaces it shows.
 * Under jest, swc turns this into a `require`, so tests load the same files.
 */
export async function loadNamespaceFile(locale: Locale, namespace: string): Promise<Resource> {
  const mod = (await import(
    /* webpackChunkName: "i18n-[request]" */ `./locales/${locale}/${namespace}.json`
  )) as { default?: Resource } & Resource;
  return (mod.default ?? mod) as Resource;
}
