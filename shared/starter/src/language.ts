import type { ApiClient, TypedStorage } from '@exchange/sdk';
import { applyDocumentDirection, resolveLocale, type Locale } from '@exchange/i18n';

/**
 * Spec §4 language rules. The stored `locale` is the source of truth; an empty or unknown value means
 * en, which is then saved. Changing language stores it, tells the server (set/lang), then reloads so
 * every remote starts in the new language.
 */
export function initialLocale(storage: Pick<TypedStorage, 'get' | 'set'>): Locale {
  const stored = storage.get('locale');
  const locale = resolveLocale(stored);
  if (stored !== locale) storage.set('locale', locale);
  return locale;
}

export interface LanguageChangeDeps {
  storage: Pick<TypedStorage, 'set'>;
  api: Pick<ApiClient, 'call'>;
  reload: () => void;
}

export async function changeLanguage(
  { storage, api, reload }: LanguageChangeDeps,
  locale: Locale,
): Promise<void> {
  storage.set('locale', locale);
  applyDocumentDirection(locale);
  // The server's answer does not matter for the switch (a guest call is accepted too); never block on it.
  await api.call((protocol) => protocol.setLang, { lang: locale }, { silent: true });
  reload();
}
