import fc from 'fast-check';
import { walletChange, walletOut, type WalletRecord } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expectConserved, makerQuote, newTrader, trade, type Trader } from '../spot/spot-test-kit';
import { walletFields } from '../../services/ledger';
import { operator } from './wallet-test-kit';

// Random interleavings of transfers, spot orders, withdrawals (approved or rejected) and deposits,
// some overdrawing, some sent concurrently: no balance ever goes below zero, a refused operation
// moves nothing, and every currency's wallets plus house accounts still sum to zero.

let server: TestServer;
let traders: Trader[];

beforeAll(async () => {
  server = await startTestServer();
  traders = [await newTrader(server, '13800000401'), await newTrader(server, '13800000402')];
  makerQuote(server, 'sell', '65000', '1000');
  makerQuote(server, 'buy', '60000', '1000');
});
afterAll(() => server.stop());

const accounts = ['change', 'lever', 'micro', 'legal'] as const;
const amount = fc
  .tuple(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`);

type Op =
  | {
      kind: 'transfer';
      who: number;
      from: (typeof accounts)[number];
      to: (typeof accounts)[number];
      amount: string;
    }
  | { kind: 'order'; who: number; side: 1 | 2; price: string; amount: string }
  | { kind: 'withdraw'; who: number; amount: string; decision: 'approve' | 'reject' | 'keep' }
  | { kind: 'deposit'; who: number; amount: string };

const who = fc.integer({ min: 0, max: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('transfer' as const),
    who,
    from: fc.constantFrom(...accounts),
    to: fc.constantFrom(...accounts),
    amount,
  }),
  fc.record({
    kind: fc.constant('order' as const),
    who,
    side: fc.constantFrom(1 as const, 2 as const),
    price: fc.constantFrom('59000', '62000', '66000'),
    amount: fc.constantFrom('0.01', '0.5', '2'),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    amount,
    decision: fc.constantFrom('approve' as const, 'reject' as const, 'keep' as const),
  }),
  fc.record({ kind: fc.constant('deposit' as const), who, amount: fc.constantFrom('1', '250.5', '10000') }),
);

async function balances(): Promise<string[]> {
  const { rows } = await server.db.query<Record<string, string>>(
    `SELECT ${walletFields.map((f) => `${f}::text`).join(', ')} FROM wallets WHERE user_id = ANY($1) ORDER BY user_id, currency_id`,
    [traders.map((t) => t.id)],
  );
  return rows.flatMap((row) => walletFields.map((f) => row[f] ?? '0'));
}

async function run(o: Op): Promise<boolean> {
  const trader = traders[o.who] as Trader;
  switch (o.kind) {
    case 'transfer':
      return (
        (
          await server.call(
            walletChange,
            { currency_id: 1, from_field: o.from, to_field: o.to, number: o.amount },
            trader.token,
          )
        ).type === 'ok'
      );
    case 'order':
      return (
        (await trade(server, trader, { type: o.side, target_price: o.price, amount: o.amount })).type === 'ok'
      );
    case 'withdraw': {
      const answer = await server.call(
        walletOut,
        {
          currency: 1,
          type: 'trc20',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          number: o.amount,
          pay_password: '123456',
        },
        trader.token,
      );
      if (answer.type !== 'ok') return false;
      if (o.decision !== 'keep') {
        const id = (answer.message as WalletRecord).id;
        expect((await operator(server, { action: 'withdrawal', id, decision: o.decision })).type).toBe('ok');
      }
      return true;
    }
    case 'deposit':
      return (
        (await operator(server, { action: 'deposit', to: String(trader.id), amount: o.amount })).type === 'ok'
      );
  }
}

it('conserves funds and never goes negative across random transfers, orders and withdrawals', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), fc.boolean(), async (ops, together) => {
      if (together) {
        await Promise.all(ops.map(run));
      } else {
        for (const o of ops) {
          const before = await balances();
          const done = await run(o);
          if (!done) expect(await balances()).toEqual(before);
        }
      }
      for (const value of await balances()) expect(value.startsWith('-')).toBe(false);
      await expectConserved(server);
    }),
    { numRuns: 12 },
  );
});
