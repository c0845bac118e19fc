import type { MicroCurrency, MicroSecondsOption } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { canonicalDecimal } from '../../money';

/** What can be staked and for how long: rows of micro_currencies, micro_seconds, micro_insurance_types. */

export interface MicroCurrencySetup {
  currencyId: number;
  name: string;
  numbers: string[];
  feePercent: string;
}

interface CurrencyRow {
  currency_id: number;
  name: string;
  numbers: string[];
  fee_percent: string;
}

const setupOf = (r: CurrencyRow): MicroCurrencySetup => ({
  currencyId: r.currency_id,
  name: r.name,
  numbers: r.numbers.map(canonicalDecimal),
  feePercent: canonicalDecimal(r.fee_percent),
});

const CURRENCY_SQL = `SELECT m.currency_id, c.name, m.numbers::text[] AS numbers, m.fee_percent::text
  FROM micro_currencies m JOIN currencies c ON c.id = m.currency_id`;

export async function currencySetup(
  db: Queryable,
  currencyId: number,
): Promise<MicroCurrencySetup | undefined> {
  const { rows } = await db.query<CurrencyRow>(`${CURRENCY_SQL} WHERE m.currency_id = $1`, [currencyId]);
  return rows[0] && setupOf(rows[0]);
}

export async function secondsOptions(db: Queryable): Promise<MicroSecondsOption[]> {
  const { rows } = await db.query<{ seconds: number; profit_ratio: string }>(
    `SELECT seconds, profit_ratio::text FROM micro_seconds ORDER BY seconds`,
  );
  return rows.map((r) => ({ seconds: r.seconds, profit_ratio: canonicalDecimal(r.profit_ratio) }));
}

/** microtrade/payable_currencies for one user: set-up, balances, insurance plans and the user's choice. */
export async function payableCurrencies(db: Queryable, userId: number): Promise<MicroCurrency[]> {
  const { rows } = await db.query<
    CurrencyRow & {
      micro_balance: string | null;
      lock_micro_balance: string | null;
      insurance: number | null;
    }
  >(
    `SELECT m.currency_id, c.name, m.numbers::text[] AS numbers, m.fee_percent::text,
            w.micro_balance::text, w.lock_micro_balance::text, i.insurance_type_id AS insurance
       FROM micro_currencies m JOIN currencies c ON c.id = m.currency_id
       LEFT JOIN wallets w ON w.currency_id = m.currency_id AND w.user_id = $1
       LEFT JOIN micro_user_insurance i ON i.currency_id = m.currency_id AND i.user_id = $1
      ORDER BY m.sort, m.currency_id`,
    [userId],
  );
  const { rows: plans } = await db.query<{
    id: number;
    kind: string;
    claim: string;
    stop: string;
    max_daily_payouts: number;
  }>(
    `SELECT id, kind, claim_loss_percent::text AS claim, stop_profit_percent::text AS stop, max_daily_payouts
       FROM micro_insurance_types ORDER BY id`,
  );
  const insuranceTypes = plans.map((p) => ({
    id: p.id,
    name: `micro.insurance.${p.kind}`,
    claim_loss_percent: canonicalDecimal(p.claim),
    stop_profit_percent: canonicalDecimal(p.stop),
    max_daily_payouts: p.max_daily_payouts,
  }));
  return rows.map((r) => {
    const setup = setupOf(r);
    return {
      id: setup.currencyId,
      currency_id: setup.currencyId,
      name: setup.name,
      micro_numbers: setup.numbers,
      micro_trade_fee: setup.feePercent,
      user_wallet: {
        micro_balance: canonicalDecimal(r.micro_balance ?? '0'),
        lock_micro_balance: canonicalDecimal(r.lock_micro_balance ?? '0'),
      },
      insurance_types: insuranceTypes,
      user_insurance: r.insurance === null ? null : { insurance_type_id: r.insurance },
    };
  });
}
