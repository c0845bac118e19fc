import { screen } from '@testing-library/react';
import { renderMarkets } from '../testing/render';
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
});
