import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RecordsPage from './RecordsPage';
import { renderPage } from '../testing/render';
import { goOnline, sent, walletServer } from '../testing/walletServer';
import { logEntry, ok } from '../testing/fixtures';

// Whole forms typed on a machine shared by many builds: more than jest's default 5 s.
jest.setTimeout(20_000);

const transfer = (id: number) => ({
  id,
  currency: 1,
  currency_name: 'USDT',
  number: '10',
  from_field: 'change',
  to_field: 'lever',
  create_time: Date.UTC(2026, 0, 2, 3, 4, 5),
});

const record = (id: number, way: 'buy' | 'sell') => ({
  create_time: 1,
  deal_account: 'from-account',
  acceptor_name: 'ERC20',
  hes_account: '0xdeposit',
  way_name: way === 'buy' ? 'record.deposit' : 'record.withdraw',
  money: '20',
  update_time: 1,
  id,
  way,
  currency: 1,
  currency_name: 'USDT',
  chain: 'erc20',
  account: 'change',
  fee: '0',
  received: '20',
  memo: '',
  status: way === 'buy' ? 'credited' : 'review',
  confirmations: 12,
  required_confirmations: 12,
});

/** A blob's text (jsdom's Blob has no text()); the decoder drops the byte-order mark. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('RecordsPage', () => {
  it('/transferRecord lists the transfers, 30 asked at a time, with load more then no more', async () => {
    const test = walletServer();
    test.server.on('/api/wallet/hzhistory', (request) =>
      request.fields.page === '1'
        ? ok({ data: [transfer(1), transfer(2)], page: 1, limit: 30, total: 3 })
        : ok({ data: [transfer(3)], page: 2, limit: 30, total: 3 }),
    );
    await renderPage(<RecordsPage />, { test, path: '/transferRecord' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('2026-01-02 11:04:05USDT10.00Currency accountContract account');
    expect(sent(test, '/api/wallet/hzhistory')[0]).toEqual({ page: '1', limit: '30' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('exports the loaded rows as CSV, amounts exactly as the server sent them', async () => {
    const test = walletServer();
    test.server.on(
      '/api/wallet/hzhistory',
      ok({ data: [{ ...transfer(1), number: '10.12345678' }], page: 1, limit: 30, total: 1 }),
    );
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:records';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderPage(<RecordsPage />, { test, path: '/transferRecord' });
    // Not "one row": the loading spinner is a row too.
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('10.12'));
    expect(bodyRows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Transfer history' }));
    expect(click).toHaveBeenCalled();
    const text = await readText(blobs[0]!);
    expect(text).toBe(
      'Time,Currency,Amount,From,To\r\n2026-01-02 11:04:05,USDT,10.12345678,Currency account,Contract account\r\n',
    );
    click.mockRestore();
  });

  it('shows the empty state and no export when there is nothing', async () => {
    const test = walletServer();
    test.server.on('/api/wallet/hzhistory', ok({ data: [], page: 1, limit: 30, total: 0 }));
    await renderPage(<RecordsPage />, { test, path: '/transferRecord' });
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV: Transfer history' })).toBeDisabled();
    expect(screen.queryByText('No more')).not.toBeInTheDocument();
  });

  it('/transferLog reads account/list 20 a page, with translated details', async () => {
    const test = walletServer();
    test.server.on(
      '/api/account/list',
      ok({ data: [logEntry(1, { value: '-5', info: 'ledger.transfer' })], page: 1, limit: 20, total: 1 }),
    );
    await renderPage(<RecordsPage />, { test, path: '/transferLog' });
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('-5.00000000'));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Transfer between accounts');
    expect(sent(test, '/api/account/list')[0]).toEqual({ page: '1', limit: '20' });
  });

  it('/transferLog names the side of each row: a freeze is the available side out and the frozen side in', async () => {
    const test = walletServer();
    const freeze = { info: 'ledger.spotLock', account: 'change' as const };
    test.server.on(
      '/api/account/list',
      ok({
        data: [
          logEntry(1, { ...freeze, value: '-100', locked: 0 }),
          logEntry(2, { ...freeze, value: '100', locked: 1 }),
        ],
        page: 1,
        limit: 20,
        total: 2,
      }),
    );
    await renderPage(<RecordsPage />, { test, path: '/transferLog' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Available')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('Frozen')).toBeInTheDocument();
  });

  it('/coinRecord shows deposits (way buy), then withdrawals (way sell)', async () => {
    const test = walletServer();
    test.server.on('/api/acceptor/my_deal', (request) =>
      ok({
        list: [record(request.fields.way === 'buy' ? 1 : 2, request.fields.way as 'buy' | 'sell')],
        page: 1,
        limit: 20,
        total: 1,
      }),
    );
    await renderPage(<RecordsPage />, { test, path: '/coinRecord' });
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Credited'));
    expect(bodyRows()[0]).toHaveTextContent('0xdeposit');
    expect(within(bodyRows()[0]!).getByText('ERC20')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Acceptor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Under review'));
    expect(sent(test, '/api/acceptor/my_deal').map((fields) => fields.way)).toEqual(['buy', 'sell']);
  });

  it('/coinRecord scrolls its wide table in a region the keyboard can reach, named by the table (axe scrollable-region-focusable)', async () => {
    const test = walletServer();
    test.server.on('/api/acceptor/my_deal', () =>
      ok({ list: [record(1, 'buy')], page: 1, limit: 20, total: 1 }),
    );
    await renderPage(<RecordsPage />, { test, path: '/coinRecord' });
    const region = await screen.findByRole('region', { name: 'Deposits' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it("/coinRecord reads the list again when one of the user's deposits changes (wallet_record push)", async () => {
    const test = walletServer();
    let status = 'confirming';
    test.server.on('/api/acceptor/my_deal', () =>
      ok({ list: [{ ...record(1, 'buy'), status }], page: 1, limit: 20, total: 1 }),
    );
    await renderPage(<RecordsPage />, { test, path: '/coinRecord' });
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Confirming'));
    await goOnline(test);
    status = 'credited';
    act(() => test.sockets[0]!.push('wallet_record', { record: { ...record(1, 'buy'), status } }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Credited'));
    expect(sent(test, '/api/acceptor/my_deal')).toHaveLength(2);
  });

  it('/finanrec is a static sample, labelled as such, calling nothing', async () => {
    const test = walletServer();
    await renderPage(<RecordsPage />, { test, path: '/finanrec' });
    expect(screen.getByRole('note')).toHaveTextContent('Sample data');
    expect(bodyRows()).toHaveLength(3);
    expect(test.server.requests.filter((request) => request.path.startsWith('/api/acceptor'))).toHaveLength(
      0,
    );
  });
});
