import { cmp, div, isDecimal, isPositive, mul, parseAmount, round, sub, add } from '@exchange/sdk';

/*
 * The lever panel's rules (spec §2 Lever panel, §4 Lever order mode, §5 Lever): what the trader must
 * enter, and the figures the panel shows before a submit. The server is the judge of every figure;
 * these are the same arithmetic in decimal strings so the trader sees what the server will charge.
 */

/** §4: standard orders (status 1) open at the market; limit orders (status 0) wait for a price. */
export type LeverMode = 'standard' | 'limit';
export const leverModeStatus: Record<LeverMode, 0 | 1> = { standard: 1, limit: 0 };

/** §3: 1 buy (long), 2 sell (short). */
export type LeverSide = 'buy' | 'sell';
export const leverSideType: Record<LeverSide, 1 | 2> = { buy: 1, sell: 2 };

/** Prices typed into the limit field and the stops: spec §9 prices at 4 decimals. */
export const LEVER_PRICE_DECIMALS = 4;

/** §9 "Lots: min and max come from the server (default min 1)"; a max of 0 means no upper bound. */
export interface LotLimits {
  min: number;
  max: number;
}
export const DEFAULT_LOT_LIMITS: LotLimits = { min: 1, max: 0 };

export type LeverOrderError =
  | { key: 'selectTimes' }
  | { key: 'enterPrice' }
  | { key: 'enterLots' }
  | { key: 'integer' }
  | { key: 'noless'; min: number }
  | { key: 'nomore'; max: number };

export interface LeverOrderInput {
  mode: LeverMode;
  /** The chosen multiple, '' when none is chosen. */
  multiple: string;
  /** The limit price as typed (ignored in standard mode). */
  price: string;
  /** The lot count as typed. */
  lots: string;
  limits: LotLimits;
}

export type LeverOrderCheck =
  { ok: true; multiple: string; share: number; price?: string } | { ok: false; error: LeverOrderError };

/** Reads the lot field: a positive whole number, or undefined (§5 'Please enter an integer'). */
export function parseLots(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const lots = Number(trimmed);
  return lots > 0 ? lots : undefined;
}

/** §5 Lever, in the order the reference panel checks: multiple, price, lot count, its bounds. */
export function validateLeverOrder(input: LeverOrderInput): LeverOrderCheck {
  if (input.multiple === '') return { ok: false, error: { key: 'selectTimes' } };
  let price: string | undefined;
  if (input.mode === 'limit') {
    price = parseAmount(input.price, { decimals: LEVER_PRICE_DECIMALS });
    if (price === undefined || !isPositive(price)) return { ok: false, error: { key: 'enterPrice' } };
  }
  const lotError = checkLots(input.lots, input.limits);
  if (lotError) return { ok: false, error: lotError };
  return { ok: true, multiple: input.multiple, share: Number(input.lots.trim()), price };
}

/** The lot field's own message while typing (undefined when the count is acceptable). */
export function checkLots(text: string, limits: LotLimits): LeverOrderError | undefined {
  if (text.trim() === '') return { key: 'enterLots' };
  const lots = parseLots(text);
  if (lots === undefined) return { key: 'integer' };
  const min = Math.max(1, limits.min);
  if (lots < min) return { key: 'noless', min };
  if (limits.max > 0 && lots > limits.max) return { key: 'nomore', max: limits.max };
  return undefined;
}

/** Spec §2 preset lot buttons: a few round counts inside the pair's limits (always its minimum). */
export function presetLots(limits: LotLimits): number[] {
  const min = Math.max(1, limits.min);
  const candidates = [min, 5, 10, 20, 50, 100];
  const inside = candidates.filter((lots) => lots >= min && (limits.max <= 0 || lots <= limits.max));
  return [...new Set(inside)].slice(0, 5);
}

/** What one position's terms are, from the pair (§3 Quotation row lever fields). */
export interface LeverTerms {
  /** Base-currency amount of one lot (`lever_share_num`). */
  shareNum: string;
  /** Trading fee in percent of the contract value (`lever_trade_fee`). */
  feePercent: string;
  /** Spread in percent applied to the open price (`spread`). */
  spreadPercent: string;
}

/** The price a position opens at: the market (or limit) price moved against the trader by the spread. */
export function openPrice(price: string, side: LeverSide, spreadPercent: string): string {
  const spread = div(mul(price, spreadPercent), 100);
  return side === 'buy' ? add(price, spread) : sub(price, spread);
}

export interface LeverFigures {
  /** Contract value: lots x lot size x open price. */
  value: string;
  /** Margin (`caution_money`): value / multiple. */
  margin: string;
  /** `trade_fee`: value x fee percent / 100. */
  fee: string;
  /** Open price after the spread. */
  price: string;
  /** Base-currency quantity: lots x lot size. */
  quantity: string;
}

/** §2 contract value, margin and fee for the inputs, or undefined while any of them is missing. */
export function leverFigures(args: {
  lots: string;
  multiple: string;
  price: string | undefined;
  side: LeverSide;
  terms: LeverTerms;
}): LeverFigures | undefined {
  const lots = parseLots(args.lots);
  const { price, multiple, terms } = args;
  if (lots === undefined || !price || !isDecimal(price) || !isPositive(price)) return undefined;
  if (!isDecimal(multiple) || !isPositive(multiple)) return undefined;
  const opened = openPrice(price, args.side, terms.spreadPercent);
  const quantity = mul(String(lots), terms.shareNum);
  const value = mul(quantity, opened);
  return {
    quantity,
    value,
    margin: div(value, multiple, 8),
    fee: div(mul(value, terms.feePercent), 100, 8),
    price: opened,
  };
}

/**
 * The estimated liquidation price of a new position, the account's other positions held (the
 * server's formula, protocol lever.ts): the price at which the account's risk rate (equity over used
 * margin) falls to `maintenanceRate` percent. Equity and used margin are the account's after the
 * opening: the fee paid, the new margin added. Never below 0; undefined while figures are missing.
 */
export function liquidationPrice(args: {
  side: LeverSide;
  openPrice: string;
  /** Base-currency quantity: lots x lot size. */
  quantity: string;
  /** Account equity after the opening. */
  equity: string;
  /** Account used margin after the opening. */
  usedMargin: string;
  /** Percent, e.g. '50'. */
  maintenanceRate: string;
}): string | undefined {
  const { side, quantity, equity, usedMargin, maintenanceRate } = args;
  if (!isPositive(quantity)) return undefined;
  const room = div(sub(equity, div(mul(maintenanceRate, usedMargin), 100)), quantity, 8);
  const price = side === 'buy' ? sub(args.openPrice, room) : add(args.openPrice, room);
  return cmp(price, 0) < 0 ? '0' : round(price, 8);
}

/**
 * The account after a new position opens: equity (balance incl. margin held + open profits - fee)
 * and used margin (now + the new margin). The margin used now is read back from the risk rate
 * (hazard_rate = equity / used x 100), 0 with nothing open.
 */
export function accountAfterOpening(args: {
  /** lever_balance + lock_lever_balance (lever/deal all_levers). */
  balance: string;
  profitsTotal: string;
  /** Percent; '0' when nothing is open. */
  hazardRate: string;
  margin: string;
  fee: string;
}): { equity: string; usedMargin: string } {
  const equityNow = add(args.balance, args.profitsTotal);
  const usedNow = isPositive(args.hazardRate) ? div(mul(equityNow, 100), args.hazardRate, 8) : '0';
  return { equity: sub(equityNow, args.fee), usedMargin: add(usedNow, args.margin) };
}
