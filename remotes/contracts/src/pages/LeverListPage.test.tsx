import type { LeverPosition } from '@exchange/protocol';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { fail, leverPosition, ok } from '../testing/fixtures';
import { logInOnline, sentTo } from '../testing/contractStore';
import { renderPage } from '../testing/render';
import LeverListPage from './LeverListPage';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

const long = leverPosition({ id: 7 });
const short = leverPosition({
  id: 8,
  type: 2,
  time: 1_700_000_000_001,
  profits: '-2.5',
  liquidation_price: '52500',
});
const myTrade = (rows: LeverPosition[], hazard_rate = '198', profits_total = '-1.5') =>
  ok({
    message: { data: rows, page: 1, limit: 20, total: rows.length },
    order: { data: rows, page: 1, limit: 20, total: rows.length },
    hazard_rate,
    profits_total,
    profits: profits_total,
  });

async function positionsScreen(rows = [short, long]) {
  const test = createTestSdk();
  test.server.on('/api/lever/my_trade', myTrade(rows));
  await logInOnline(test);
  await renderPage(<LeverListPage />, { test, path: '/leverList' });
  const table = await screen.findByRole('table', { name: 'Open positions and pending orders' });
  await within(table).findByText('47500.0000');
  return { test, table };
}

const push = (test: TestSdk, event: string, payload: unknown) =>
  act(() => test.sockets[0]!.push(event, payload));

describe('the positions screen (/leverList)', () => {
  it('shows the risk rate, total P&L and each position with its estimated liquidation price', async () => {
    const { table } = await positionsScreen();
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('198.00%');
    expect(screen.getByTestId('profits-total')).toHaveTextContent('-1.5000');
    expect(within(table).getByText('52500.0000')).toBeInTheDocument();
    expect(within(table).getByText('-2.5000')).toBeInTheDocument();
  });

  it('follows lever_trade (profit, risk rate) and lever_closed (the row goes) pushes', async () => {
    const { test, table } = await positionsScreen();
    push(test, 'lever_trade', {
      hazard_rate: '150.5',
      profits_total: '12',
      data: [{ ...long, profits: '14.5', price: '50725' }],
    });
    expect(await within(table).findByText('14.5000')).toBeInTheDocument();
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('150.50%');
    expect(screen.getByTestId('profits-total')).toHaveTextContent('12.0000');
    push(test, 'lever_closed', { hazard_rate: '0', profits_total: '0', ids: [8], data: [] });
    await waitFor(() => expect(within(table).queryByText('52500.0000')).not.toBeInTheDocument());
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('--');
  });

  it('closes the sells only after a confirmation (batch_close type 2)', async () => {
    const { test } = await positionsScreen();
    test.server.on('/api/lever/batch_close', ok({ closed: [8], positions: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Close shorts only' }));
    const dialog = screen.getByRole('dialog', { name: 'One-click close' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close positions' }));
    expect(await screen.findByText('Positions closed: 1')).toBeInTheDocument();
    expect(sentTo(test, '/api/lever/batch_close')).toEqual([{ type: '2' }]);
  });

  it('closes one position', async () => {
    const { test, table } = await positionsScreen();
    test.server.on('/api/lever/close', ok({ ...long, status: 3 }));
    await userEvent.click(within(table).getByRole('button', { name: 'Close position 7 BTC/USDT' }));
    expect(await screen.findByText('Position closed')).toBeInTheDocument();
    expect(sentTo(test, '/api/lever/close')).toEqual([{ id: '7' }]);
  });

  it("sends one close for a double click and shows the server's refusal above the list", async () => {
    const { test, table } = await positionsScreen();
    test.server.on('/api/lever/close', fail('lever.pairClosed'));
    await userEvent.dblClick(within(table).getByRole('button', { name: 'Close position 7 BTC/USDT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract trading is not open for this pair');
    expect(sentTo(test, '/api/lever/close')).toEqual([{ id: '7' }]);
  });

  it('sets stops with a 0.01 stepper that stops at 0 and checks the side (spec §5)', async () => {
    const { test, table } = await positionsScreen();
    test.server.on('/api/lever/setstop', ok(long));
    await userEvent.click(within(table).getByRole('button', { name: 'Set stops of position 7 BTC/USDT' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop-profit and stop-loss BTC/USDT' });
    const loss = within(dialog).getByLabelText('Stop-loss price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Stop-loss price by 0.01' }));
    expect(loss).toHaveValue('0.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower Stop-loss price by 0.01' }));
    expect(loss).toHaveValue('0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower Stop-loss price by 0.01' }));
    expect(loss).toHaveValue('0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The value must be greater than 0');
    const profit = within(dialog).getByLabelText('Stop-profit price');
    await userEvent.type(profit, '49000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save stops' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'For a long position the stop-profit must be above the open price',
    );
    await userEvent.clear(profit);
    await userEvent.type(profit, '55000');
    await userEvent.type(loss, '48000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save stops' }));
    expect(await screen.findByText('Stops saved')).toBeInTheDocument();
    expect(sentTo(test, '/api/lever/setstop')).toEqual([
      { id: '7', target_profit_price: '55000', stop_loss_price: '48000' },
    ]);
  });

  it('says so when nothing is open', async () => {
    const test = createTestSdk();
    test.server.on('/api/lever/my_trade', myTrade([], '0', '0'));
    await logInOnline(test);
    await renderPage(<LeverListPage />, { test });
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close all' })).toBeDisabled();
  });
});
