import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DropdownMenu, QR } from '@exchange/ui';
import { useSdk } from '@exchange/sdk';
import { languages, locales } from '@exchange/i18n';
import { loginPath, registerPath } from '../routing/routeTable';
import { useShell } from '@exchange/starter';
import { useLoggedIn } from '../shell/useLoggedIn';
import { Menu } from './Menu';
import { ConnectionIndicator } from './ConnectionIndicator';
import { MobileMenu, phoneMedia } from './MobileMenu';
import { NavEntries, NavItem } from './NavMenus';
import { accountNav, isWithin, mainNav } from './navigation';

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
  ${phoneMedia} {
    display: none;
  }
  & > a {
    padding: 6px 10px;
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  & > a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
  & > a:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
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

/** The account dropdown: spec §2's entries, the rest of the account area, and logout. */
function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const inAccountArea = ['/account', '/userSetting', '/userSetting2', '/team', '/coinOrder'].some((to) =>
    isWithin({ to, labelKey: '' }, pathname),
  );
  return (
    <Menu label={t('account.menu')} testId="account-menu" current={inAccountArea}>
      {accountNav.map((entry) => (
        <NavItem key={entry.to} entry={entry} menuItem />
      ))}
      <button type="button" role="menuitem" tabIndex={-1} onClick={onLogout}>
        {t('account.logout')}
      </button>
    </Menu>
  );
}

/** Spec §2 header: menu, logged-in links, account dropdown or login/sign-up, language, theme. */
export function Header() {
  const { t } = useTranslation('host');
  const { session } = useSdk();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { theme, toggleTheme, locale, changeLocale, appDownloadUrl } = useShell();
  const nodes = mainNav(loggedIn);

  const logout = async () => {
    await session.logout();
    navigate(loginPath);
  };

  return (
    <Bar>
      <Brand to="/">{t('brand')}</Brand>
      <MobileMenu nodes={nodes} appDownloadUrl={appDownloadUrl} />
      <Nav aria-label={t('nav.label')}>
        <NavEntries nodes={nodes} />
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
          <AccountMenu onLogout={() => void logout()} />
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
