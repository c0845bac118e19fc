import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { envJson } from '@exchange/protocol';
import { createSdk, type RemoteName } from '@exchange/sdk';
import { applyDocumentDirection, createI18n } from '@exchange/i18n';
import { applyThemeBeforePaint } from '@exchange/ui';
import { AppProviders } from './AppProviders';
import { createFirstCommit } from './firstCommit';
import { initialLocale } from './language';
import { StandaloneRoutes, type StandalonePage } from './StandaloneRoutes';

export interface StartRemoteOptions {
  remote: RemoteName;
  /** The remote's exposed pages at their spec §2 paths; the first is where unknown paths go. */
  pages: readonly StandalonePage[];
  /** Namespaces for the first render besides the remote's own and `server` (the §8 messages). */
  namespaces?: readonly string[];
}

/**
 * A remote's standalone page (`src/standalone.tsx`: `void startRemote({...})`): the same start-up as
 * the host's bootstrap (sdk, stored locale and direction, theme before paint, i18n) and the same
 * provider stack (AppProviders), so the team sees toasts and §8 redirects as users will. The real
 * server is reached through the dev server's /api and /socket.io proxy.
 */
export async function startRemote({ remote, pages, namespaces = [] }: StartRemoteOptions): Promise<void> {
  const sdk = createSdk();
  const locale = initialLocale(sdk.storage);
  applyDocumentDirection(locale);
  applyThemeBeforePaint();
  const [i18n, env] = await Promise.all([
    createI18n({ locale, namespaces: [remote, 'server', ...namespaces] }),
    sdk.api.call(envJson, {}, { silent: true }),
  ]);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const firstFrame = createFirstCommit();
  createRoot(container).render(
    <StrictMode>
      <AppProviders
        services={{
          sdk,
          i18n,
          locale,
          appDownloadUrl: env.type === 'ok' ? env.message.app_download_url : undefined,
        }}
      >
        <StandaloneRoutes remote={remote} pages={pages} />
      </AppProviders>
      <firstFrame.Marker />
    </StrictMode>,
  );
  await firstFrame.committed;
  // As in the host: the tab's one realtime connection opens once the first frame is painted.
  requestAnimationFrame(() => window.setTimeout(() => sdk.bus.start()));
}
