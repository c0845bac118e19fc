import { screen, within } from '@testing-library/react';
import LockDetailPage from './LockDetailPage';
import { renderPage } from '../testing/render';

describe('LockDetailPage', () => {
  it("shows the spec's fixed sample values, labelled as an example, with a live countdown and progress", async () => {
    await renderPage(<LockDetailPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flexible lock-up promotion' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.getByText(/fixed sample values/)).toBeInTheDocument();

    const spec = screen.getByRole('region', { name: 'Specification' });
    expect(within(spec).getByText('3.65%')).toBeInTheDocument();
    expect(within(spec).getByText('3')).toBeInTheDocument();
    expect(within(spec).getByText('50,000 USDT')).toBeInTheDocument();
    expect(within(spec).getByText('1 USDT / 1,000,000 USDT')).toBeInTheDocument();
    expect(within(spec).getByText('5,000,000 USDT')).toBeInTheDocument();

    expect(screen.getByRole('timer')).toHaveTextContent(/^(\d d )?\d\d:\d\d:\d\d$/);
    expect(screen.getByRole('progressbar', { name: 'Term progress' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Rules' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'See the products you can buy' })).toHaveAttribute(
      'href',
      '/lock',
    );
  });
});
