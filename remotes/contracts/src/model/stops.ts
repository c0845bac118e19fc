import { add, cmp, isPositive, parseAmount, sub } from '@exchange/sdk';
import { LEVER_PRICE_DECIMALS, type LeverSide } from './leverRules';

/** Spec §9 "stop step 0.01". */
export const STOP_STEP = '0.01';

/** One press of the stepper: ±0.01, never below 0 (spec §5 'thanzone'). An unreadable field counts as 0. */
export function stepStop(text: string, direction: 1 | -1): string {
  const current = parseAmount(text, { decimals: LEVER_PRICE_DECIMALS }) ?? '0';
  const next = direction === 1 ? add(current, STOP_STEP) : sub(current, STOP_STEP);
  return cmp(next, 0) < 0 ? '0' : next;
}

/** Whether the stepper may go down from `text` (it is above 0). */
export const canStepDown = (text: string): boolean => {
  const current = parseAmount(text, { decimals: LEVER_PRICE_DECIMALS });
  return current !== undefined && isPositive(current);
};

export type StopError = 'profitSideLong' | 'profitSideShort' | 'lossSideLong' | 'lossSideShort' | 'badPrice';

export type StopCheck =
  | { ok: true; targetProfitPrice: string; stopLossPrice: string }
  | { ok: false; field: 'profit' | 'loss'; error: StopError };

/** A stop field: empty or 0 means "no stop" ('0' on the wire); undefined when it is not a price. */
function readStop(text: string): string | undefined {
  if (text.trim() === '') return '0';
  return parseAmount(text, { decimals: LEVER_PRICE_DECIMALS });
}

/**
 * The set-stop dialog (spec §4 "open (1) can be given stop-profit and stop-loss", protocol
 * lever/setstop): a field at 0 clears that stop; a set stop-profit lies above the open price of a
 * long and below that of a short, a stop-loss the other way round (on the wrong side it would close
 * the position at once).
 */
export function validateStops(args: {
  side: LeverSide;
  openPrice: string;
  profit: string;
  loss: string;
}): StopCheck {
  const profit = readStop(args.profit);
  if (profit === undefined) return { ok: false, field: 'profit', error: 'badPrice' };
  const loss = readStop(args.loss);
  if (loss === undefined) return { ok: false, field: 'loss', error: 'badPrice' };
  const long = args.side === 'buy';
  if (isPositive(profit)) {
    const side = cmp(profit, args.openPrice);
    if (long && side <= 0) return { ok: false, field: 'profit', error: 'profitSideLong' };
    if (!long && side >= 0) return { ok: false, field: 'profit', error: 'profitSideShort' };
  }
  if (isPositive(loss)) {
    const side = cmp(loss, args.openPrice);
    if (long && side >= 0) return { ok: false, field: 'loss', error: 'lossSideLong' };
    if (!long && side <= 0) return { ok: false, field: 'loss', error: 'lossSideShort' };
  }
  return { ok: true, targetProfitPrice: profit, stopLossPrice: loss };
}
