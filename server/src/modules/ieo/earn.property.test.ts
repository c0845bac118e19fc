import fc from 'fast-check';
import {
  lockupCancel,
  lockupConfig,
  lockupDeposit,
  projectBuy,
  projectDetail,
  projectLottery,
  projectOrder,
  type LockupConfig,
  type ProjectOrder,
} from '@exchange/protocol';
import { canonicalDecimal } from '../../money';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expectConserved, newTrader, type Trader } from '../spot/spot-test-kit';
import { HOUR, moveToLever, newProject } from './ieo-test-kit';

// Random sequences of subscriptions (locked or by lottery), the clock moving through draws and
// maturities, placements, lock-up deposits and cancels, some refused: every currency's wallets
// plus house accounts still sum to zero, and each user's locked USDT is exactly what their
// waiting or winning subscriptions and running deposits hold.

let server: TestServer;
let traders: Trader[];
let products: LockupConfig[];

beforeAll(async () => {
  server = await startTestServer();
  traders = [
    await newTrader(server, '13800000801', false),
    await newTrader(server, '13800000802', false),
    await newTrader(server, '13800000803', false),
  ];
  await moveToLever(server, traders[2]!, 1, '99999');
  const answer = await server.call(lockupConfig, {});
  products = (answer.message as LockupConfig[]).filter((p) => p.currency_id === 1);
});
afterAll(() => server.stop());

const amount = fc
  .tuple(fc.integer({ min: -5, max: 800 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`);
const who = fc.integer({ min: 0, max: 2 });

type Op =
  | { kind: 'subscribe'; who: number; project: number; amount: string }
  | { kind: 'advance'; hours: number }
  | { kind: 'buy'; who: number; project: number }
  | { kind: 'deposit'; who: number; product: number; amount: string }
  | { kind: 'cancel'; who: number; nth: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('subscribe' as const),
    who,
    project: fc.integer({ min: 0, max: 1 }),
    amount,
  }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant('buy' as const), who, project: fc.integer({ min: 0, max: 1 }) }),
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    product: fc.integer({ min: 0, max: 2 }),
    amount: amount.map((a) => `${a}0`),
  }),
  fc.record({ kind: fc.constant('cancel' as const), who, nth: fc.integer({ min: 0, max: 4 }) }),
);

async function expectLocksAccounted(): Promise<void> {
  const { rows } = await server.db.query<{ user_id: number; locked: string; held: string }>(
    `SELECT w.user_id, w.lock_change_balance::text AS locked,
            (coalesce((SELECT sum(locked) FROM ieo_orders o JOIN ieo_projects p ON p.id = o.project_id
                        WHERE o.user_id = w.user_id AND p.pay_currency_id = 1), 0)
           + coalesce((SELECT sum(amount) FROM lockup_orders l
                        WHERE l.user_id = w.user_id AND l.status = 1 AND l.currency_id = 1), 0))::text AS held
       FROM wallets w WHERE w.currency_id = 1 AND w.user_id = ANY($1::int[])`,
    [traders.map((t) => t.id)],
  );
  for (const row of rows) expect(canonicalDecimal(row.locked)).toBe(canonicalDecimal(row.held));
}

it('conserves funds across subscribe, lottery, refund, placement, deposit, accrual and cancel', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 12 }), async (ops) => {
      const projects = [
        await newProject(server, { startIn: 0, endIn: 2 * HOUR, sellIn: 3 * HOUR }, { winRate: '50' }),
        await newProject(
          server,
          { startIn: 0, endIn: 30 * HOUR, sellIn: 30 * HOUR },
          { winRate: '100', amount: '500' },
        ),
      ];
      const deposits = new Map<number, number[]>();
      for (const step of ops) {
        if (step.kind === 'advance') {
          await server.ctx.clock.advance(step.hours * HOUR);
          continue;
        }
        const trader = traders[step.who]!;
        if (step.kind === 'subscribe') {
          const input = { project_id: projects[step.project]!, amount: step.amount };
          const first = await server.call(projectOrder, input, trader.token);
          if (first.message === 'ieo.noMoney') await server.call(projectLottery, input, trader.token);
        } else if (step.kind === 'buy') {
          const detail = await server.call(
            projectDetail,
            { project_id: projects[step.project]! },
            trader.token,
          );
          const order = (detail.message as { order_info: ProjectOrder | null }).order_info;
          if (order)
            await server.call(
              projectBuy,
              { project_id: order.project_id, total_price: order.total_price },
              trader.token,
            );
        } else if (step.kind === 'deposit') {
          const answer = await server.call(
            lockupDeposit,
            { config_id: products[step.product]!.id, amount: step.amount },
            trader.token,
          );
          if (answer.type === 'ok') {
            const mine = deposits.get(trader.id) ?? [];
            deposits.set(trader.id, [...mine, (answer.message as { id: number }).id]);
          }
        } else {
          const id = deposits.get(trader.id)?.[step.nth];
          if (id !== undefined) await server.call(lockupCancel, { id }, trader.token);
        }
        await expectLocksAccounted();
      }
      await expectConserved(server);
    }),
    { numRuns: 10 },
  );
}, 240_000);
