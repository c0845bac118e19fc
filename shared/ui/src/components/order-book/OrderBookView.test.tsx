import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../../testing';
import { OrderBookView, type OrderBookLevel, type OrderBookViewProps } from './OrderBookView';

beforeAll(() => setUpI18n());

const labels = {
  title: 'Order book',
  price: 'Price (USDT)',
  amount: 'Amount (BTC)',
  total: 'Total (BTC)',
  asks: 'Asks',
  bids: 'Bids',
  last: 'Last price',
  loadMore: 'Load more',
  showLess: 'Show less',
};
const formatPrice = (value: string) => `${value}.00`;
const formatAmount = (value: string) => `${value}.0`;
const usePriceLabel = (price: string) => `Use price ${price}`;

const level = (price: string, amount: string, total: string, depth: number): OrderBookLevel => ({
  price,
  amount,
  total,
  depth,
});
const asks = [level('101', '2', '2', 0.5), level('102', '2', '4', 1)];
const bids = [level('99', '1', '1', 0.25), level('98', '3', '4', 1)];

function renderBook(overrides: Partial<OrderBookViewProps> = {}) {
  const props: OrderBookViewProps = {
    labels,
    asks,
    bids,
    lastPrice: '100.00',
    formatPrice,
    formatAmount,
    usePriceLabel,
    hasMore: false,
    expanded: false,
    onToggleExpanded: () => undefined,
    ...overrides,
  };
  return renderWithTheme(<OrderBookView {...props} />);
}

it('draws asks best at the bottom, the last price, then bids best on top', () => {
  renderBook();
  const region = screen.getByRole('region', { name: 'Order book' });
  expect(within(region).getByRole('heading', { name: 'Order book' })).toBeInTheDocument();
  const askRows = within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('listitem');
  expect(askRows.map((row) => row.textContent)).toEqual(['102.002.04.0', '101.002.02.0']);
  expect(screen.getByLabelText('Last price')).toHaveTextContent('100.00');
  const bidRows = within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('listitem');
  expect(bidRows.map((row) => row.textContent)).toEqual(['99.001.01.0', '98.003.04.0']);
  expect(screen.queryByText('No data')).not.toBeInTheDocument();
});

it('scales each depth bar to the level’s share of the deepest level', () => {
  renderBook();
  const bidRows = within(screen.getByTestId('book-bids')).getAllByRole('listitem');
  const bars = bidRows.map((row) => (row.querySelector('.bar') as HTMLElement).style.transform);
  expect(bars).toEqual(['scaleX(0.25)', 'scaleX(1)']);
});

it('passes the unformatted price of a clicked level, named by its visible price', async () => {
  const onPickPrice = jest.fn();
  renderBook({ onPickPrice });
  await userEvent.click(screen.getByRole('button', { name: 'Use price 101.00' }));
  await userEvent.click(screen.getByRole('button', { name: 'Use price 98.00' }));
  expect(onPickPrice.mock.calls).toEqual([['101'], ['98']]);
});

it('shows the empty state when both sides are empty, but not while loading', () => {
  const { unmount } = renderBook({ asks: [], bids: [], lastPrice: '--' });
  expect(screen.getByText('No data')).toBeInTheDocument();
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  unmount();
  renderBook({ asks: [], bids: [], loading: true, labels: { ...labels, empty: 'The book is empty' } });
  expect(screen.queryByText('The book is empty')).not.toBeInTheDocument();
});

it('uses the app’s empty text when given', () => {
  renderBook({ asks: [], bids: [], labels: { ...labels, empty: 'The book is empty' } });
  expect(screen.getByText('The book is empty')).toBeInTheDocument();
});

it('offers load more only when there is more, and show less while expanded', async () => {
  const onToggleExpanded = jest.fn();
  const { rerender } = renderBook({ onToggleExpanded });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  const props = { labels, asks, bids, lastPrice: '1', formatPrice, formatAmount, usePriceLabel };
  rerender(<OrderBookView {...props} hasMore expanded={false} onToggleExpanded={onToggleExpanded} />);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onToggleExpanded).toHaveBeenCalledTimes(1);
  rerender(<OrderBookView {...props} hasMore={false} expanded onToggleExpanded={onToggleExpanded} />);
  expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
});

it('renders the app’s extra controls beside the title', () => {
  renderBook({ controls: <select aria-label="Price grouping" /> });
  expect(screen.getByRole('combobox', { name: 'Price grouping' })).toBeInTheDocument();
});
