import { openDatabase, type Database, type Queryable } from '../db';
import { testStorage, type TestStorage } from '../testing/test-db';
import type { SqlStep } from '../db/sql-step';
import { canonicalDecimal } from '../money';
import { applyLedger, ledgerTotals, walletFields, type LedgerEntry } from './ledger';

// Large operations are applied by their net per column: a debit bigger than the balance is fine when
// another entry of the same operation credits that column enough, and an operation whose net
// overdraws is refused as a whole.

const USDT = 1;
const traders = Array.from({ length: 12 }, (_, i) => i + 1);
const alice = 1;
/** Has no wallet row until the operation creates it. */
const newcomer = 12;

let storage: TestStorage;
let db: Database;
beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
  for (const id of traders) {
    await db.query(`INSERT INTO users (id, email, password_hash, extension_code) VALUES ($1, $2, 'h', $3)`, [
      id,
      `batch${id}@x.io`,
      `BATCH${id}`,
    ]);
  }
});
afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

/** Resets the books and gives users 1..10 1000 USDT each on the spot account. */
async function fundTraders(): Promise<void> {
  await db.query(`TRUNCATE wallets, house_accounts, ledger`);
  await db.transaction((tx) =>
    applyLedger(tx, [
      { house: 'issuance', currencyId: USDT, amount: '-10000', reason: 'issue' },
      ...traders.slice(0, 10).map((userId) => ({
        userId,
        currencyId: USDT,
        field: 'change_balance' as const,
        amount: '1000',
        reason: 'issue',
      })),
    ]),
  );
}

/**
 * 200 entries: alice's spot account is debited `debit` and credited `credit` (her balance is 1000),
 * the difference goes to her contract account; 97 fees of 1 from users 2..10; 5 to a user without a
 * wallet row, paid by the fees account in two entries.
 */
function operation(debit: string, credit: string, net: string): LedgerEntry[] {
  const entries: LedgerEntry[] = [
    { userId: alice, currencyId: USDT, field: 'change_balance', amount: `-${debit}`, reason: 'batch' },
    { userId: alice, currencyId: USDT, field: 'change_balance', amount: credit, reason: 'batch' },
    { userId: alice, currencyId: USDT, field: 'lever_balance', amount: net, reason: 'batch' },
  ];
  for (let i = 0; i < 97; i++) {
    const userId = 2 + (i % 9);
    entries.push(
      { userId, currencyId: USDT, field: 'change_balance', amount: '-1', reason: 'fee', ref: `f${i}` },
      { house: 'fees', currencyId: USDT, amount: '1', reason: 'fee', ref: `f${i}` },
    );
  }
  entries.push(
    { userId: newcomer, currencyId: USDT, field: 'micro_balance', amount: '5', reason: 'gift' },
    { house: 'fees', currencyId: USDT, amount: '-3', reason: 'gift' },
    { house: 'fees', currencyId: USDT, amount: '-2', reason: 'gift' },
  );
  return entries;
}

async function snapshot(): Promise<string> {
  const wallets = await db.query(
    `SELECT user_id, currency_id, ${walletFields.map((f) => `${f}::text`).join(', ')} FROM wallets
      ORDER BY user_id, currency_id`,
  );
  const house = await db.query(
    `SELECT currency_id, account, balance::text FROM house_accounts ORDER BY currency_id, account`,
  );
  const ledger = await db.query(`SELECT count(*)::int AS rows, sum(amount)::text AS total FROM ledger`);
  return JSON.stringify([wallets.rows, house.rows, ledger.rows]);
}

const balanceOf = async (userId: number, field: string): Promise<string> => {
  const { rows } = await db.query<{ value: string }>(
    `SELECT ${field}::text AS value FROM wallets WHERE user_id = $1 AND currency_id = $2`,
    [userId, USDT],
  );
  return canonicalDecimal(rows[0]?.value ?? 'missing');
};

it('applies a 200-entry operation whose column debit exceeds the balance but whose net does not', async () => {
  await fundTraders();
  const entries = operation('1500', '600', '900');
  expect(entries).toHaveLength(200);

  const opId = await db.transaction((tx) => applyLedger(tx, entries));

  expect(await balanceOf(alice, 'change_balance')).toBe('100');
  expect(await balanceOf(alice, 'lever_balance')).toBe('900');
  expect(await balanceOf(2, 'change_balance')).toBe(String(1000 - 11));
  expect(await balanceOf(10, 'change_balance')).toBe(String(1000 - 10));
  expect(await balanceOf(newcomer, 'micro_balance')).toBe('5');
  const fees = await db.query<{ balance: string }>(
    `SELECT balance::text FROM house_accounts WHERE account = 'fees'`,
  );
  expect(fees.rows.map((r) => canonicalDecimal(r.balance))).toEqual(['92']);
  const rows = await db.query<{ amount: string; reason: string; ref: string; user_id: number | null }>(
    `SELECT amount::text, reason, ref, user_id FROM ledger WHERE op_id = $1 ORDER BY id`,
    [opId],
  );
  expect(rows.rows.map((r) => [canonicalDecimal(r.amount), r.reason, r.ref, r.user_id])).toEqual(
    entries.map((e) => [e.amount, e.reason, e.ref ?? '', 'userId' in e ? e.userId : null]),
  );
  for (const total of (await ledgerTotals(db)).values()) expect(canonicalDecimal(total)).toBe('0');
});

it('refuses a 200-entry operation whose net overdraws a column by the smallest unit, writing nothing', async () => {
  await fundTraders();
  const before = await snapshot();

  const refused = db.transaction((tx) =>
    applyLedger(tx, operation('1500', '499.999999999999999999', '1000.000000000000000001')),
  );

  await expect(refused).rejects.toMatchObject({ key: 'balance.insufficient' });
  expect(await snapshot()).toBe(before);
  // The same operation netting to exactly the whole balance goes through.
  await db.transaction((tx) => applyLedger(tx, operation('1500', '500', '1000')));
  expect(await balanceOf(alice, 'change_balance')).toBe('0');
});

it('writes an operation in one statement, and one more when it creates wallet rows', async () => {
  await fundTraders();
  const count = async (entries: LedgerEntry[]): Promise<number> => {
    let statements = 0;
    await db.transaction((tx) => {
      const counting: Queryable = {
        query: (sql, params) => {
          statements++;
          return tx.query(sql, params);
        },
      };
      return applyLedger(counting, entries);
    });
    return statements;
  };
  const small = await count(operation('10', '5', '5').slice(0, 3));
  const large = await count(operation('10', '5', '5'));
  // The small one moves existing wallets only; the large one also touches the house accounts and
  // creates the newcomer's wallet row.
  expect(small).toBe(1);
  expect(large).toBe(2);
});

it('refuses entries for a user or currency that does not exist, writing nothing (the wallet row keys them)', async () => {
  await fundTraders();
  const before = await snapshot();
  const toNobody = (userId: number, currencyId: number): LedgerEntry[] => [
    { house: 'fees', currencyId, amount: '-1', reason: 'gift' },
    { userId, currencyId, field: 'change_balance', amount: '1', reason: 'gift' },
  ];

  await expect(db.transaction((tx) => applyLedger(tx, toNobody(99_999, USDT)))).rejects.toThrow();
  await expect(db.transaction((tx) => applyLedger(tx, toNobody(alice, 99_999)))).rejects.toThrow();

  expect(await snapshot()).toBe(before);
});

it("runs the caller's steps in the operation's one statement, and not at all when it is refused", async () => {
  await fundTraders();
  await db.query(`CREATE TABLE IF NOT EXISTS ledger_step_probe (user_id int, note text)`);
  const probe = (note: string): SqlStep => ({
    sql: (first) => `INSERT INTO ledger_step_probe SELECT $${first}::int, $${first + 1}::text`,
    params: [alice, note],
  });
  const move = (amount: string): LedgerEntry[] => [
    { userId: alice, currencyId: USDT, field: 'change_balance', amount: `-${amount}`, reason: 'lock' },
    { userId: alice, currencyId: USDT, field: 'lock_change_balance', amount, reason: 'lock' },
  ];
  let statements = 0;
  await db.transaction((tx) =>
    applyLedger(
      {
        query: (sql, params) => {
          statements++;
          return tx.query(sql, params);
        },
      },
      move('400'),
      [probe('first'), probe('second')],
    ),
  );
  const refused = db.transaction((tx) => applyLedger(tx, move('700'), [probe('refused')]));

  await expect(refused).rejects.toMatchObject({ key: 'balance.insufficient' });
  expect(statements).toBe(1);
  const { rows } = await db.query<{ note: string }>(`SELECT note FROM ledger_step_probe ORDER BY note`);
  expect(rows.map((r) => r.note)).toEqual(['first', 'second']);
  expect(await balanceOf(alice, 'lock_change_balance')).toBe('400');
});
