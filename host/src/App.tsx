import { useCallback, useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { SdkProvider, type Sdk } from '@exchange/sdk';
import { ThemeProvider, ToastProvider } from '@exchange/ui';
import type { I18n, Locale } from '@exchange/i18n';
import { RemoteLoaderProvider } from './federation/RemoteLoaderContext';
import type { RemoteLoader } from './federation/remoteLoader';
import { AppRoutes, type HostPageRegistry } from './routing/AppRoutes';
import { hostPages } from './routing/hostPages';
import { changeLanguage } from './shell/language';
import { ShellProvider, type ShellState } from './shell/ShellContext';
import { useThemeMode } from './shell/theme';
import { UiEffects } from './shell/UiEffects';

export interface ShellServices {
  sdk: Sdk;
  i18n: I18n;
  loader: RemoteLoader;
  locale: Locale;
  appDownloadUrl?: string;
  /** Reloads the page after a language change (spec §4); tests pass a spy. */
  reload?: () => void;
}

/** Every provider the host and the remote pages render inside: one sdk, i18n, theme, toast, loader. */
export function AppProviders({ services, children }: { services: ShellServices; children: ReactNode }) {
  const { sdk, i18n, loader, locale, appDownloadUrl } = services;
  const reload = services.reload;
  const [theme, toggleTheme] = useThemeMode(sdk.storage);
  const changeLocale = useCallback(
    (next: Locale) =>
      void changeLanguage(
        { storage: sdk.storage, api: sdk.api, reload: reload ?? (() => window.location.reload()) },
        next,
      ),
    [sdk, reload],
  );
  const shell = useMemo<ShellState>(
    () => ({ theme, toggleTheme, locale, changeLocale, appDownloadUrl }),
    [theme, toggleTheme, locale, changeLocale, appDownloadUrl],
  );
  return (
    <SdkProvider sdk={sdk}>
      <I18nextProvider i18n={i18n}>
        <ShellProvider value={shell}>
          <ThemeProvider mode={theme}>
            <ToastProvider>
              <RemoteLoaderProvider loader={loader}>
                <UiEffects effects$={sdk.notices$} />
                {children}
              </RemoteLoaderProvider>
            </ToastProvider>
          </ThemeProvider>
        </ShellProvider>
      </I18nextProvider>
    </SdkProvider>
  );
}

export function App({ services, pages = hostPages }: { services: ShellServices; pages?: HostPageRegistry }) {
  return (
    <BrowserRouter>
      <AppProviders services={services}>
        <AppRoutes pages={pages} />
      </AppProviders>
    </BrowserRouter>
  );
}
