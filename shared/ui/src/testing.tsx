import { createI18n, type Locale } from '@exchange/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from './theme/ThemeProvider';
import type { ThemeMode } from './theme/tokens';

/** Test set-up: the real i18n instance (common namespace loaded from the real files). */
export async function setUpI18n(locale: Locale = 'en') {
  return createI18n({ locale });
}

export function renderWithTheme(ui: ReactElement, mode: ThemeMode = 'white', options?: RenderOptions) {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ThemeProvider mode={mode}>{children}</ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
