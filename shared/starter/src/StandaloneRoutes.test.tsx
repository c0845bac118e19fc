import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneRoutes } from './StandaloneRoutes';
import { renderInApp } from './testing';

const pages = [
  { path: '/dealFinance', Page: () => <h1>Assets</h1> },
  { path: '/transfer', Page: () => <h1>Transfer</h1> },
] as const;

describe('a remote on its own', () => {
  it('shows each page at its path and links every page', async () => {
    await renderInApp(<StandaloneRoutes remote="wallets" pages={pages} />, { path: '/transfer' });
    expect(screen.getByRole('heading', { name: 'Transfer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '/dealFinance' }));
    expect(screen.getByRole('heading', { name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dealFinance');
  });

  it('sends a path it does not own to its first page', async () => {
    await renderInApp(<StandaloneRoutes remote="wallets" pages={pages} />, { path: '/somewhere' });
    expect(await screen.findByRole('heading', { name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dealFinance');
  });
});
