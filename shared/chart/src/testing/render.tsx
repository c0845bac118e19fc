import { createI18n } from '@exchange/i18n';
import { SdkProvider } from '@exchange/sdk';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { ThemeProvider, type ThemeMode } from '@exchange/ui';
import { configure, render, waitFor, act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// Highcharts under jsdom on two shared cores is slow: give async checks room.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

/** The real i18n instance with the `chart` namespace from the real files. */
export const setUpChartI18n = () => createI18n({ locale: 'en', namespaces: ['chart'] });

/** Renders inside the theme and, when given, a test sdk. */
export function renderChart(
  ui: ReactElement,
  { mode = 'white', test }: { mode?: ThemeMode; test?: TestSdk } = {},
) {
  const Wrapper = ({ children }: { children?: ReactNode }) => {
    const themed = (
      <ThemeProvider mode={mode} withGlobalStyle={false}>
        {children}
      </ThemeProvider>
    );
    return test ? <SdkProvider sdk={test.sdk}>{themed}</SdkProvider> : themed;
  };
  return render(ui, { wrapper: Wrapper });
}

export { createTestSdk };

/** Starts the test sdk's bus and lets the fake server accept the socket: the app is online. */
export async function goOnline(test: TestSdk) {
  test.sdk.bus.start();
  await waitFor(() => expect(test.sockets.length).toBeGreaterThan(0));
  act(() => test.sockets[0]!.serverAccept());
}
