import { defaultThemeMode, isThemeMode, themeModes, themes, type ThemeMode } from './tokens';

/** The storage key of spec §3; the host's store writes the plain string `white` or `dark` there. */
export const themeStorageKey = 'theme';

/**
 * Sets `data-theme` on <html> from storage so the first paint already has the right background.
 * Returns the mode applied. Never throws: storage can be blocked (privacy mode).
 */
export function applyThemeBeforePaint(
  doc: Document = document,
  storage?: Pick<Storage, 'getItem'>,
): ThemeMode {
  let stored: string | null = null;
  try {
    stored = (storage ?? window.localStorage).getItem(themeStorageKey);
  } catch {
    stored = null;
  }
  const mode = isThemeMode(stored) ? stored : defaultThemeMode;
  doc.documentElement.setAttribute('data-theme', mode);
  return mode;
}

/**
 * The same as `applyThemeBeforePaint`, as a self-contained script for an inline <script> in the
 * host's index.html <head> (runs before any bundle loads). The CSS it pairs with is
 * `themeBeforePaintCss`, inlined in a <style> next to it.
 */
export const themeBeforePaintScript = `(function(){var m='white';try{var s=localStorage.getItem('${themeStorageKey}');if(s==='white'||s==='dark')m=s;}catch(e){}document.documentElement.setAttribute('data-theme',m);})();`;

/** Background and text colours per `data-theme`, so nothing flashes white before React mounts. */
export const themeBeforePaintCss = themeModes
  .map((mode) => {
    const { bg, text } = themes[mode].colors;
    const scheme = mode === 'dark' ? 'dark' : 'light';
    return `html[data-theme='${mode}']{background:${bg};color:${text};color-scheme:${scheme}}`;
  })
  .join('');
