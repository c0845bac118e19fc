import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Subresource integrity for remote entries: the runtime loads a remote's remoteEntry.js through a
 * `<script>`; this plugin gives that script the release's `integrity` (and `crossorigin`, which SRI on
 * another origin needs), so the browser refuses to run an entry that is not the release ops named.
 */
export function integrityPlugin(
  integrityOf: (remote: string) => string | undefined,
  onEntryScript: (remote: string, url: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'exchange-release-integrity',
    createScript({ url, remoteInfo }) {
      // Only the entry itself: chunks and preloads go through this hook too.
      if (!remoteInfo || url.split('?')[0] !== remoteInfo.entry.split('?')[0]) return undefined;
      onEntryScript(remoteInfo.name, url);
      const integrity = integrityOf(remoteInfo.name);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

const base64Of = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * The browser does not say why a script failed; after a failed entry with an integrity, fetch it once
 * more and compare: a mismatch is `integrity-failed`, anything else (down, 404, no digest API outside
 * secure contexts) `load-failed`.
 */
export async function entryFailureKind(
  url: string | undefined,
  integrity: string | undefined,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<'integrity-failed' | 'load-failed'> {
  const [, bits, expected] = /^sha(256|384|512)-(.+)$/.exec(integrity ?? '') ?? [];
  if (!url || !expected || typeof crypto === 'undefined' || !crypto.subtle) return 'load-failed';
  try {
    const response = await fetchImpl(url, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
    if (!response.ok) return 'load-failed';
    const digest = await crypto.subtle.digest(`SHA-${bits}`, await response.arrayBuffer());
    return base64Of(digest) === expected ? 'load-failed' : 'integrity-failed';
  } catch {
    return 'load-failed';
  }
}
