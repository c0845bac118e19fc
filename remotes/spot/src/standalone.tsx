import { applyDocumentDirection, createI18n, resolveLocale } from '@exchange/i18n';
import { createSdk, SdkProvider } from '@exchange/sdk';
import { applyThemeBeforePaint, ThemeProvider } from '@exchange/ui';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import CoinOrderPage from './pages/CoinOrderPage';
import DealCenterPage from './pages/DealCenterPage';

/**
 * The spot remote on its own (port 3002) for its team: the same providers the host gives its pages,
 * the real server through the dev proxy of /api and /socket.io. Log in through the host (same
 * origin storage) or paste a token into localStorage; other routes fall back to the deal centre.
 */
async function start() {
  const sdk = createSdk();
  const locale = resolveLocale(sdk.storage.get('locale'));
  const i18n = await createI18n({ locale, namespaces: ['spot', 'server'] });
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
              <nav style={{ display: 'flex', gap: 16, padding: 8 }}>
                <Link to="/dealCenter">dealCenter</Link>
                <Link to="/coinOrder">coinOrder</Link>
              </nav>
              <Suspense fallback={null}>
                <Routes>
                  <Route path="/dealCenter" element={<DealCenterPage />} />
                  <Route path="/coinOrder" element={<CoinOrderPage />} />
                  <Route path="*" element={<Navigate to="/dealCenter" replace />} />
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
