import { screen, within } from '@testing-library/react';
import { renderMarkets } from '../testing/render';
import { banners } from '../testing/fixtures';
import { Banner } from './Banner';

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

  it('carries the home language selector', async () => {
    await renderMarkets(<Banner loggedIn={false} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
