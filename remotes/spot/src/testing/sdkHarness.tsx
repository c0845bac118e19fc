import { SdkProvider } from '@exchange/sdk';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderSpot } from './render';

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithSdk(ui: ReactElement, test: TestSdk = createTestSdk(), path = '/dealCenter') {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <SdkProvider sdk={test.sdk}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{children}</>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SdkProvider>
  );
  return { ...renderSpot(ui, 'white', { wrapper: Wrapper }), test };
}

export { goOnline } from '@exchange/starter/testing';

export function logIn(test: TestSdk) {
  test.sdk.session.login('token-1');
}
