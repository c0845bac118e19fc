import type { ReactElement, ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { createI18n, type Locale } from '@exchange/i18n';
import { AppProviders } from './AppProviders';

/** Shows the router's current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A memory router starting at `path`, for AppProviders' `Router` in tests. */
export function memoryRouterAt(path: string) {
  return function MemoryRouterAt({ children }: { children?: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };
}

export interface RenderInAppOptions {
  /** The location the page starts at. */
  path?: string;
  /** A test sdk over a fake server (`@exchange/sdk/testing`); a fresh one by default. */
  test?: TestSdk;
  /** Namespaces loaded before the first render (real files of @exchange/i18n); `server` is added. */
  namespaces?: readonly string[];
  locale?: Locale;
}

/**
 * Renders `ui` at every path inside the very providers the host gives a page (AppProviders), on a real
 * sdk over a fake server, with a <LocationProbe/> beside it. For remote page and component tests.
 */
export async function renderInApp(ui: ReactElement, options: RenderInAppOptions = {}) {
  const test = options.test ?? createTestSdk();
  const locale = options.locale ?? 'en';
  const i18n = await createI18n({ locale, namespaces: [...(options.namespaces ?? []), 'server'] });
  const reload = jest.fn();
  const view = render(
    <AppProviders
      services={{ sdk: test.sdk, i18n, locale, reload }}
      Router={memoryRouterAt(options.path ?? '/')}
    >
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </AppProviders>,
  );
  await act(async () => undefined);
  return { ...view, test, i18n, reload };
}

/**
 * Starts the test sdk's bus and lets the fake server accept its socket: the app is online and
 * `socket.push(event, payload)` reaches it. Answers that socket.
 */
export async function goOnline(test: TestSdk) {
  test.sdk.bus.start();
  await waitFor(() => {
    if (test.sockets.length === 0) throw new Error('the bus has not opened its socket yet');
  });
  const socket = test.sockets[0]!;
  act(() => socket.serverAccept());
  return socket;
}
