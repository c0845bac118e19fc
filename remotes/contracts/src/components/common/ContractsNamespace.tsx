import { loadNamespaces } from '@exchange/i18n';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The remote brings its own texts: the `contracts` namespace (and `server`, for failure keys) loads
 * in the current language before the page renders, through the one i18n instance of the host.
 */
export function ContractsNamespace({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    const done = () => current && setReady(true);
    loadNamespaces(['contracts', 'server']).then(done, done);
    return () => {
      current = false;
    };
  }, []);
  return ready ? <>{children}</> : null;
}
