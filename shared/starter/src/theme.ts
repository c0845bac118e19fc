import { useCallback, useEffect, useState } from 'react';
import type { TypedStorage } from '@exchange/sdk';
import { defaultThemeMode, isThemeMode, type ThemeMode } from '@exchange/ui';

/**
 * Spec §4: white by default, persisted under `theme`. index.html applies the stored mode before the
 * first paint (data-theme on <html>); this keeps React, storage and that attribute in step.
 */
export function readTheme(storage: Pick<TypedStorage, 'get'>): ThemeMode {
  const stored = storage.get('theme');
  return isThemeMode(stored) ? stored : defaultThemeMode;
}

export function applyThemeAttribute(mode: ThemeMode, doc: Document = document): void {
  doc.documentElement.setAttribute('data-theme', mode);
}

export function useThemeMode(storage: TypedStorage): [ThemeMode, () => void] {
  const [mode, setMode] = useState<ThemeMode>(() => readTheme(storage));
  useEffect(() => {
    // Another tab (or a logout that cleared storage) changes the theme here too.
    const subscription = storage
      .watch('theme')
      .subscribe((value) => setMode(isThemeMode(value) ? value : defaultThemeMode));
    return () => subscription.unsubscribe();
  }, [storage]);
  useEffect(() => applyThemeAttribute(mode), [mode]);
  const toggle = useCallback(() => {
    const next: ThemeMode = readTheme(storage) === 'dark' ? 'white' : 'dark';
    storage.set('theme', next);
    setMode(next);
  }, [storage]);
  return [mode, toggle];
}
