import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { useLoggedIn } from '../shell/useLoggedIn';

// The price alert toasts load after the first paint, for a logged-in user only.
const PriceAlertToasts = lazy(
  () => import(/* webpackChunkName: "price-alert-toasts" */ '../features/alerts/PriceAlertToasts'),
);

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;

const Main = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: 1440px;
  margin-inline: auto;
`;

/** The shell around every route: header, the page, footer; a fired price alert's toast on any page. */
export function Layout() {
  const loggedIn = useLoggedIn();
  return (
    <Page>
      {loggedIn && (
        <Suspense fallback={null}>
          <PriceAlertToasts />
        </Suspense>
      )}
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
