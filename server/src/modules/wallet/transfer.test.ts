import {
  IDEMPOTENCY_KEY_HEADER,
  accountList,
  hzHistory,
  legalLog,
  walletChange,
  walletDetail,
  type LogEntry,
  type LogPage,
  type TransferRecord,
  type WalletEntry,
} from '@exchange/protocol';
import { sub } from '../../money';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expectConserved, makerQuote, newTrader, orderOf, trade, type Trader } from '../spot/spot-test-kit';
import { ADA, BTC, USDT } from './wallet-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

const entry = async (trader: Trader, currency = USDT): Promise<WalletEntry> =>
  (await server.call(walletDetail, { currency }, trader.token)).message as WalletEntry;
const move = (trader: Trader, input: Record<string, unknown>) =>
  server.call(walletChange, { currency_id: USDT, ...input }, trader.token);

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000301');
  bob = await newTrader(server, '13800000302');
});
afterAll(() => server.stop());

describe('wallet/change', () => {
  it('shows the contract wallet detail with its local-currency rate', async () => {
    const detail = (await server.call(walletDetail, { currency: USDT, type: 'lever' }, alice.token)).message;
    expect(detail).toMatchObject({
      currency_name: 'USDT',
      lever_balance: '0',
      lock_lever_balance: '0',
      ExRate: '6.9641',
    });
  });

  it('moves 10 USDT to the contract account and back with the type 3 and 4 variant', async () => {
    const to = await move(alice, { type: 3, number: '10' });
    expect(to).toMatchObject({
      type: 'ok',
      message: { from_field: 'change', to_field: 'lever', number: '10', currency_name: 'USDT' },
    });
    expect(await entry(alice)).toMatchObject({ change_balance: '99990', lever_balance: '10' });
    expect((await move(alice, { type: 4, number: '10' })).type).toBe('ok');
    expect(await entry(alice)).toMatchObject({ change_balance: '100000', lever_balance: '0' });
  });

  it('moves between every pair of accounts open to the currency', async () => {
    expect((await move(alice, { from_field: 'change', to_field: 'micro', number: '30' })).type).toBe('ok');
    expect((await move(alice, { from_field: 'micro', to_field: 'lever', number: '10.5' })).type).toBe('ok');
    expect((await move(alice, { from_field: 'lever', to_field: 'legal', number: '10.5' })).type).toBe('ok');
    expect((await move(alice, { from_field: 'legal', to_field: 'change', number: '0.5' })).type).toBe('ok');
    expect(await entry(alice)).toMatchObject({
      change_balance: '99970.5',
      micro_balance: '19.5',
      lever_balance: '0',
      legal_balance: '10',
    });
    await expectConserved(server);
  });

  it('pushes every account of the currency after a transfer', async () => {
    const pushes = jest.spyOn(server.ctx.realtime, 'toUser');
    await move(alice, { from_field: 'micro', to_field: 'change', number: '19.5' });
    expect(pushes).toHaveBeenCalledWith(alice.id, 'coin_balance', {
      currency: USDT,
      change_balance: '99990',
      lock_change_balance: '0',
      legal_balance: '10',
      lock_legal_balance: '0',
      micro_balance: '0',
      lock_micro_balance: '0',
      lever_balance: '0',
      lock_lever_balance: '0',
    });
    pushes.mockRestore();
  });

  it('refuses more than is available, a closed account, the same account, bad amounts', async () => {
    expect(await move(alice, { type: 4, number: '1' })).toMatchObject({ message: 'balance.insufficient' });
    expect(await move(alice, { currency_id: ADA, type: 3, number: '1' })).toMatchObject({
      message: 'transfer.closed',
    });
    expect(
      await move(alice, { currency_id: BTC, from_field: 'change', to_field: 'legal', number: '0.1' }),
    ).toMatchObject({
      message: 'transfer.closed',
    });
    expect(await move(alice, { from_field: 'lever', to_field: 'lever', number: '1' })).toMatchObject({
      message: 'transfer.sameAccount',
    });
    for (const number of ['', '0', '-3', 'x', '1e2', '0x10']) {
      expect(await move(alice, { type: 3, number })).toMatchObject({ message: 'transfer.wrongAmount' });
    }
    expect(await move(alice, { type: 3, number: '9'.repeat(13) })).toMatchObject({
      message: 'amount.tooLarge',
    });
    expect(await move(alice, { type: 3, number: '1.000000001' })).toMatchObject({
      message: 'amount.tooPrecise',
    });
    expect(await move(alice, { currency_id: 999, type: 3, number: '1' })).toMatchObject({
      message: 'currency.notFound',
    });
    expect(await entry(alice)).toMatchObject({ change_balance: '99990', lever_balance: '0' });
  });

  it('answers a retried key with the first transfer and moves the funds once, even racing', async () => {
    const carol = await newTrader(server, '13800000303');
    const keyed = async (key: string, number = '7') => {
      const response = await server.app.inject({
        method: 'POST',
        url: walletChange.path,
        headers: {
          authorization: `Bearer ${carol.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        payload: new URLSearchParams({
          currency_id: String(USDT),
          from_field: 'change',
          to_field: 'micro',
          number,
        }).toString(),
      });
      return response.json() as { type: string | number; message: TransferRecord | string };
    };
    const before = await entry(carol);
    const answers = await Promise.all(Array.from({ length: 10 }, () => keyed('transfer-once-1')));
    const ids = new Set(answers.map((a) => (a.message as TransferRecord).id));
    expect(answers.every((a) => a.type === 'ok')).toBe(true);
    expect(ids.size).toBe(1);
    // The same key with other figures is the conflict and moves nothing; a new key moves again.
    expect(await keyed('transfer-once-1', '9')).toEqual({
      type: 'error',
      message: 'wallet.idempotencyConflict',
    });
    expect(await entry(carol)).toMatchObject({ change_balance: sub(before.change_balance, '7') });
    expect((await keyed('transfer-once-2')).type).toBe('ok');
    expect(await entry(carol)).toMatchObject({ change_balance: sub(before.change_balance, '14') });
    expect((await keyed('not a key!')).message).toBe('wallet.badIdempotencyKey');
    await expectConserved(server);
  });

  it('lists the caller’s transfers only, newest first, 30 a page', async () => {
    await move(bob, { type: 3, number: '1' });
    const mine = (await server.call(hzHistory, {}, alice.token)).message as {
      data: TransferRecord[];
      total: number;
      limit: number;
    };
    expect(mine.limit).toBe(30);
    expect(mine.total).toBe(7);
    expect(mine.data[0]).toMatchObject({ from_field: 'micro', to_field: 'change', number: '19.5' });
    const theirs = (await server.call(hzHistory, { limit: 5 }, bob.token)).message as {
      data: TransferRecord[];
      total: number;
    };
    expect(theirs.total).toBe(1);
    expect(theirs.data.map((t) => t.id)).not.toContain(mine.data[0]?.id);
  });
});

describe('account logs', () => {
  it('logs the currency account (type 2) and the contract account (3, lever; 4 transfers only)', async () => {
    const change = (await server.call(legalLog, { type: 2, currency: USDT }, alice.token)).message as LogPage;
    expect(change.list[0]).toMatchObject({
      value: '19.5',
      info: 'ledger.transfer',
      account: 'change',
      currency_name: 'USDT',
    });
    const lever = (await server.call(legalLog, { type: 'lever', currency: USDT }, alice.token))
      .message as LogPage;
    const three = (await server.call(legalLog, { type: '3', currency: USDT }, alice.token))
      .message as LogPage;
    expect(three.list).toEqual(lever.list);
    expect(lever.list.map((e: LogEntry) => e.value)).toEqual(['-10.5', '10.5', '-10', '10']);
    const four = (await server.call(legalLog, { type: 4 }, alice.token)).message as LogPage;
    expect(four.list.every((e) => e.info === 'ledger.transfer')).toBe(true);
    expect(four.total).toBe(4);
  });

  it('pages the whole account log 20 at a time, the caller’s rows only', async () => {
    const first = (await server.call(accountList, { page: 1 }, alice.token)).message as {
      data: LogEntry[];
      total: number;
      limit: number;
    };
    expect(first.limit).toBe(20);
    expect(first.data).toHaveLength(20);
    const second = (await server.call(accountList, { page: 2 }, alice.token)).message as { data: LogEntry[] };
    expect(second.data.length).toBe(first.total - 20);
    expect(first.data.map((e) => e.info)).toContain('ledger.demoFunds');
    const bobs = (await server.call(accountList, { limit: 100 }, bob.token)).message as { data: LogEntry[] };
    const aliceIds = new Set([...first.data, ...second.data].map((e) => e.id));
    expect(bobs.data.some((e) => aliceIds.has(e.id))).toBe(false);
  });

  it('names the side of every row, so a freeze reads as available out and frozen in', async () => {
    const carol = await newTrader(server, '13800000399');
    expect((await trade(server, carol, { type: 1, target_price: '100', amount: '1' })).type).toBe('ok');
    const log = (await server.call(accountList, { limit: 100 }, carol.token)).message as { data: LogEntry[] };
    const freeze = log.data.filter((e) => e.info === 'ledger.spotLock');
    expect(freeze.map((e) => ({ account: e.account, locked: e.locked, value: e.value }))).toEqual(
      expect.arrayContaining([
        { account: 'change', locked: 0, value: '-100' },
        { account: 'change', locked: 1, value: '100' },
      ]),
    );
    expect(freeze).toHaveLength(2);
  });
});

describe('a transfer racing a spot order on the same funds', () => {
  it('lets one of them have the money, never both, and loses nothing', async () => {
    makerQuote(server, 'sell', '65000', '5');
    // Each wants 60000 of bob's 99999 USDT: at most one can be served.
    const results = await Promise.all([
      move(bob, { from_field: 'change', to_field: 'micro', number: '60000' }),
      trade(server, bob, { type: 1, target_price: '60000', amount: '1' }),
      move(bob, { from_field: 'change', to_field: 'lever', number: '60000' }),
    ]);
    const served = results.filter((r) => r.type === 'ok');
    expect(served).toHaveLength(1);
    for (const refused of results.filter((r) => r.type !== 'ok')) {
      expect(['balance.insufficient', 'spot.insufficientBalance']).toContain(refused.message);
    }
    const after = await entry(bob);
    for (const value of Object.values(after))
      if (typeof value === 'string' && /^-/.test(value)) throw new Error(value);
    if (results[1]?.type === 'ok') expect(orderOf(results[1]).status).toBe(1);
    await expectConserved(server);
  });
});
