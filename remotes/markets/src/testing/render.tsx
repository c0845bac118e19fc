import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createI18n, type Locale } from '@exchange/i18n';
import { ThemeProvider } from '@exchange/ui';

/** The real i18n instance with the markets namespace from the real files. */
export const setUpI18n = (locale: Locale = 'en') => createI18n({ locale, namespaces: ['markets'] });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a markets view inside the providers the host gives it, with a visible current location. */
export function renderInApp(ui: ReactElement, route = '/') {
  return render(
    <ThemeProvider mode="white">
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="*" element={ui} />
            <Route path="/dealCenter" element={<p>deal centre</p>} />
          </Routes>
        </Suspense>
        <Location />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
