// @exchange/starter: the provider stack every app renders inside (the host and each remote alone),
// and the standalone start of a remote. Remote pages never import this: inside the host they get
// the host's providers; only a remote's src/standalone.tsx (and tests, `@exchange/starter/testing`) do.
export { AppProviders, type AppProvidersProps, type AppServices } from './AppProviders';
export { ShellProvider, useShell, type ShellState } from './ShellContext';
export { UiEffects } from './UiEffects';
export { applyThemeAttribute, readTheme, useThemeMode } from './theme';
export { changeLanguage, initialLocale, type LanguageChangeDeps } from './language';
export { StandaloneRoutes, type StandalonePage } from './StandaloneRoutes';
export { startRemote, type StartRemoteOptions } from './startRemote';
export { createFirstCommit, type FirstCommit } from './firstCommit';
