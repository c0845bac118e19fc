import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { LocationProbe, memoryRouterAt } from '@exchange/starter/testing';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { createI18n, type Locale } from '@exchange/i18n';
import { HostProviders } from '../App';
import type { RemoteLoader } from '../federation/remoteLoader';
import { AppRoutes, type HostPageRegistry } from '../routing/AppRoutes';
import { hostPageKeys } from '../routing/routeTable';

/** Every host page replaced by a labelled stub: shell tests do not depend on the feature screens. */
export const stubPages = Object.fromEntries(
  hostPageKeys.map((key) => [key, () => <p data-testid="host-page">{key}</p>]),
) as unknown as HostPageRegistry;

export const idleLoader: RemoteLoader = {
  isConfigured: () => true,
  loadPage: () => new Promise<ComponentType>(() => undefined),
  preload: () => undefined,
  releaseOf: () => undefined,
  pageCrashed: () => false,
};

export interface ShellOptions {
  path?: string;
  test?: TestSdk;
  loader?: RemoteLoader;
  pages?: HostPageRegistry;
  locale?: Locale;
  appDownloadUrl?: string;
  reload?: () => void;
}

/** The whole shell (providers, layout, route table) at `path`, on a real sdk over a fake server. */
export async function renderShell(options: ShellOptions = {}) {
  const test = options.test ?? createTestSdk();
  const locale = options.locale ?? 'en';
  test.server.on('/api/news/list', {
    body: { type: 'ok', message: { list: [], total: 0, page: 1, limit: 8 } },
  });
  const i18n = await createI18n({ locale, namespaces: ['host', 'server'] });
  await i18n.changeLanguage(locale === 'en' ? 'en' : i18n.language);
  const reload = options.reload ?? jest.fn();
  const view = render(
    <HostProviders
      Router={memoryRouterAt(options.path ?? '/')}
      services={{
        sdk: test.sdk,
        i18n,
        loader: options.loader ?? idleLoader,
        locale,
        appDownloadUrl: options.appDownloadUrl,
        reload,
      }}
    >
      <AppRoutes pages={options.pages ?? stubPages} />
      <LocationProbe />
    </HostProviders>,
  );
  // Let the first loads (footer news lists) settle inside act.
  await act(async () => undefined);
  return { ...view, test, i18n, reload };
}
