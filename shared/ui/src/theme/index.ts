export {
  themes,
  themeModes,
  defaultThemeMode,
  isThemeMode,
  type ThemeMode,
  type AppTheme,
  type ThemeColors,
} from './tokens';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { narrowScreen, tabularNumbers, tradingLayoutWidths, visuallyHidden } from './mixins';
export {
  applyThemeBeforePaint,
  themeBeforePaintScript,
  themeBeforePaintCss,
  themeStorageKey,
} from './applyThemeBeforePaint';
