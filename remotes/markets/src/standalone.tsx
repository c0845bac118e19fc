import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { applyDocumentDirection, createI18n, resolveLocale } from '@exchange/i18n';
import { createSdk, SdkProvider } from '@exchange/sdk';
import { applyThemeBeforePaint, ThemeProvider } from '@exchange/ui';
import AllMarketsPage from './pages/AllMarketsPage';
import HomePage from './pages/HomePage';

/**
 * The markets remote on its own (port 3001) for its team: the same providers the host gives its
 * pages, the real server through the dev proxy of /api and /socket.io. Routes owned by the host or
 * other remotes fall back to home here.
 */
async function start() {
  const sdk = createSdk();
  const locale = resolveLocale(sdk.storage.get('locale'));
  const i18n = await createI18n({ locale, namespaces: ['markets'] });
  applyDocumentDirection(locale);
  const mode = applyThemeBeforePaint();
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <SdkProvider sdk={sdk}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider mode={mode}>
            <BrowserRouter>
              <Suspense fallback={null}>
                <Routes>
                  <Route path="/" element={<HomePage />} />
                  <Route path="/allmarket" element={<AllMarketsPage />} />
                  <Route path="*" element={<Navigate to="/" replace />} />
                </Routes>
              </Suspense>
            </BrowserRouter>
          </ThemeProvider>
        </I18nextProvider>
      </SdkProvider>
    </StrictMode>,
  );
}

void start();
