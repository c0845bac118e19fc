import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSdk } from '@exchange/sdk';
import { applyDocumentDirection, createI18n } from '@exchange/i18n';
import { createFirstCommit, initialLocale } from '@exchange/starter';
import { App } from './App';
import { deferredRuntime } from './federation/deferredRuntime';
import { createDuplicateSingletonWarner, type ShareScopeMapLike } from './federation/duplicateSingletons';
import { createRemoteLoader, type RemoteLoader } from './federation/remoteLoader';
import { fetchRemotesConfig } from './federation/remotesConfig';
import { ensureDefaultPair } from './shell/defaultPair';

/**
 * Namespaces the shell renders with; its own pages load theirs with their chunks (routing/hostPages),
 * remotes when their pages mount. Server messages (`server`) load on demand, in the page's language:
 * with the pages that show them, or when the first toast needs one (starter UiEffects).
 */
const hostNamespaces = ['host'];

async function start() {
  const sdk = createSdk();
  const locale = initialLocale(sdk.storage);
  applyDocumentDirection(locale);

  const [i18n, remotes] = await Promise.all([
    createI18n({ locale, namespaces: hostNamespaces }),
    fetchRemotesConfig('/remotes.json'),
  ]);
  if (remotes.problems.length > 0) console.warn('[remotes.json]', remotes.problems.join('; '));

  // The federation runtime is not needed to draw the shell: its chunk loads with the first remote page
  // (or the idle preload below). See federation/federationInstance.ts.
  // With it come the releases: which release each remote runs for this user, integrity, canary
  // fallback and field reports (federation/releases/).
  const runtime = deferredRuntime(() =>
    import(/* webpackChunkName: "federation" */ './federation/releases/hostReleaseRuntime').then((releases) =>
      releases.createHostReleaseRuntime({ remotesJson: remotes.raw, storage: sdk.storage }),
    ),
  );
  const warnDuplicates =
    process.env.NODE_ENV !== 'production'
      ? createDuplicateSingletonWarner(() => runtime.current?.shareScopeMap as ShareScopeMapLike | undefined)
      : undefined;
  const pageLoader = createRemoteLoader({ runtime, config: remotes.config, onLoaded: warnDuplicates });
  // Warming a remote (idle, nav hover) warms its texts too: its namespace is its name, and its page
  // then renders on the click instead of after another round trip.
  const loader: RemoteLoader = {
    ...pageLoader,
    preload(remote, pages) {
      pageLoader.preload(remote, pages);
      if (pageLoader.isConfigured(remote)) i18n.loadNamespaces(remote).catch(() => undefined);
    },
  };

  const root = createRoot(document.getElementById('root')!);
  const firstFrame = createFirstCommit();
  const render = (appDownloadUrl?: string) =>
    root.render(
      <StrictMode>
        <App services={{ sdk, i18n, loader, locale, appDownloadUrl }} />
        <firstFrame.Marker />
      </StrictMode>,
    );
  render();
  await firstFrame.committed;

  // Everything below waits for the first frame (createFirstCommit): none of it is needed to draw it.
  void ensureDefaultPair(sdk.api, sdk.storage);
  // The header's app-download QR appears when env.json arrives (parsed by the protocol chunk).
  void sdk.api
    .call((protocol) => protocol.envJson, {}, { silent: true })
    .then((env) => {
      if (env.type === 'ok' && env.message.app_download_url) render(env.message.app_download_url);
    });
  // The host owns the tab's one realtime connection (DESIGN "Realtime"); remotes only subscribe.
  requestAnimationFrame(() => window.setTimeout(() => sdk.bus.start()));
  // Warm the pages the header links to once the browser is idle (hover preloads them sooner).
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  whenIdle(() => {
    loader.preload('markets', ['AllMarketsPage']);
    loader.preload('spot', ['DealCenterPage']);
  });
}

void start();
