import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../testing';
import { Table, type TableColumn } from './Table';

beforeAll(() => setUpI18n());

interface Pair {
  symbol: string;
  price: string;
}

const renderPrice = jest.fn((row: Pair) => row.price);
const columns: TableColumn<Pair>[] = [
  { key: 'symbol', header: 'Pair', render: (row) => row.symbol },
  { key: 'price', header: 'Last price', render: renderPrice, align: 'end', numeric: true },
];
const btc = { symbol: 'BTC/USDT', price: '64000.1200' };
const eth = { symbol: 'ETH/USDT', price: '3100.0000' };

beforeEach(() => renderPrice.mockClear());

it('renders a named table with headers and one row per item', () => {
  renderWithTheme(<Table caption="Markets" columns={columns} rows={[btc, eth]} rowKey={(r) => r.symbol} />);
  const table = screen.getByRole('table', { name: 'Markets' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Pair', 'Last price']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['BTC/USDT64000.1200', 'ETH/USDT3100.0000']);
  // Numbers keep their left-to-right order ("+2.31%") inside an arabic or fa page.
  expect(screen.getByText('64000.1200')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('BTC/USDT')).not.toHaveAttribute('dir');
});

it('shows the empty state when there are no rows, and a spinner while loading', () => {
  const { rerender } = renderWithTheme(
    <Table caption="Markets" columns={columns} rows={[]} rowKey={(r) => r.symbol} />,
  );
  expect(screen.getByText('No data')).toBeInTheDocument();
  rerender(<Table caption="Markets" columns={columns} rows={[]} rowKey={(r) => r.symbol} loading />);
  expect(screen.queryByText('No data')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
});

it('re-renders only the rows whose object changed', () => {
  const { rerender } = renderWithTheme(
    <Table caption="Markets" columns={columns} rows={[btc, eth]} rowKey={(r) => r.symbol} />,
  );
  expect(renderPrice).toHaveBeenCalledTimes(2);
  renderPrice.mockClear();
  const btcTick = { ...btc, price: '64001.0000' };
  rerender(<Table caption="Markets" columns={columns} rows={[btcTick, eth]} rowKey={(r) => r.symbol} />);
  expect(renderPrice).toHaveBeenCalledTimes(1);
  expect(renderPrice).toHaveBeenCalledWith(btcTick);
  expect(screen.getByText('64001.0000')).toBeInTheDocument();
});

it('makes rows choosable by click and keyboard when onRowClick is given', async () => {
  const onRowClick = jest.fn();
  renderWithTheme(
    <Table
      caption="Markets"
      columns={columns}
      rows={[btc, eth]}
      rowKey={(r) => r.symbol}
      onRowClick={onRowClick}
      isRowActive={(r) => r.symbol === 'ETH/USDT'}
    />,
  );
  await userEvent.click(screen.getByText('BTC/USDT'));
  const ethRow = screen.getByText('ETH/USDT').closest('tr')!;
  expect(ethRow).toHaveAttribute('aria-current', 'true');
  ethRow.focus();
  await userEvent.keyboard('{Enter}');
  expect(onRowClick.mock.calls).toEqual([[btc], [eth]]);
});

describe('narrowLayout cards', () => {
  it('keeps the table, its headers and cells for assistive technology, and names each cell for its card line', () => {
    renderWithTheme(
      <Table
        caption="Records"
        columns={columns}
        rows={[btc]}
        rowKey={(r) => r.symbol}
        narrowLayout="cards"
      />,
    );
    const table = screen.getByRole('table', { name: 'Records' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Pair', 'Last price']);
    const cells = within(table).getAllByRole('cell');
    // The card line's label is generated content: the cell's own text stays its value.
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Pair', 'Last price']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['BTC/USDT', '64000.1200']);
    expect(screen.getByText('64000.1200')).toHaveAttribute('dir', 'ltr');
  });

  it('keeps a hideWhenNarrow column out of the card on a phone', () => {
    renderWithTheme(
      <Table
        caption="Records"
        columns={[columns[0]!, { ...columns[1]!, hideWhenNarrow: true }]}
        rows={[btc]}
        rowKey={(r) => r.symbol}
        narrowLayout="cards"
      />,
    );
    const [pair, price] = within(screen.getByRole('table', { name: 'Records' })).getAllByRole('cell');
    // jsdom applies no media query, so read the phone rule styled-components wrote: the card line's
    // doubled-class rule outranks the plain hiding rule, so it is the one that must say `none`.
    expect(phoneCardDisplay(pair!)).toBe('flex');
    expect(phoneCardDisplay(price!)).toBe('none');
  });

  it('labels no cell of a scrolling table', () => {
    renderWithTheme(<Table caption="Markets" columns={columns} rows={[btc]} rowKey={(r) => r.symbol} />);
    const cells = within(screen.getByRole('table', { name: 'Markets' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([undefined, undefined]);
  });
});

/** The `display` of `cell`'s card-line rule (`.c.c { ... }`) in the styles written for the page. */
function phoneCardDisplay(cell: HTMLElement): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  for (const name of cell.classList) {
    const found = new RegExp(`\\.${name}\\.${name}\\{display:([a-z]+)`).exec(css);
    if (found) return found[1];
  }
  return undefined;
}
