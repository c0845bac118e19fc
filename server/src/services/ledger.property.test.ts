import fc from 'fast-check';
import { openDatabase, type Database } from '../db';
import { testStorage, type TestStorage } from '../testing/test-db';
import { applyLedger, ledgerTotals, walletFields, type LedgerEntry, type WalletField } from './ledger';
import { canonicalDecimal } from '../money';

// Random sequences of balance moves (some overdrawing) against a BigInt model: the database must
// end where the model ends, never below zero, and with every currency's total still zero.

const SCALE = 10n ** 4n;
const users = [1, 2, 3];
const currencies = [1, 2];
const toDecimal = (units: bigint): string => {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / SCALE}.${(abs % SCALE).toString().padStart(4, '0')}`;
};

type Op =
  | { kind: 'issue'; user: number; currency: number; units: bigint }
  | { kind: 'move'; user: number; currency: number; from: WalletField; to: WalletField; units: bigint }
  | { kind: 'pay'; from: number; to: number; currency: number; units: bigint; fee: bigint };

const field = fc.constantFrom(...walletFields);
const units = fc.bigInt({ min: 1n, max: 5_000_000n });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('issue' as const),
    user: fc.constantFrom(...users),
    currency: fc.constantFrom(...currencies),
    units,
  }),
  fc.record({
    kind: fc.constant('move' as const),
    user: fc.constantFrom(...users),
    currency: fc.constantFrom(...currencies),
    from: field,
    to: field,
    units,
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    from: fc.constantFrom(...users),
    to: fc.constantFrom(...users),
    currency: fc.constantFrom(...currencies),
    units,
    fee: fc.bigInt({ min: 0n, max: 1000n }),
  }),
);

function entriesOf(o: Op): LedgerEntry[] {
  const amount = (u: bigint) => toDecimal(u);
  switch (o.kind) {
    case 'issue':
      return [
        { house: 'issuance', currencyId: o.currency, amount: amount(-o.units), reason: 'issue' },
        {
          userId: o.user,
          currencyId: o.currency,
          field: 'change_balance',
          amount: amount(o.units),
          reason: 'issue',
        },
      ];
    case 'move':
      return [
        { userId: o.user, currencyId: o.currency, field: o.from, amount: amount(-o.units), reason: 'move' },
        { userId: o.user, currencyId: o.currency, field: o.to, amount: amount(o.units), reason: 'move' },
      ];
    case 'pay':
      return [
        {
          userId: o.from,
          currencyId: o.currency,
          field: 'change_balance',
          amount: amount(-(o.units + o.fee)),
          reason: 'pay',
        },
        {
          userId: o.to,
          currencyId: o.currency,
          field: 'change_balance',
          amount: amount(o.units),
          reason: 'pay',
        },
        { house: 'fees', currencyId: o.currency, amount: amount(o.fee), reason: 'pay' },
      ];
  }
}

let storage: TestStorage;
let db: Database;
beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
  for (const id of users) {
    await db.query(`INSERT INTO users (id, email, password_hash, extension_code) VALUES ($1, $2, 'h', $3)`, [
      id,
      `u${id}@x.io`,
      `CODE${id}`,
    ]);
  }
});
afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

it('conserves funds and matches a BigInt model across random operation sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      await db.query(`TRUNCATE wallets, house_accounts, ledger`);
      const model = new Map<string, bigint>();
      const key = (e: LedgerEntry) =>
        'field' in e ? `${e.userId}:${e.currencyId}:${e.field}` : `house:${e.currencyId}:${e.house}`;
      for (const o of ops) {
        const entries = entriesOf(o);
        const next = new Map(model);
        for (const e of entries)
          next.set(key(e), (next.get(key(e)) ?? 0n) + BigInt(e.amount.replace('.', '')));
        const overdraws = [...next].some(([k, v]) => !k.startsWith('house') && v < 0n);
        const applied = await db
          .transaction((tx) => applyLedger(tx, entries))
          .then(
            () => true,
            (error: { key?: string }) => {
              expect(error.key).toBe('balance.insufficient');
              return false;
            },
          );
        expect(applied).toBe(!overdraws);
        if (applied) for (const [k, v] of next) model.set(k, v);
      }
      const { rows } = await db.query<Record<string, string | number>>(
        `SELECT user_id, currency_id, ${walletFields.map((f) => `${f}::text AS ${f}`).join(', ')} FROM wallets`,
      );
      for (const row of rows) {
        for (const f of walletFields) {
          const expected = model.get(`${row.user_id}:${row.currency_id}:${f}`) ?? 0n;
          expect(canonicalDecimal(String(row[f]))).toBe(canonicalDecimal(toDecimal(expected)));
        }
      }
      for (const total of (await ledgerTotals(db)).values()) expect(canonicalDecimal(total)).toBe('0');
    }),
    { numRuns: 25 },
  );
});
