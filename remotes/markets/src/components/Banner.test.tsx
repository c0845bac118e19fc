import { screen } from '@testing-library/react';
import { renderInApp, setUpI18n } from '../testing/render';
import { Banner } from './Banner';

beforeAll(() => setUpI18n());

describe('Banner', () => {
  it('offers login and register to a guest', () => {
    renderInApp(<Banner loggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/components/register');
    expect(screen.queryByRole('link', { name: 'Trade now' })).not.toBeInTheDocument();
  });

  it('offers a trade button when a user id is stored', () => {
    renderInApp(<Banner loggedIn />);
    expect(screen.getByRole('link', { name: 'Trade now' })).toHaveAttribute('href', '/dealCenter');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
