import { loadNamespaces } from '@exchange/i18n';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The remote brings its own texts: the `spot` namespace (and `server`, for failure keys) loads in
 * the current language before the page renders, through the one i18n instance the host created.
 */
export function SpotNamespace({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    loadNamespaces(['spot', 'server']).then(
      () => current && setReady(true),
      () => current && setReady(true),
    );
    return () => {
      current = false;
    };
  }, []);
  return ready ? <>{children}</> : null;
}
