import {
  add,
  compare,
  divideDown,
  isNegative,
  isPositive,
  isZero,
  multiplyDown,
  negate,
  percentUp,
  sub,
  type Scale,
} from '../../money';

/*
 * The lever arithmetic, pure (no database, no clock): decimal strings through src/money only.
 * Figures a trader pays (margin, fee, overnight fee) are rounded UP to 8 decimals; profits are exact.
 * The protocol (shared/protocol/src/lever.ts) states the same formulas for the client.
 */

export const LEVER_DECIMALS = 8;
export type Side = 1 | 2;
export const LONG: Side = 1;
export const SHORT: Side = 2;

/** a / b rounded up to `scale` decimals (b > 0, a >= 0). */
function divideUp(a: string, b: string, scale = LEVER_DECIMALS): string {
  const down = divideDown(a, b, scale);
  return compare(multiplyDown(down, b, 36), a) < 0 ? add(down, `0.${'0'.repeat(scale - 1)}1`) : down;
}

/** Base amount of `share` lots: share x lever_share_num. */
export const contractNumber = (share: number, shareNum: string): string =>
  multiplyDown(String(share), shareNum);

/**
 * Open price: the market price moved against the trader by `spreadPercent` (a long pays more, a short
 * receives less), then onto the pair's price grid in the same direction.
 */
export function openPrice(market: string, side: Side, spreadPercent: string, tick: Scale): string {
  const moved =
    side === LONG
      ? add(market, percentUp(market, spreadPercent))
      : sub(market, percentUp(market, spreadPercent));
  const floor = tick.floorUnits(isNegative(moved) ? '0' : moved) ?? 0;
  const onGrid = tick.fromUnits(floor);
  if (side === SHORT || compare(onGrid, moved) === 0) return onGrid;
  return tick.fromUnits(floor + 1);
}

/** Contract value: price x number (exact). */
export const contractValue = (price: string, number: string): string => multiplyDown(price, number);

/** Margin (caution_money): value / multiple, rounded up to 8 decimals. */
export const marginOf = (value: string, multiple: number): string => divideUp(value, String(multiple));

/** Trade fee: value x feePercent / 100, rounded up to 8 decimals. */
export const feeOf = (value: string, feePercent: string): string =>
  percentUp(value, feePercent, LEVER_DECIMALS);

/** Overnight fee for one day: value x overnightPercent / 100, rounded up to 8 decimals. */
export const overnightFeeOf = (value: string, overnightPercent: string): string =>
  percentUp(value, overnightPercent, LEVER_DECIMALS);

/** Profit at `price`: (price - open) x number for a long, (open - price) x number for a short. */
export function profitOf(side: Side, open: string, price: string, number: string): string {
  const diff = side === LONG ? sub(price, open) : sub(open, price);
  return multiplyDown(diff, number);
}

/** Risk rate in percent (2 decimals, cut): equity / used margin x 100; "0" with no margin used. */
export function hazardRate(equity: string, usedMargin: string): string {
  if (!isPositive(usedMargin)) return '0';
  if (!isPositive(equity)) return '0';
  return divideDown(multiplyDown(equity, '100'), usedMargin, 2);
}

/** True when the account must be liquidated: equity x 100 < maintenance x used margin. */
export function belowMaintenance(equity: string, usedMargin: string, maintenancePercent: string): boolean {
  if (!isPositive(usedMargin)) return false;
  return compare(multiplyDown(equity, '100'), multiplyDown(maintenancePercent, usedMargin)) < 0;
}

/** Equity of an account: free contract balance + margin held by open positions + their profits. */
export const equityOf = (free: string, usedMargin: string, profits: string): string =>
  add(add(free, usedMargin), profits);

/** 'lever.stopProfitSide' / 'lever.stopLossSide' when a stop is on the wrong side of the open price ("0" = none). */
export function stopError(
  side: Side,
  open: string,
  stopProfit: string,
  stopLoss: string,
): string | undefined {
  if (!isZero(stopProfit) && compare(stopProfit, open) !== (side === LONG ? 1 : -1))
    return 'lever.stopProfitSide';
  if (!isZero(stopLoss) && compare(stopLoss, open) !== (side === LONG ? -1 : 1)) return 'lever.stopLossSide';
  return undefined;
}

/**
 * Which stop `price` crosses for an open position (a long's stop-profit at or above, stop-loss at or
 * below; a short the reverse), if any. Stop-loss wins when both would (a gap through both).
 */
export function crossedStop(
  side: Side,
  price: string,
  stopProfit: string,
  stopLoss: string,
): 'stop_loss' | 'stop_profit' | undefined {
  const up = (level: string) => !isZero(level) && compare(price, level) >= 0;
  const down = (level: string) => !isZero(level) && compare(price, level) <= 0;
  if (side === LONG ? down(stopLoss) : up(stopLoss)) return 'stop_loss';
  if (side === LONG ? up(stopProfit) : down(stopProfit)) return 'stop_profit';
  return undefined;
}

/**
 * A close settles: the margin leaves the locked balance; margin + profit returns to the free
 * balance; the house pool pays the profit (or takes the loss). A loss beyond margin + free balance
 * is cut there (the pool absorbs the rest): the balance never goes negative.
 * Returns the signed amounts of the three ledger legs (they sum to zero) and the profit booked.
 */
export function closeSettlement(margin: string, profit: string, free: string) {
  const floor = negate(add(margin, free));
  const booked = compare(profit, floor) < 0 ? floor : profit;
  return {
    /** The profit actually booked (the loss capped at margin + free balance). */
    booked,
    lockedLeg: negate(margin),
    freeLeg: add(margin, booked),
    poolLeg: negate(booked),
  };
}

/**
 * The account's liquidation trigger on one pair, other pairs held at their prices: with `netNumber`
 * (longs minus shorts of the pair, base amount) the equity is linear in the pair's price, and it
 * reaches maintenance at T = price - (equity - m/100 x usedMargin) / netNumber. Returns where the
 * price must go, in the pair's ticks, for a check to be due: 'down' fires at a price <= ticks (net
 * long), 'up' at a price >= ticks (net short); undefined when this pair's price cannot trigger it.
 * Candidates are conservative (never later than the exact rule); the exact check decides.
 */
export function liquidationTrigger(
  netNumber: string,
  equity: string,
  usedMargin: string,
  maintenancePercent: string,
  price: string,
  tick: Scale,
): { dir: 'down' | 'up'; ticks: number } | undefined {
  if (isZero(netNumber) || !isPositive(usedMargin)) return undefined;
  const room = sub(equity, multiplyDown(divideDown(maintenancePercent, '100'), usedMargin));
  const threshold = sub(price, divideDown(room, netNumber));
  if (isPositive(netNumber)) {
    if (!isPositive(threshold)) return undefined;
    return { dir: 'down', ticks: tick.floorUnits(threshold) ?? 0 };
  }
  if (isNegative(threshold)) return { dir: 'up', ticks: 0 };
  return { dir: 'up', ticks: (tick.floorUnits(threshold) ?? 0) + 1 };
}

/**
 * Estimated liquidation price of one position, the account otherwise as it is: the price of its pair
 * where the risk rate reaches maintenance ("0" when it cannot be reached).
 */
export function liquidationPrice(
  side: Side,
  number: string,
  equity: string,
  usedMargin: string,
  maintenancePercent: string,
  price: string,
  tick: Scale,
): string {
  if (!isPositive(number) || !isPositive(usedMargin)) return '0';
  const room = sub(equity, multiplyDown(divideDown(maintenancePercent, '100'), usedMargin));
  const move = divideDown(room, number);
  const at = side === LONG ? sub(price, move) : add(price, move);
  if (!isPositive(at)) return '0';
  return tick.fromUnits(tick.floorUnits(at) ?? 0);
}
