import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

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

/** The shell around every route: header, the page, footer. */
export function Layout() {
  return (
    <Page>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
