import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { SdkProvider, type Sdk } from '@exchange/sdk';
import { ThemeProvider, ToastProvider } from '@exchange/ui';
import type { I18n, Locale } from '@exchange/i18n';
import { changeLanguage } from './language';
import { ShellProvider, type ShellState } from './ShellContext';
import { useThemeMode } from './theme';
import { UiEffects } from './UiEffects';

/** What every app builds once before its first render (the host in bootstrap, a remote in startRemote). */
export interface AppServices {
  sdk: Sdk;
  i18n: I18n;
  locale: Locale;
  /** From env.json; the header's app-download QR shows only when set (the §2 "app status"). */
  appDownloadUrl?: string;
  /** Reloads the page after a language change (spec §4); tests pass a spy. */
  reload?: () => void;
}

export interface AppProvidersProps {
  services: AppServices;
  /** The router; the browser's by default. Tests pass a memory router (`@exchange/starter/testing`). */
  Router?: ComponentType<{ children?: ReactNode }>;
  children?: ReactNode;
}

/**
 * The one provider stack every page renders inside, in the host and in a remote started on its own:
 * router, sdk (session, realtime bus, §8 failure routing), i18n, shell state (theme and language
 * switches), theme, toasts, and the §8 effects (server messages as toasts, delayed redirects).
 * Keeping it in one place is what makes a standalone remote behave as it does in the host.
 */
export function AppProviders({ services, Router = BrowserRouter, children }: AppProvidersProps) {
  const { sdk, i18n, locale, appDownloadUrl, reload } = services;
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
    <Router>
      <SdkProvider sdk={sdk}>
        <I18nextProvider i18n={i18n}>
          <ShellProvider value={shell}>
            <ThemeProvider mode={theme}>
              <ToastProvider>
                <UiEffects effects$={sdk.notices$} />
                {children}
              </ToastProvider>
            </ThemeProvider>
          </ShellProvider>
        </I18nextProvider>
      </SdkProvider>
    </Router>
  );
}
