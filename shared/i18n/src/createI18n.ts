import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, htmlLangOf, localeFromHtmlLang, type Locale } from './languages';
import { loadNamespaceFile } from './loadNamespace';

export type { I18n };

/** The namespace of shared/ui and general-purpose texts; always loaded. */
export const commonNamespace = 'common';

export interface CreateI18nOptions {
  locale: Locale;
  /** Namespaces needed for the first render; `common` is always added. */
  namespaces?: readonly string[];
}

/**
 * i18next backend that reads our JSON files. i18next's languages are BCP-47 tags (so plural rules
 * and Intl formats are right: `ar`, not `arabic`); the files live under our locale codes.
 */
const jsonFileBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const locale = localeFromHtmlLang(language);
    if (!locale) {
      callback(new Error(`No locale for language "${language}"`), false);
      return;
    }
    loadNamespaceFile(locale, namespace).then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

// Module Federation shares this package as a singleton, so module scope is app-wide. The global
// slot still guards against a second copy (a remote built without the share) creating a rival.
const globalKey = Symbol.for('@exchange/i18n/instance');
type Slot = { [globalKey]?: Promise<I18n> };

/**
 * Creates the app's one i18next instance (en default and fallback), wired to react-i18next.
 * Called by the host (or a standalone remote) once before the first render; later calls return the
 * same instance, loading any extra namespaces (and switching language if another locale is asked
 * for, which in the app never happens: a language change reloads the page, spec §4).
 */
export function createI18n({ locale, namespaces = [] }: CreateI18nOptions): Promise<I18n> {
  const slot = globalThis as Slot;
  const wanted = [commonNamespace, ...namespaces.filter((ns) => ns !== commonNamespace)];
  const existing = slot[globalKey];
  if (existing) {
    return existing.then(async (instance) => {
      if (instance.language !== htmlLangOf(locale)) await instance.changeLanguage(htmlLangOf(locale));
      await instance.loadNamespaces(wanted);
      return instance;
    });
  }
  const instance = i18next.createInstance();
  const ready = instance
    .use(jsonFileBackend)
    .use(initReactI18next)
    .init({
      lng: htmlLangOf(locale),
      fallbackLng: htmlLangOf(defaultLocale),
      load: 'currentOnly',
      ns: wanted,
      defaultNS: commonNamespace,
      interpolation: { escapeValue: false }, // React escapes
      returnEmptyString: false,
      react: { useSuspense: true },
    })
    .then(() => instance);
  slot[globalKey] = ready;
  return ready;
}

/** The instance made by `createI18n`; throws if the app has not created it yet. */
export async function getI18n(): Promise<I18n> {
  const existing = (globalThis as Slot)[globalKey];
  if (!existing) throw new Error('createI18n() must run before getI18n()');
  return existing;
}

/** For a remote that brings its own namespace at run time: resolves when its texts are loaded. */
export async function loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
  const instance = await getI18n();
  await instance.loadNamespaces(typeof namespaces === 'string' ? [namespaces] : [...namespaces]);
}

/** The current locale in our codes (`arabic`, `jp`), whatever tag i18next uses inside. */
export function currentLocale(instance: I18n): Locale {
  return localeFromHtmlLang(instance.language) ?? defaultLocale;
}

/** Test helper: forget the instance so the next `createI18n` starts afresh. */
export function resetI18nForTests(): void {
  delete (globalThis as Slot)[globalKey];
}
