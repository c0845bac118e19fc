import { ProjectOrderStatus, ProjectOrderType } from '@exchange/protocol';
import type { Database } from '../../db';
import { percentUp } from '../../money';
import { demoUser } from '../../services/demo-account';
import { totalPrice } from './pricing';
import { insertProject, type NewProject } from './projects';

/**
 * Demo projects, made once on an empty table relative to the server's clock, in every phase: two
 * in progress (one ending within the hour), one not started, one ended with placement open (the
 * demo user won 100 UNI by lottery and can place), one ended before placement (the demo user lost),
 * and 31 past rounds with their recorded results, so the list has a second page (30 a page).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const USDT = 1;

interface Coin {
  id: number;
  name: string;
  full: string;
  price: string;
}
const coins: Coin[] = [
  { id: 12, name: 'APT', full: 'Aptos', price: '7.2' },
  { id: 13, name: 'ARB', full: 'Arbitrum', price: '0.8' },
  { id: 14, name: 'OP', full: 'Optimism', price: '1.6' },
  { id: 16, name: 'UNI', full: 'Uniswap', price: '6.5' },
  { id: 18, name: 'LINK', full: 'Chainlink', price: '12.5' },
  { id: 17, name: 'AAVE', full: 'Aave', price: '88' },
  { id: 20, name: 'COMP', full: 'Compound', price: '50' },
  { id: 21, name: 'CRV', full: 'Curve DAO', price: '0.3' },
  { id: 5, name: 'SOL', full: 'Solana', price: '140' },
  { id: 4, name: 'BNB', full: 'BNB', price: '550' },
];

const content = (coin: Coin, round: string, amount: string) =>
  `<h3>${coin.full} ${round}</h3>` +
  `<p>${coin.full} (${coin.name}) offers ${amount} ${coin.name} to the exchange's users at ${coin.price} USDT each.</p>` +
  `<ul><li>Subscription: while the project is in progress, apply for the amount you want.</li>` +
  `<li>Lottery: at the end, winners are drawn from a recorded seed; the others are refunded.</li>` +
  `<li>Placement: winners pay for their allotment once placement opens.</li></ul>` +
  `<p><em>A demo project of this exchange: no real token sale.</em></p>`;

function project(
  coin: Coin,
  round: string,
  amount: string,
  winRate: string,
  times: [number, number, number],
): NewProject {
  const slug = coin.name.toLowerCase();
  return {
    title: `${coin.full} ${round}`,
    summary: `${amount} ${coin.name} at ${coin.price} USDT, ${winRate} % of subscriptions win.`,
    currencyId: coin.id,
    payCurrencyId: USDT,
    amount,
    price: coin.price,
    startAt: times[0],
    endAt: times[1],
    sellBegin: times[2],
    winRate,
    link: `https://example.com/ieo/${slug}`,
    whiteBook: `https://example.com/ieo/${slug}-white-paper.pdf`,
    content: content(coin, round, amount),
  };
}

/** Records a past draw's result on a seeded project (no subscriptions of real users behind it). */
async function recordResult(
  db: Database,
  id: number,
  applyCount: number,
  winRate: string,
  totalApply: string,
  now: number,
) {
  const wins = Math.min(applyCount, Number(percentUp(String(applyCount), winRate, 0)));
  await db.query(
    `UPDATE ieo_projects SET drawn = 1, time_status = 3, apply_count = $2, win_count = $3,
            total_apply = $4::numeric, drawn_at = end_at WHERE id = $1 AND end_at <= $5`,
    [id, applyCount, wins, totalApply, now],
  );
}

async function demoUserId(db: Database): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [demoUser.email]);
  return rows[0]?.id;
}

export async function seedProjects(db: Database, now: number): Promise<void> {
  const { rows } = await db.query<{ seeded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ieo_projects) AS seeded`,
  );
  if (rows[0]?.seeded) return;
  const [apt, arb, op, uni, link] = coins as [Coin, Coin, Coin, Coin, Coin];

  // 31 past rounds first (older ids), then the live ones.
  for (let i = 31; i >= 1; i--) {
    const coin = coins[i % coins.length]!;
    const start = now - (10 + i * 3) * DAY;
    const winRate = ['20', '25', '35', '50'][i % 4]!;
    const id = await insertProject(
      db,
      project(coin, `round ${i}`, String(10000 * (1 + (i % 5))), winRate, [
        start,
        start + 2 * DAY,
        start + 3 * DAY,
      ]),
      now,
    );
    await recordResult(db, id, 40 + ((i * 37) % 200), winRate, String(15000 * (2 + (i % 7))), now);
  }

  await insertProject(
    db,
    project(op, 'builders round', '120000', '35', [now + 2 * DAY, now + 5 * DAY, now + 6 * DAY]),
    now,
  );
  await insertProject(
    db,
    project(apt, 'community round', '50000', '40', [now - DAY, now + 2 * DAY, now + 3 * DAY]),
    now,
  );
  await insertProject(
    db,
    project(arb, 'ecosystem sale', '200000', '60', [now - 6 * HOUR, now + HOUR, now + HOUR + 10 * 60_000]),
    now,
  );
  const ended = await insertProject(
    db,
    project(uni, 'launch round', '80000', '25', [now - 6 * DAY, now - 3 * DAY, now - 2 * DAY]),
    now,
  );
  await recordResult(db, ended, 128, '25', '245000', now);
  const closing = await insertProject(
    db,
    project(link, 'data round', '30000', '20', [now - 3 * DAY, now - 2 * HOUR, now + DAY]),
    now,
  );
  await recordResult(db, closing, 75, '20', '96000', now);

  const demo = await demoUserId(db);
  if (demo === undefined) return;
  // The demo user won 100 UNI by lottery (nothing locked: it pays at placement) and lost the
  // LINK round (refunded at the draw, so nothing is locked any more either).
  await db.query(
    `INSERT INTO ieo_orders (project_id, user_id, type, status, apply_amount, coin_amount, total_price, locked, created_at, updated_at)
     VALUES ($1, $3, $4, $5, 100, 100, $6::numeric, 0, $8, $8),
            ($2, $3, $7, $9, 50, 0, 0, 0, $8, $8)`,
    [
      ended,
      closing,
      demo,
      ProjectOrderType.lottery,
      ProjectOrderStatus.won,
      totalPrice('100', uni.price),
      ProjectOrderType.order,
      now - 3 * DAY,
      ProjectOrderStatus.notCompleted,
    ],
  );
}
