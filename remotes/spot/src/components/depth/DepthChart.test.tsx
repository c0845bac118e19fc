import type { BookState } from '@exchange/sdk';
import { createTestSdk } from '@exchange/sdk/testing';
import { ThemeProvider, themes } from '@exchange/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Axis, AxisLabelsFormatterContextObject, Chart } from 'highcharts/highstock';
import { useState } from 'react';
import { btcUsdt as pair, dealInfo, okBody } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { BookPanel } from '../BookPanel';
import { DepthChart, stepCursor } from './DepthChart';

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

// Highcharts under jsdom on two shared cores is slow.
jest.setTimeout(30_000);

const book: BookState = {
  pair: 'BTC/USDT',
  seq: 1,
  lastPrice: '100',
  bids: [
    ['99', '1'],
    ['98', '2'],
  ],
  asks: [
    ['101', '0.5'],
    ['102.5', '1.5'],
  ],
};

async function drawn(props: { book: BookState | undefined }, mode: 'white' | 'dark' = 'white') {
  const charts: Chart[] = [];
  const view = await renderPage(
    <ThemeProvider mode={mode} withGlobalStyle={false}>
      <DepthChart pair={pair} book={props.book} onChart={(chart) => charts.push(chart)} />
    </ThemeProvider>,
  );
  return { ...view, charts };
}

const xy = (chart: Chart, index: number) => chart.series[index]!.points.map((point) => [point.x, point.y]);
const readout = () => screen.getByTestId('depth-readout');
/**
 * The pointer over the plot at this price. jsdom lays nothing out (Highcharts' geometry is NaN there),
 * so the axis answers the price for the pointer's position; the e2e spec moves a real pointer.
 */
function pointAt(chart: Chart, price: number) {
  jest.spyOn(chart, 'isInsidePlot').mockReturnValue(true);
  jest.spyOn(chart.xAxis[0]!, 'toValue').mockReturnValue(price);
  fireEvent.mouseMove(chart.container, { clientX: 10, clientY: 10 });
}

describe('DepthChart (issue 26 item 3)', () => {
  it('draws cumulative bids and asks in the theme colours, as one named group', async () => {
    const { charts } = await drawn({ book }, 'dark');
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    expect(xy(chart, 0)).toEqual([
      [98, 3],
      [99, 1],
    ]);
    expect(xy(chart, 1)).toEqual([
      [101, 0.5],
      [102.5, 2],
    ]);
    expect(chart.series.map((series) => series.color)).toEqual([
      themes.dark.colors.up,
      themes.dark.colors.down,
    ]);
    expect(screen.getByRole('group', { name: 'Depth chart, BTC/USDT' })).toHaveAccessibleDescription(
      'Point at the chart, or focus it and use the arrow keys, to read a level.',
    );
  });

  it('centres its prices on the spread, so one far order does not squash the book near the price', async () => {
    // A take-profit at five times the price: with the axis fitted to it, the book drew in a sliver.
    const far: BookState = { ...book, asks: [...book.asks, ['500', '40']] };
    const { charts } = await drawn({ book: far });
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    await waitFor(() => expect(xy(chart, 1)).toHaveLength(3));
    // Middle of the spread 100; the bids reach 2 below it, so from 98 to 102, centred on the spread
    // (Highcharts' default minimum range widened it to 103), the far order out of view.
    const { min, max } = chart.xAxis[0]!.getExtremes();
    expect(min).toBe(98);
    expect(max).toBe(102);
    // The amount axis fits the depth in view (3 at most), not the far order's 42.
    expect(chart.yAxis[0]!.getExtremes().max).toBeLessThan(10);
    // Every level is still read out: the arrow keys walk to the far one.
    const group = screen.getByRole('group', { name: 'Depth chart, BTC/USDT' });
    group.focus();
    for (let step = 0; step < 4; step++) fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(readout()).toHaveTextContent('Asks 500.0000 USDTCumulative amount 42.0000 BTC');
  });

  it('writes prices in full under the chart, where Highcharts would write 65k', async () => {
    const { charts } = await drawn({ book });
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    const [prices] = chart.xAxis;
    // The labels as Highcharts asks for them with ticks 1,000 apart (jsdom lays nothing out).
    (prices as Axis & { tickInterval: number }).tickInterval = 1000;
    const context = {
      axis: prices,
      chart,
      value: 65_000,
      pos: 65_000,
    } as unknown as AxisLabelsFormatterContextObject;
    expect(prices!.defaultLabelFormatter.call(context)).toBe('65k');
    expect(prices!.options.labels?.formatter?.call(context, context)).toMatch(/^65[,\s]000$/);
  });

  it('reads out the price, cumulative amount and total of the level under the pointer', async () => {
    const { charts } = await drawn({ book });
    await waitFor(() => expect(charts).toHaveLength(1));
    pointAt(charts[0]!, 97.5);
    expect(readout()).toHaveTextContent('Bids 98.0000 USDT');
    expect(readout()).toHaveTextContent('Cumulative amount 3.0000 BTC');
    expect(readout()).toHaveTextContent('Total 295.0000 USDT');
    // Between two asks: the depth there is that of the lower one; past the last, the last.
    pointAt(charts[0]!, 102);
    expect(readout()).toHaveTextContent('Asks 101.0000 USDT');
    pointAt(charts[0]!, 102.6);
    expect(readout()).toHaveTextContent('Asks 102.5000 USDTCumulative amount 2.0000 BTCTotal 204.2500 USDT');
  });

  it('keeps the readout on the level under the pointer as the live book moves', async () => {
    const charts: Chart[] = [];
    function Live() {
      const [shown, setShown] = useState(book);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setShown({
                ...book,
                seq: 2,
                bids: [
                  ['98.5', '4'],
                  ['98', '2'],
                ],
              })
            }
          >
            next book
          </button>
          <DepthChart pair={pair} book={shown} onChart={(chart) => charts.push(chart)} />
        </>
      );
    }
    await renderPage(<Live />);
    await waitFor(() => expect(charts).toHaveLength(1));
    pointAt(charts[0]!, 98.9);
    expect(readout()).toHaveTextContent('Bids 99.0000 USDT');
    await userEvent.click(screen.getByRole('button', { name: 'next book' }));
    expect(readout()).toHaveTextContent('Bids 98.5000 USDTCumulative amount 4.0000 BTCTotal 394.0000 USDT');
    expect(charts).toHaveLength(1);
  });

  it('moves along the levels with the arrow keys from the best bid', async () => {
    const { charts } = await drawn({ book });
    await waitFor(() => expect(charts).toHaveLength(1));
    screen.getByRole('group', { name: 'Depth chart, BTC/USDT' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(readout()).toHaveTextContent('Bids 99.0000 USDT');
    await userEvent.keyboard('{ArrowRight}');
    expect(readout()).toHaveTextContent('Asks 101.0000 USDT');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(readout()).toHaveTextContent('Bids 98.0000 USDT');
    await userEvent.tab();
    expect(readout()).toHaveTextContent('Point at the chart');
  });

  it('says the book is empty, and shows progress before the first snapshot', async () => {
    const view = await drawn({ book: { ...book, bids: [], asks: [] } });
    expect(screen.getByText('The book is empty')).toBeInTheDocument();
    view.unmount();
    await drawn({ book: undefined });
    expect(screen.getByRole('status', { name: 'Loading the depth chart' })).toBeInTheDocument();
  });
});

describe('stepCursor', () => {
  it('starts at the best bid (or the best ask without bids) and stops at either end', () => {
    expect(stepCursor(2, 2, null, 1)).toEqual({ side: 'bids', index: 1 });
    expect(stepCursor(0, 2, null, -1)).toEqual({ side: 'asks', index: 0 });
    expect(stepCursor(2, 2, { side: 'asks', index: 1 }, 1)).toEqual({ side: 'asks', index: 1 });
    expect(stepCursor(2, 2, { side: 'bids', index: 0 }, -1)).toEqual({ side: 'bids', index: 0 });
    expect(stepCursor(0, 0, null, 1)).toBeNull();
  });
});

describe('BookPanel', () => {
  it('shows the list first and the live depth chart of the same book in the Depth tab', async () => {
    const test = createTestSdk();
    test.server.on(
      '/api/transaction/deal',
      okBody(dealInfo({ seq: 1, in: [{ price: '99', number: '1' }], out: [{ price: '101', number: '2' }] })),
    );
    await renderPage(<BookPanel pair={pair} />, { test });
    const tabs = screen.getByRole('tablist', { name: 'Order book views' });
    expect(within(tabs).getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('book-bids')).toHaveTextContent('99.0000'));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Depth' }));
    const group = await screen.findByRole('group', { name: 'Depth chart, BTC/USDT' });
    const socket = await goOnline(test);
    const { default: Highcharts } = await import('highcharts/highstock');
    const chart = () => Highcharts.charts.filter((c): c is Chart => c !== undefined).at(-1)!;
    await waitFor(() => expect(chart().series[1]!.points.map((p) => p.y)).toEqual([2]));
    act(() =>
      socket.push('market_depth', {
        symbol: 'BTC/USDT',
        legal_id: 1,
        currency_id: 2,
        seq: 2,
        last_price: '100',
        proportion: '0',
        token: 'btcusdt',
        yesterday: '1',
        today: '1',
        bids: [['99', '1']],
        asks: [
          ['101', '2'],
          ['103', '4'],
        ],
      }),
    );
    await waitFor(() => expect(chart().series[1]!.points.map((p) => p.y)).toEqual([2, 6]));
    expect(group).toBeInTheDocument();
  });
});
