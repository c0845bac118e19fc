import { createContext, useContext, type ReactNode } from 'react';
import type { ThemeMode } from '@exchange/ui';
import type { Locale } from '@exchange/i18n';

/** What the layout needs from the shell besides the sdk: theme, language and environment switches. */
export interface ShellState {
  theme: ThemeMode;
  toggleTheme: () => void;
  locale: Locale;
  changeLocale: (locale: Locale) => void;
  /** From env.json; the header's app-download QR shows only when set (the §2 "app status"). */
  appDownloadUrl?: string;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellProvider({ value, children }: { value: ShellState; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell() needs a <ShellProvider>');
  return state;
}
