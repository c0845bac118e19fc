import { lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageRef } from '@exchange/sdk';
import { renderShell } from '../testing/renderShell';
import { RemoteUnavailableError, type RemoteLoader } from './remoteLoader';
import { splitRemoteRef } from '../routing/routeTable';

/** A loader whose answers per page are scripted: a component, or a failure reason. */
function scriptedLoader(
  script: Partial<Record<RemotePageRef, Array<ComponentType | 'fail'>>>,
  configured = ['markets'],
  releases: { releaseOf?: () => string | undefined; pageCrashed?: () => boolean } = {},
) {
  const loadPage = jest.fn(async (ref: RemotePageRef, _options?: { fresh?: boolean }) => {
    const { remote } = splitRemoteRef(ref);
    if (!configured.includes(remote)) throw new RemoteUnavailableError(remote, 'not-configured');
    const queue = script[ref] ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next || next === 'fail') throw new RemoteUnavailableError(remote, 'load-failed');
    return next;
  });
  const loader: RemoteLoader = {
    isConfigured: (r) => configured.includes(r),
    loadPage,
    preload: jest.fn(),
    releaseOf: releases.releaseOf ?? (() => undefined),
    pageCrashed: jest.fn(releases.pageCrashed ?? (() => false)),
  };
  return { loader, loadPage };
}

const Home = () => <h1>Markets home</h1>;
const Crashing = () => {
  throw new Error('remote bug');
};

describe('remote pages in the shell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote page inside the layout', async () => {
    const { loader } = scriptedLoader({ 'markets/HomePage': [Home] });
    await renderShell({ path: '/', loader });
    expect(await screen.findByRole('heading', { name: 'Markets home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the retryable unavailable panel when the remote is down, and retry loads it', async () => {
    const { loader, loadPage } = scriptedLoader({ 'markets/HomePage': ['fail', Home] });
    await renderShell({ path: '/', loader });
    const panel = await screen.findByTestId('module-unavailable');
    expect(panel).toHaveTextContent('It could not be loaded right now.');
    // The rest of the shell keeps working.
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Markets home' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenLastCalledWith('markets/HomePage', { fresh: true });
  });

  it('shows the same panel for a remote absent from remotes.json', async () => {
    const { loader } = scriptedLoader({});
    await renderShell({ path: '/dealCenter', loader });
    expect(await screen.findByTestId('module-unavailable')).toHaveTextContent(
      'Spot trading is not available in this environment yet.',
    );
  });

  it('contains a remote page that throws while rendering, costing only its route', async () => {
    const { loader } = scriptedLoader({ 'markets/HomePage': [Crashing] });
    await renderShell({ path: '/', loader });
    expect(await screen.findByTestId('module-unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/components/login'));
    expect(await screen.findByText('LoginPage')).toBeInTheDocument();
    expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
  });

  it('marks the page with the release it runs', async () => {
    const { loader } = scriptedLoader({ 'markets/HomePage': [Home] }, ['markets'], {
      releaseOf: () => '1.4.0-ab12cd34ef',
    });
    await renderShell({ path: '/', loader });
    const heading = await screen.findByRole('heading', { name: 'Markets home' });
    expect(heading.closest('[data-remote-release]')).toHaveAttribute(
      'data-remote-release',
      '1.4.0-ab12cd34ef',
    );
  });

  it('loads the page again at once when a crash made its remote fall back to another release', async () => {
    let release = 'canary-1';
    const { loader, loadPage } = scriptedLoader({ 'markets/HomePage': [Crashing, Home] }, ['markets'], {
      releaseOf: () => release,
      pageCrashed: () => {
        release = 'stable-1';
        return true;
      },
    });
    await renderShell({ path: '/', loader });
    const heading = await screen.findByRole('heading', { name: 'Markets home' });
    expect(loader.pageCrashed).toHaveBeenCalledWith('markets', expect.any(Error));
    expect(loadPage).toHaveBeenLastCalledWith('markets/HomePage', { fresh: true });
    expect(heading.closest('[data-remote-release]')).toHaveAttribute('data-remote-release', 'stable-1');
    expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
  });

  it('preloads the remote behind a nav link on hover', async () => {
    const { loader } = scriptedLoader({ 'markets/HomePage': [Home] });
    await renderShell({ path: '/', loader });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.hover(within(nav).getByRole('link', { name: 'Exchange' }));
    expect(loader.preload).toHaveBeenCalledWith('spot', ['DealCenterPage']);
  });

  it('loads the remote’s own texts with its page, so its first render is translated', async () => {
    const firstRenders: boolean[] = [];
    const Translated = () => {
      const { t, ready } = useTranslation('markets', { useSuspense: false });
      firstRenders.push(ready);
      return <h1>{t('banner.title')}</h1>;
    };
    const { loader } = scriptedLoader({ 'markets/HomePage': [Translated] });
    await renderShell({ path: '/', loader });
    expect(
      await screen.findByRole('heading', { name: 'Buy, sell and trade digital assets' }),
    ).toBeInTheDocument();
    expect(firstRenders[0]).toBe(true);
  });

  it('shows the progress indicator when a shown remote page suspends on a click, then the page', async () => {
    let resume = () => undefined as void;
    const Later = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          resume = () => resolve({ default: () => <p>Details</p> });
        }),
    );
    const Suspending = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>More</button>
          {open && <Later />}
        </>
      );
    };
    const { loader } = scriptedLoader({ 'markets/HomePage': [Suspending] });
    await renderShell({ path: '/', loader });
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    // The page's own place shows progress; the layout around it stays, nothing crashed.
    expect(await screen.findByRole('status', { busy: true })).toHaveTextContent('Loading');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
    await act(async () => resume());
    expect(await screen.findByText('Details')).toBeInTheDocument();
  });
});
