import { createI18n } from '@exchange/i18n';
import type { Country, NewsItem, UserInfo } from '@exchange/protocol';
import { SdkProvider } from '@exchange/sdk';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { ThemeProvider } from '@exchange/ui';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Test set-up for the auth and notice screens: the real i18n files, a real sdk over the sdk's fake
 * server (`test.server.on(path, answer)`), the ui theme, and a router whose location is visible.
 */
export async function setUpI18n() {
  // `server` holds the translations of the keys the server answers with (owned by the server team).
  await createI18n({ locale: 'en', namespaces: ['auth', 'notices', 'server'] });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderPage(
  ui: ReactElement,
  options: { path?: string; test?: TestSdk; state?: unknown } = {},
) {
  const test = options.test ?? createTestSdk();
  const utils = render(
    <SdkProvider sdk={test.sdk}>
      <ThemeProvider mode="white">
        <MemoryRouter initialEntries={[{ ...splitPath(options.path ?? '/'), state: options.state }]}>
          <Suspense fallback={<p>suspended</p>}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </Suspense>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </SdkProvider>,
  );
  return { ...utils, test };
}

function splitPath(path: string) {
  const [pathname = '/', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

/** The fields of the last request the fake server saw for `path`. */
export function lastRequest(test: TestSdk, path: string) {
  return [...test.server.requests].reverse().find((request) => request.path === path);
}
export const requestsTo = (test: TestSdk, path: string) =>
  test.server.requests.filter((r) => r.path === path);

export const ok = (message: unknown) => ({ body: { type: 'ok', message } });
export const failure = (message: string, type: string | number = 'error') => ({ body: { type, message } });

/** An answer that waits until `release()` is called: lets a test look at the in-flight state. */
export function deferred(answer: { body: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: async () => (await gate, answer), release: () => release() };
}

export const countries: Country[] = [
  { area_code: '86', country_id: 1, name_cn: '中国', name_en: 'China' },
  { area_code: '49', country_id: 2, name_cn: '德国', name_en: 'Germany' },
];

export const userInfo: UserInfo = {
  id: 42,
  extension_code: 'INV42',
  is_seller: 0,
  type: 1,
  phone: '',
  email: 'trader@example.com',
  area_code: '',
  area_code_id: 0,
  account_number: 'trader@example.com',
  review_status: 0,
  has_trade_password: false,
  locale: 'en',
};

export const newsItem = (id: number, overrides: Partial<NewsItem> = {}): NewsItem => ({
  id,
  c_id: 11,
  title: `Notice ${id}`,
  abstract: '',
  content: `<p>Body ${id}</p>`,
  update_time: `2026-11-0${(id % 9) + 1} 10:00:00`,
  ...overrides,
});
