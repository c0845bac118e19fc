import type { Locale } from './languages';

export type Resource = Record<string, unknown>;

type Texts = Record<Locale, Resource>;

/**
 * Namespaces only a few views use, bundled apart: every file of the per-file context below costs every
 * user's first paint about 25 bytes of webpack's chunk maps, so these come in one chunk of all their
 * locales instead. `ops`: operators' pages. `alerts`: the price-alert views (issue 26).
 */
const bundledApart = new Map<string, () => Promise<Texts>>([
  [
    'ops',
    async () => (await import(/* webpackChunkName: "i18n-operator" */ './operatorTexts')).operatorTexts,
  ],
  ['alerts', async () => (await import(/* webpackChunkName: "i18n-alerts" */ './alertTexts')).alertTexts],
]);

/**
 * Loads one translation file. The template import lets webpack emit one chunk per
 * `locales/<locale>/<ns>.json`, so a page downloads only the language and namespaces it shows.
 * Under jest, swc turns this into a `require`, so tests load the same files.
 */
export async function loadNamespaceFile(locale: Locale, namespace: string): Promise<Resource> {
  const bundled = bundledApart.get(namespace);
  if (bundled) return (await bundled())[locale];
  const mod = (await import(
    /* webpackChunkName: "i18n-[request]", webpackExclude: /[\\/](ops|alerts)\.json$/ */ `./locales/${locale}/${namespace}.json`
  )) as { default?: Resource } & Resource;
  return (mod.default ?? mod) as Resource;
}
