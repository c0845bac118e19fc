import type { Queryable } from '../../db';

/** The payment methods of user/cash_save (table payment_methods). */
export interface PaymentMethods {
  real_name: string;
  bank_name: string;
  bank_account: string;
  bank_branch: string;
  alipay_account: string;
  wechat_account: string;
  wechat_nickname: string;
  wechat_collect: string;
  alipay_collect: string;
}

export const emptyPaymentMethods: PaymentMethods = {
  real_name: '',
  bank_name: '',
  bank_account: '',
  bank_branch: '',
  alipay_account: '',
  wechat_account: '',
  wechat_nickname: '',
  wechat_collect: '',
  alipay_collect: '',
};

export async function paymentMethodsOf(db: Queryable, userId: number): Promise<PaymentMethods> {
  const { rows } = await db.query<PaymentMethods>(
    `SELECT real_name, bank_name, bank_account, bank_branch, alipay_account, wechat_account, wechat_nickname,
            wechat_collect, alipay_collect FROM payment_methods WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? emptyPaymentMethods;
}

export async function savePaymentMethods(
  db: Queryable,
  userId: number,
  methods: PaymentMethods,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_methods (user_id, real_name, bank_name, bank_account, bank_branch, alipay_account,
       wechat_account, wechat_nickname, wechat_collect, alipay_collect, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id) DO UPDATE SET real_name = EXCLUDED.real_name, bank_name = EXCLUDED.bank_name,
       bank_account = EXCLUDED.bank_account, bank_branch = EXCLUDED.bank_branch,
       alipay_account = EXCLUDED.alipay_account, wechat_account = EXCLUDED.wechat_account,
       wechat_nickname = EXCLUDED.wechat_nickname, wechat_collect = EXCLUDED.wechat_collect,
       alipay_collect = EXCLUDED.alipay_collect, updated_at = EXCLUDED.updated_at`,
    [
      userId,
      methods.real_name,
      methods.bank_name,
      methods.bank_account,
      methods.bank_branch,
      methods.alipay_account,
      methods.wechat_account,
      methods.wechat_nickname,
      methods.wechat_collect,
      methods.alipay_collect,
      now,
    ],
  );
}

/** The saved withdrawal addresses of the user (user/settbdz), by currency. */
export async function withdrawAddressesOf(
  db: Queryable,
  userId: number,
  currencyId?: number,
): Promise<Array<{ currency_id: number; currency_name: string; address: string }>> {
  const { rows } = await db.query<{ currency_id: number; currency_name: string; address: string }>(
    `SELECT a.currency_id, c.name AS currency_name, a.address FROM withdraw_addresses a
       JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND ($2::int IS NULL OR a.currency_id = $2) ORDER BY c.sort, c.id`,
    [userId, currencyId ?? null],
  );
  return rows;
}
