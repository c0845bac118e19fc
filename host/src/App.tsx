import type { ReactNode } from 'react';
import { AppProviders, type AppProvidersProps, type AppServices } from '@exchange/starter';
import { RemoteLoaderProvider } from './federation/RemoteLoaderContext';
import type { RemoteLoader } from './federation/remoteLoader';
import { AppRoutes, type HostPageRegistry } from './routing/AppRoutes';
import { hostPages } from './routing/hostPages';

export interface ShellServices extends AppServices {
  loader: RemoteLoader;
}

/**
 * The providers the shell and the remote pages render inside: the one stack every app shares
 * (@exchange/starter: router, sdk, i18n, theme, toasts, §8 effects; a remote alone runs the same),
 * plus the host's remote loader. Tests pass a memory `Router`.
 */
export function HostProviders({
  services,
  Router,
  children,
}: {
  services: ShellServices;
  Router?: AppProvidersProps['Router'];
  children: ReactNode;
}) {
  return (
    <AppProviders services={services} Router={Router}>
      <RemoteLoaderProvider loader={services.loader}>{children}</RemoteLoaderProvider>
    </AppProviders>
  );
}

export function App({ services, pages = hostPages }: { services: ShellServices; pages?: HostPageRegistry }) {
  return (
    <HostProviders services={services}>
      <AppRoutes pages={pages} />
    </HostProviders>
  );
}
