import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing';
import { MarketTopBar, type MarketTopBarProps } from './MarketTopBar';

const labels = {
  last: 'Last price',
  high: '24h high',
  low: '24h low',
  change: '24h change',
  volume: '24h volume',
};
const figures = { last: '30000.50', high: '31000.00', low: '29000.00', change: '-1.23%', volume: '12,345' };

const renderBar = (overrides: Partial<MarketTopBarProps> = {}) =>
  renderWithTheme(
    <MarketTopBar pair="BTC/USDT" figures={figures} changeDirection="down" labels={labels} {...overrides} />,
  );

it('names each 24 h figure by its label', () => {
  renderBar({ lastTestId: 'top-last' });
  expect(screen.getByRole('heading', { name: 'BTC/USDT' })).toBeInTheDocument();
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(['Last price', '24h high', '24h low', '24h change', '24h volume']);
  expect(values).toEqual(['30000.50', '31000.00', '29000.00', '-1.23%', '12,345']);
  expect(screen.getByTestId('top-last')).toHaveTextContent('30000.50');
});

it('describes the pair with its tooltip when there is one', () => {
  renderBar({ pairInfo: <p>Issued: 21,000,000</p> });
  const name = screen.getByRole('button', { name: 'BTC/USDT' });
  expect(name).toHaveAccessibleDescription('Issued: 21,000,000');
});

it('keeps the pair plain without details, and renders the leading control', () => {
  renderBar({ leading: <button type="button">Pairs</button> });
  expect(screen.queryByRole('button', { name: 'BTC/USDT' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pairs' })).toBeInTheDocument();
});

it('colours the change by its direction', () => {
  const { unmount } = renderBar({ changeDirection: 'down' });
  const down = getComputedStyle(screen.getByText('-1.23%')).color;
  unmount();
  renderBar({ changeDirection: 'up', figures: { ...figures, change: '2.50%' } });
  const up = getComputedStyle(screen.getByText('2.50%')).color;
  expect(up).not.toEqual(down);
});
