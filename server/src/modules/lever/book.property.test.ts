import fc from 'fast-check';
import { add, compare, isNegative, sub } from '../../money';
import { LeverBook } from './book';
import { carryOutInMemory } from './memory-run';
import type { PositionRow } from './positions';
import { contractNumber, contractValue, feeOf, LONG, marginOf, openPrice, SHORT } from './risk';
import { testPair, testTerms } from './test-pair';

const pair = testPair();
const terms = testTerms(pair);
const START = 6_500_000;

const positionArb = fc.record({
  side: fc.constantFrom(LONG, SHORT),
  multiple: fc.constantFrom(...terms.multiples),
  share: fc.integer({ min: 1, max: 40 }),
  // Stops in basis points away from the open price (0 = none).
  profitBp: fc.integer({ min: 0, max: 800 }),
  lossBp: fc.integer({ min: 0, max: 800 }),
});
const accountArb = fc.record({
  free: fc.integer({ min: 0, max: 3000 }),
  positions: fc.array(positionArb, { minLength: 1, maxLength: 4 }),
});
// Each step moves the price by -4 % .. +4 % (in basis points).
const pathArb = fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 1, maxLength: 25 });

describe('lever marks (property)', () => {
  it('whatever the price path: no account goes negative, money is conserved, nobody stays below maintenance', () => {
    fc.assert(
      fc.property(fc.array(accountArb, { minLength: 1, maxLength: 5 }), pathArb, (accounts, path) => {
        let ticks = START;
        const book = new LeverBook(new Map([[pair.id, terms]]), () => ticks);
        const market = pair.scale.price.fromUnits(START);
        let locked = '0';
        let house = '0';
        let id = 0;
        accounts.forEach((spec, i) => {
          const userId = i + 1;
          const account = book.account(userId, pair.legalId);
          account.free = String(spec.free);
          for (const p of spec.positions) {
            const open = openPrice(market, p.side, pair.spread, pair.scale.price);
            const qty = contractNumber(p.share, pair.leverShareNum);
            const value = contractValue(open, qty);
            const margin = marginOf(value, p.multiple);
            const fee = feeOf(value, pair.leverTradeFee);
            if (compare(account.free, add(margin, fee)) < 0) continue; // refused: insufficient balance
            account.free = sub(account.free, add(margin, fee));
            locked = add(locked, margin);
            house = add(house, fee);
            const away = (bp: number, up: boolean) =>
              bp === 0
                ? '0'
                : pair.scale.price.fromUnits(Math.round(START * (1 + ((up ? 1 : -1) * bp) / 10000)));
            const long = p.side === LONG;
            const row: PositionRow = {
              id: ++id,
              userId,
              pairId: pair.id,
              side: p.side,
              status: 1,
              mode: 1,
              multiple: p.multiple,
              share: p.share,
              qty,
              originPrice: market,
              targetPrice: '0',
              triggerDir: 0,
              openPrice: open,
              margin,
              originMargin: margin,
              fee,
              overnight: '0',
              overnightDays: 0,
              stopProfit: away(p.profitBp, long),
              stopLoss: away(p.lossBp, !long),
              closePrice: '0',
              profit: '0',
              closeReason: '',
              createdAt: 0,
              openedAt: 0,
              closedAt: 0,
            };
            book.put(row);
          }
          book.rearm(account);
        });
        const total = () => book.accountList.reduce((sum, a) => add(sum, a.free), add(locked, house));
        const before = total();
        for (const bp of path) {
          ticks = Math.max(1, Math.round(ticks * (1 + bp / 10000)));
          for (const c of carryOutInMemory(book, book.markPass(pair.id, ticks))) {
            locked = add(locked, c.lockedLeg);
            house = add(house, c.poolLeg);
          }
          for (const account of book.accountList) {
            if (isNegative(account.free)) return false;
            if (book.isBelowMaintenance(account)) return false;
          }
          if (isNegative(locked)) return false;
          if (compare(total(), before) !== 0) return false;
        }
        return true;
      }),
      { numRuns: 150 },
    );
  });
});
