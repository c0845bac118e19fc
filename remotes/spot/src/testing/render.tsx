import { createI18n } from '@exchange/i18n';
import { configure, render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { ThemeProvider, type ThemeMode } from '@exchange/ui';

// Two shared cores under parallel builds: give async UI checks room before calling them failed.
configure({ asyncUtilTimeout: 5000 });

/** The real i18n instance with the `spot` namespace from the real files. */
export const setUpSpotI18n = () => createI18n({ locale: 'en', namespaces: ['spot'] });

/** Renders inside the theme; `options.wrapper` (providers, router) goes inside the theme. */
export function renderSpot(ui: ReactElement, mode: ThemeMode = 'white', options: RenderOptions = {}) {
  const Inner = (options.wrapper ??
    (({ children }: { children?: ReactNode }) => <>{children}</>)) as ComponentType<{
    children?: ReactNode;
  }>;
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ThemeProvider mode={mode} withGlobalStyle={false}>
      <Inner>{children}</Inner>
    </ThemeProvider>
  );
  return render(ui, { ...options, wrapper: Wrapper });
}
