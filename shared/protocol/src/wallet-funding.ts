import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { secondFactorCode } from './account-security';
import { positiveAmount } from './wallet-amounts';
import { decimalString, emptyAsAbsent, integer, preprocess, trimmedText, wireId } from './wire';

/* Deposits and withdrawals: networks, wallet info, deposit addresses, records and wallet/out (spec §3, §5, §7). */

/** A money figure on the wire: a decimal string (never a float). */
const money = z.string();
const flag = integer;

// ---------------------------------------------------------------- chains and addresses

/**
 * Deposit and withdrawal networks. USDT has three (TRC20, OMNI, ERC20; ERC20 default, spec §9);
 * other coins one. Address formats: erc20/eth/bep20 `0x` + 40 hex (EIP-55 checksum when mixed
 * case); trc20/trx base58check `T...`; omni/btc base58check `1...`/`3...`; ltc `L...`/`M...`/`3...`;
 * doge `D...`/`A...`/`9...`; xrp ripple-alphabet base58check `r...` with a numeric memo
 * (destination tag); sol base58 of 32 bytes.
 */
export const chainKeys = [
  'erc20',
  'trc20',
  'omni',
  'btc',
  'eth',
  'bep20',
  'sol',
  'xrp',
  'doge',
  'ltc',
  'trx',
] as const;
export const chainSchema = z.enum(chainKeys, { error: 'wallet.badChain' });
export type Chain = z.infer<typeof chainSchema>;
/** wallet/out's channel for a bank-card withdrawal of the fiat (legal) account (spec §5). */
export const BANK_CHANNEL = 'bank';
/** The fixed placeholder address the bank-card channel sends (spec §5). */
export const BANK_PLACEHOLDER_ADDRESS = 'bank-card';

/** make_wallet: 1 an address alone, 2 an address plus a memo (spec §3 Wallet info). */
export const MakeWallet = { address: 1, memo: 2 } as const;

/** Spec §3 Wallet info `type_data`: one network of a currency, with its minimum and fee. */
export const chainOptionSchema = z.object({
  id: integer,
  type: chainSchema,
  /** Display name: ERC20, TRC20, OMNI... */
  name: z.string(),
  contract_address: z.string(),
  /** Smallest withdrawal, in the currency. */
  min_number: decimalString,
  /** Withdrawal fee, a fixed amount of the currency (received = amount - fee, never below 0). */
  rate: decimalString,
  /** Confirmations a deposit needs before it is credited. */
  confirmations: integer,
  /** 1 for the network a panel opens on (ERC20 for USDT). */
  is_default: flag,
});
export type ChainOption = z.infer<typeof chainOptionSchema>;

/** A saved withdrawal address of the currency (user/settbdz), offered in the withdraw panel. */
export const savedAddressSchema = z.object({ currency: integer, label: z.string(), address: z.string() });

/** Spec §3 Wallet info: one currency's deposit/withdraw set-up for the caller. */
export const walletInfoSchema = z.object({
  currency: integer,
  name: z.string(),
  change_balance: money,
  lock_change_balance: money,
  legal_balance: money,
  wallet_data: z.array(savedAddressSchema),
  make_wallet: z.union([z.literal(1), z.literal(2)]),
  /** 1 when the currency has several networks (the panel shows chain tabs). */
  multi_protocol: flag,
  type_data: z.array(chainOptionSchema),
  /** The default network's contract address, minimum and fee (the single-network view). */
  contract_address: z.string(),
  min_number: decimalString,
  rate: decimalString,
  extension_code: z.string(),
  /** Spec §4/§6: deposit and withdraw panels open only when this is 1 (else `asset.noopen`). */
  is_charge: flag,
  /** Whether a trade password is bound (wallet/out answers 'not' without one, spec §8). */
  has_trade_password: z.boolean(),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

export const getInfo = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/get_info',
  auth: true,
  request: z.object({ currency: wireId }),
  response: walletInfoSchema,
});

/** Spec §3 Deposit addresses: one per network for a multi-network currency, else a single string. */
export const depositAddressesSchema = z.union([
  z.string(),
  z.object({ omni: z.optional(z.string()), erc20: z.optional(z.string()), trc20: z.optional(z.string()) }),
]);
export type DepositAddresses = z.infer<typeof depositAddressesSchema>;

const optionalChain = emptyAsAbsent(chainSchema);

/**
 * wallet/get_in_address: the caller's deposit address(es) of a currency, stable across calls. With
 * `type` (a network) a single string; without it, a multi-network currency answers every network's
 * address. `user_id` is ignored (the token decides). Failure keys: currency.notFound,
 * wallet.noDeposit (deposits closed, is_charge 0), wallet.badChain.
 */
export const getInAddress = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/get_in_address',
  auth: true,
  request: z.object({
    currency: wireId,
    user_id: z.optional(z.coerce.string().check(z.maxLength(20))),
    type: optionalChain,
  }),
  response: depositAddressesSchema,
});

/** One network's deposit address, with the memo where make_wallet is 2 ('' otherwise). */
export const depositAddressSchema = z.object({
  currency: integer,
  type: chainSchema,
  name: z.string(),
  address: z.string(),
  memo: z.string(),
  min_number: decimalString,
  confirmations: integer,
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/** wallet/get_udun_address: the deposit address of one network (the default one without `type`). */
export const getUdunAddress = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/get_udun_address',
  auth: true,
  request: z.object({ currency: wireId, type: optionalChain }),
  response: depositAddressSchema,
});

// ---------------------------------------------------------------- withdraw (wallet/out)

export const WithdrawStatus = ['review', 'completed', 'rejected'] as const;
export const DepositStatus = ['confirming', 'review', 'credited', 'rejected'] as const;
export const recordStatusSchema = z.enum(['confirming', 'review', 'credited', 'completed', 'rejected']);
export type RecordStatus = z.infer<typeof recordStatusSchema>;

/** buy = a deposit (money in), sell = a withdrawal (money out): spec §2 record page tabs. */
export const recordWaySchema = z.enum(['buy', 'sell'], { error: 'record.badWay' });
export type RecordWay = z.infer<typeof recordWaySchema>;

/**
 * Spec §3 Deposit/withdraw record (the first seven fields) plus what the panels show. A deposit
 * moves confirming -> credited (chain) or review -> credited | rejected (fiat request); a
 * withdrawal review -> completed | rejected (rejection unfreezes the funds).
 */
export const walletRecordSchema = z.object({
  create_time: integer,
  /** The outside side: where a withdrawal goes (address, or bank card), where a deposit came from. */
  deal_account: z.string(),
  /** Who handles it: the network name (ERC20...) or 'bank'. */
  acceptor_name: z.string(),
  /** The exchange side: the user's deposit address, or the exchange's receiving bank ('' for a withdrawal). */
  hes_account: z.string(),
  /** A key of the `server` namespace: record.deposit, record.withdraw, record.chargeReq, record.bankWithdraw. */
  way_name: z.string(),
  money: decimalString,
  update_time: integer,
  // ---- extras ----
  id: integer,
  way: recordWaySchema,
  currency: integer,
  currency_name: z.string(),
  /** A network key, or 'bank' for the fiat account's deposit requests and bank-card withdrawals. */
  chain: z.string(),
  /** Which balance it moves: change (coins) or legal (fiat account). */
  account: z.enum(['change', 'legal']),
  fee: decimalString,
  /** What arrives: money - fee for a withdrawal (never below 0), money for a deposit. */
  received: decimalString,
  memo: z.string(),
  status: recordStatusSchema,
  confirmations: integer,
  required_confirmations: integer,
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

/**
 * wallet/out: a withdrawal, frozen at once (change -> lock_change; bank: legal -> lock_legal) and
 * held for the operator's review. `type` is the network (default: the currency's default network)
 * or 'bank' for a bank-card withdrawal of the fiat account (needs the bank card of user/cash_save,
 * else type 997 `wallet.bankIncomplete`; fee = number x rate / 100). `rate` is what the client
 * showed and is ignored: the fee is the server's. An `Idempotency-Key` header (see spot.ts) makes a
 * retry answer the first withdrawal.
 * Failure keys: wallet.enterAddress, wallet.enterNumber, amount.tooLarge, amount.tooPrecise,
 * wallet.badChain, wallet.badAddress, wallet.belowMin {min}, wallet.memoInvalid, wallet.noWithdraw,
 * balance.insufficient, trade.enterPsw, trade.pswWrong, type 'not' wallet.noTradePassword.
 */
export const walletOut = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/out',
  auth: true,
  request: z.object({
    type: emptyAsAbsent(z.enum([...chainKeys, BANK_CHANNEL], { error: 'wallet.badChain' })),
    currency: wireId,
    number: positiveAmount('wallet.enterNumber'),
    rate: emptyAsAbsent(z.string().check(z.maxLength(40))),
    address: preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string({ error: 'wallet.enterAddress' })
        .check(z.trim(), z.minLength(1, 'wallet.enterAddress'), z.maxLength(128, 'wallet.badAddress')),
    ),
    pay_password: emptyAsAbsent(z.string().check(z.maxLength(16, 'trade.pswWrong'))),
    memo: emptyAsAbsent(trimmedText(64)),
    /** Needed when the user's second factor is on (else the answer is `totp.required`). */
    totp_code: emptyAsAbsent(secondFactorCode),
  }),
  response: walletRecordSchema,
});
