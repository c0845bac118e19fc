import { createI18n } from '@exchange/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider, type ThemeMode } from '../lib/ui';

/** The real i18n instance with the `spot` namespace from the real files. */
export const setUpSpotI18n = () => createI18n({ locale: 'en', namespaces: ['spot'] });

export function renderSpot(ui: ReactElement, mode: ThemeMode = 'white', options?: RenderOptions) {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ThemeProvider mode={mode} withGlobalStyle={false}>
      {children}
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
