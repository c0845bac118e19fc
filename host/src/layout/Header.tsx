import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DropdownMenu, QR } from '@exchange/ui';
import { useSdk } from '@exchange/sdk';
import { languages, locales } from '@exchange/i18n';
import { loginPath, registerPath } from '../routing/routeTable';
import { useShell } from '@exchange/starter';
import { useLoggedIn } from '../shell/useLoggedIn';
import { Menu } from './Menu';
import { PreloadLink } from './PreloadLink';
import { ConnectionIndicator } from './ConnectionIndicator';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  /* On a phone the wrapped header is three lines: pinned, it would take a fifth of the screen. */
  @media (max-width: 640px) {
    position: static;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  & > a {
    padding: 6px 10px;
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  & > a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
  & > a:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & > a {
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
  }
  & > a.primary {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const IconButton = styled.button`
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const QrBox = styled.div`
  padding: 12px 16px;
  text-align: center;
  & svg {
    background: #fff;
    padding: 4px;
  }
`;

/** Spec §2 header: menu, logged-in links, account dropdown or login/sign-up, language, theme. */
export function Header() {
  const { t } = useTranslation('host');
  const { session } = useSdk();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { theme, toggleTheme, locale, changeLocale, appDownloadUrl } = useShell();

  const logout = async () => {
    await session.logout();
    navigate(loginPath);
  };

  return (
    <Bar>
      <Brand to="/">{t('brand')}</Brand>
      <Nav aria-label={t('nav.label')}>
        <PreloadLink to="/allmarket">{t('nav.markets')}</PreloadLink>
        <PreloadLink to="/dealCenter">{t('nav.exchange')}</PreloadLink>
        {loggedIn && (
          <>
            <PreloadLink to="/leverdealCenter">{t('nav.micro')}</PreloadLink>
            <PreloadLink to="/quickRedemption">{t('nav.quickExchange')}</PreloadLink>
            <PreloadLink to="/dealFinance">{t('nav.assets')}</PreloadLink>
          </>
        )}
        {appDownloadUrl && (
          <Menu label={t('nav.appDownload')} testId="app-download">
            <QrBox role="menuitem" tabIndex={-1}>
              <QR value={appDownloadUrl} size={100} label={t('appDownload.qr')} />
              <p>{t('appDownload.scan')}</p>
            </QrBox>
          </Menu>
        )}
      </Nav>
      <Tools>
        <ConnectionIndicator />
        {loggedIn ? (
          <DropdownMenu
            label={t('account.menu')}
            align="end"
            items={[
              {
                id: 'settings',
                label: t('account.settings'),
                onSelect: () => navigate('/account/accountSet'),
              },
              { id: 'assets', label: t('account.assets'), onSelect: () => navigate('/dealFinance') },
              { id: 'tradeLog', label: t('account.tradeLog'), onSelect: () => navigate('/coinOrder') },
              {
                id: 'identity',
                label: t('account.identity'),
                onSelect: () => navigate('/account/authentication'),
              },
              { id: 'logout', label: t('account.logout'), onSelect: () => void logout() },
            ]}
          />
        ) : (
          <>
            <Link to={loginPath}>{t('nav.login')}</Link>
            <Link className="primary" to={registerPath}>
              {t('nav.register')}
            </Link>
          </>
        )}
        <DropdownMenu
          label={languages[locale].nativeName}
          // The name contains the visible text (WCAG 2.5.3 label in name): "Language: English".
          aria-label={`${t('language.label')}: ${languages[locale].nativeName}`}
          align="end"
          items={locales.map((code) => ({
            id: code,
            label: languages[code].nativeName,
            lang: languages[code].htmlLang,
            selected: code === locale,
            onSelect: () => code !== locale && changeLocale(code),
          }))}
        />
        <IconButton
          type="button"
          onClick={toggleTheme}
          aria-label={theme === 'dark' ? t('theme.toWhite') : t('theme.toDark')}
          aria-pressed={theme === 'dark'}
          data-testid="theme-toggle"
        >
          <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
        </IconButton>
      </Tools>
    </Bar>
  );
}
