import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeMode } from './tokens';

export interface ThemeProviderProps {
  mode: ThemeMode;
  children?: ReactNode;
  /** Off for a remote rendered inside the host, which already applies the global style. */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ mode, children, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={themes[mode]}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
