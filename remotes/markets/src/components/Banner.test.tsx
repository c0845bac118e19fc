import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkets } from '../testing/render';
import { banners } from '../testing/fixtures';
import { Banner } from './Banner';

const homeTwelve = [
  'English',
  'فارسی',
  'Deutsch',
  'Português',
  'Русский',
  'Español',
  'Français',
  '日本語',
  '한국어',
  'Tiếng Việt',
  'ไทย',
  '繁體中文',
];

describe('Banner', () => {
  it('offers login and register to a guest', async () => {
    await renderMarkets(<Banner loggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/components/register');
    expect(screen.queryByRole('link', { name: 'Trade now' })).not.toBeInTheDocument();
  });

  it('offers a trade button when a user id is stored', async () => {
    await renderMarkets(<Banner loggedIn />);
    expect(screen.getByRole('link', { name: 'Trade now' })).toHaveAttribute('href', '/dealCenter');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("shows the server's banners, each opening its article", async () => {
    await renderMarkets(<Banner loggedIn={false} banners={banners(2)} />);
    const list = screen.getByRole('list', { name: 'Highlights' });
    expect(within(list).getByRole('link', { name: 'Banner 1' })).toHaveAttribute(
      'href',
      '/noticeDetail?id=101',
    );
    expect(within(list).getByText('Banner 2 summary')).toBeInTheDocument();
  });

  it('shows no banner list while loading or when the server has none', async () => {
    await renderMarkets(<Banner loggedIn={false} banners={null} />);
    expect(screen.queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
  });

  it("offers the spec's 12 home languages in its order, the current one selected", async () => {
    await renderMarkets(<Banner loggedIn={false} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(homeTwelve);
    expect(select).toHaveValue('en');
  });

  it('switches the language: stored, told to the server, page reloaded', async () => {
    const { test, reload } = await renderMarkets(<Banner loggedIn={false} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(test.sdk.storage.get('locale')).toBe('de');
    expect(test.server.requests.some((r) => r.path === '/api/set/lang' && r.fields.lang === 'de')).toBe(true);
    expect(reload).toHaveBeenCalled();
  });

  it('keeps a current language outside the home list selected (Arabic)', async () => {
    await renderMarkets(<Banner loggedIn={false} />, { locale: 'arabic' });
    const select = screen.getByRole('combobox', { name: 'اللغة' });
    expect(select).toHaveValue('arabic');
    expect(within(select).getAllByRole('option')).toHaveLength(13);
  });
});
