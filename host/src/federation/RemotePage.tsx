import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadNamespaces } from '@exchange/i18n';
import { Spinner } from '@exchange/ui';
import type { RemotePageRef } from '@exchange/sdk';
import { splitRemoteRef } from '../routing/routeTable';
import { ModuleUnavailablePanel } from './ModuleUnavailablePanel';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailableError, type UnavailableReason } from './remoteLoader';
import { useRemoteLoader } from './RemoteLoaderContext';

const PageLoading = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 8px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType; release: string | undefined }
  | { status: 'failed'; reason: UnavailableReason };

/**
 * Renders `remote/ExposedPage`: loads it on first visit together with the remote's texts (its own
 * namespace, named after it, and `server` for failure keys), so no remote carries a namespace gate;
 * shows the unavailable panel on failure, and a progress indicator while the page suspends.
 */
export function RemotePage({ page }: { page: RemotePageRef }) {
  const loader = useRemoteLoader();
  const { t } = useTranslation('host');
  const location = useLocation();
  const { remote } = splitRemoteRef(page);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    // A namespace that fails to load leaves its keys shown as they are; the page still renders.
    const texts = loadNamespaces([remote, 'server']).catch(() => undefined);
    Promise.all([loader.loadPage(page, { fresh: attempt > 0 }), texts]).then(
      ([Page]) => live && setState({ status: 'ready', Page, release: loader.releaseOf(remote) }),
      (error: unknown) => {
        if (!live) return;
        const reason = error instanceof RemoteUnavailableError ? error.reason : 'load-failed';
        console.error(error);
        setState({ status: 'failed', reason });
      },
    );
    return () => {
      live = false;
    };
  }, [loader, page, remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  const loading = (
    <PageLoading role="status" aria-busy="true">
      <Spinner decorative /> {t('loadingPage')}
    </PageLoading>
  );
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') {
    return <ModuleUnavailablePanel remote={remote} reason={state.reason} onRetry={retry} />;
  }
  const { Page, release } = state;
  return (
    // `data-remote-release`: the release this user runs (ops and tests read it). `display: contents`
    // keeps the page's box where it was, as a direct child of the layout.
    <div data-remote={remote} data-remote-release={release} style={{ display: 'contents' }}>
      <RemoteErrorBoundary
        resetKey={`${location.pathname}#${attempt}`}
        onError={(error) => {
          console.error(`[${remote}] page crashed`, error);
          // A canary that throws falls back to the stable release: load the page again at once.
          if (loader.pageCrashed(remote, error)) retry();
        }}
        fallback={() => <ModuleUnavailablePanel remote={remote} reason="crashed" onRetry={retry} />}
      >
        <Suspense fallback={loading}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
