import { localeCodes, ProjectOrderStatus, ProjectOrderType, type LocaleCode } from '@exchange/protocol';
import type { Database } from '../../db';
import { percentUp } from '../../money';
import { demoUser } from '../../services/demo-account';
import { totalPrice } from './pricing';
import { insertProject, type NewProject } from './projects';
import { projectTexts, type Round, type SeedCoin } from './seed-texts';

/**
 * Demo projects, made once on an empty table relative to the server's clock, in every phase: two
 * in progress (one ending within the hour), one not started, one ended with placement open (the
 * demo user won 100 UNI by lottery and can place), one ended before placement (the demo user lost),
 * and 31 past rounds with their recorded results, so the list has a second page (30 a page).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const USDT = 1;

interface Coin extends SeedCoin {
  id: number;
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
const [apt, arb, op, uni, link] = coins as [Coin, Coin, Coin, Coin, Coin];

/** What a demo project offers; its English texts name it (the translations find it by its title). */
interface Offer {
  coin: Coin;
  round: Round;
  amount: string;
  winRate: string;
}

/** A past round, numbered. */
type PastOffer = Offer & { round: { kind: 'numbered'; n: number } };

/** 31 past rounds, oldest first (older ids). */
const pastOffers: PastOffer[] = Array.from({ length: 31 }, (_, k) => {
  const n = 31 - k;
  return {
    coin: coins[n % coins.length]!,
    round: { kind: 'numbered', n },
    amount: String(10000 * (1 + (n % 5))),
    winRate: ['20', '25', '35', '50'][n % 4]!,
  };
});
const builders: Offer = { coin: op, round: { kind: 'builders' }, amount: '120000', winRate: '35' };
const community: Offer = { coin: apt, round: { kind: 'community' }, amount: '50000', winRate: '40' };
const ecosystem: Offer = { coin: arb, round: { kind: 'ecosystem' }, amount: '200000', winRate: '60' };
const launch: Offer = { coin: uni, round: { kind: 'launch' }, amount: '80000', winRate: '25' };
const data: Offer = { coin: link, round: { kind: 'data' }, amount: '30000', winRate: '20' };
const offers: Offer[] = [...pastOffers, builders, community, ecosystem, launch, data];

const textsOf = (locale: LocaleCode, offer: Offer) =>
  projectTexts(locale, offer.coin, offer.round, offer.amount, offer.winRate);

function project(offer: Offer, times: [number, number, number]): NewProject {
  const { coin } = offer;
  const slug = coin.name.toLowerCase();
  return {
    ...textsOf('en', offer),
    currencyId: coin.id,
    payCurrencyId: USDT,
    amount: offer.amount,
    price: coin.price,
    startAt: times[0],
    endAt: times[1],
    sellBegin: times[2],
    winRate: offer.winRate,
    link: `https://example.com/ieo/${slug}`,
    whiteBook: `https://example.com/ieo/${slug}-white-paper.pdf`,
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
  if (!rows[0]?.seeded) await insertDemoProjects(db, now);
  await translateDemoProjects(db);
}

async function insertDemoProjects(db: Database, now: number): Promise<void> {
  for (const offer of pastOffers) {
    const { n } = offer.round;
    const start = now - (10 + n * 3) * DAY;
    const id = await insertProject(db, project(offer, [start, start + 2 * DAY, start + 3 * DAY]), now);
    await recordResult(db, id, 40 + ((n * 37) % 200), offer.winRate, String(15000 * (2 + (n % 7))), now);
  }
  await insertProject(db, project(builders, [now + 2 * DAY, now + 5 * DAY, now + 6 * DAY]), now);
  await insertProject(db, project(community, [now - DAY, now + 2 * DAY, now + 3 * DAY]), now);
  await insertProject(db, project(ecosystem, [now - 6 * HOUR, now + HOUR, now + HOUR + 10 * 60_000]), now);
  const ended = await insertProject(db, project(launch, [now - 6 * DAY, now - 3 * DAY, now - 2 * DAY]), now);
  await recordResult(db, ended, 128, '25', '245000', now);
  const closing = await insertProject(db, project(data, [now - 3 * DAY, now - 2 * HOUR, now + DAY]), now);
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

/**
 * Every language's texts of the demo projects that have none yet: those just made, and those of a
 * database seeded before the translations existed (found by their English title).
 */
async function translateDemoProjects(db: Database): Promise<void> {
  const { rows } = await db.query<{ id: number; title: string }>(
    `SELECT p.id, p.title FROM ieo_projects p
     WHERE NOT EXISTS (SELECT 1 FROM ieo_project_translations t WHERE t.project_id = p.id)`,
  );
  if (rows.length === 0) return;
  const offerByTitle = new Map(offers.map((offer) => [textsOf('en', offer).title, offer]));
  const translations = rows.flatMap(({ id, title }) => {
    const offer = offerByTitle.get(title);
    if (!offer) return [];
    return localeCodes
      .filter((locale) => locale !== 'en')
      .map((locale) => ({ id, locale, ...textsOf(locale, offer) }));
  });
  if (translations.length === 0) return;
  // One statement for all: 13 languages of 36 projects were 468 round trips at a first start.
  await db.query(
    `INSERT INTO ieo_project_translations (project_id, locale, title, summary, content)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT DO NOTHING`,
    [
      translations.map((t) => t.id),
      translations.map((t) => t.locale),
      translations.map((t) => t.title),
      translations.map((t) => t.summary),
      translations.map((t) => t.content),
    ],
  );
}
