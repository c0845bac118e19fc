import { add, compare, isPositive } from '../../money';
import type { PositionRow } from './positions';
import { crossedStop, equityOf, LONG, liquidationPrice, profitOf } from './risk';
import type { LeverTerms } from './settings';
import { PairTriggers } from './triggers';
import { fixed, fixedBelowMaintenance, fixedLiquidationTrigger, fixedProfit } from './fixed';

/*
 * The lever engine's memory: every pending and open position, each account's free contract balance,
 * and per pair the price triggers (stops, limit orders, account liquidation levels) indexed by price.
 * Pure: no database, no clock. `markPass` is the mark-to-market step on a price tick; what it decides
 * is carried out by the engine (engine.ts) in database transactions.
 */

export type Decision =
  | { kind: 'open'; id: number }
  | { kind: 'close'; id: number; reason: 'stop_profit' | 'stop_loss' }
  | { kind: 'liquidate'; userId: number; legalId: number };

export interface Account {
  userId: number;
  legalId: number;
  /** lever_balance of the quote currency, as last read. */
  free: string;
  ids: Set<number>;
  /** `free` at 18 decimals, for the text it was read from. */
  freeFixed?: { text: string; value: bigint };
}

/** A live position's figures at 18 decimals (fixed.ts), read once when it enters the book. */
interface FixedPosition {
  long: boolean;
  open: bigint;
  number: bigint;
  margin: bigint;
}

export interface AccountRisk {
  free: string;
  usedMargin: string;
  profits: string;
  equity: string;
}

export interface AccountMarks {
  risk: AccountRisk;
  maintenance: string;
}

const accountKey = (userId: number, legalId: number) => `${userId}:${legalId}`;

export class LeverBook {
  readonly live = new Map<number, PositionRow>();
  private readonly accounts = new Map<string, Account>();
  private readonly triggers = new Map<number, PairTriggers>();
  private readonly fixedRows = new Map<number, FixedPosition>();
  private readonly tickFixed = new Map<number, bigint>();
  private readonly maintenanceFixed = new Map<number, bigint>();

  constructor(
    readonly terms: ReadonlyMap<number, LeverTerms>,
    /** The pair's current price in ticks (the market's last trade). */
    private readonly priceTicks: (pairId: number) => number | undefined,
  ) {
    for (const [pairId, t] of terms) {
      this.triggers.set(pairId, new PairTriggers());
      this.tickFixed.set(pairId, fixed(t.pair.priceTick));
      this.maintenanceFixed.set(pairId, fixed(t.maintenance));
    }
  }

  priceOf(pairId: number): string {
    const terms = this.terms.get(pairId);
    const ticks = this.priceTicks(pairId);
    return terms && ticks !== undefined ? terms.pair.scale.price.fromUnits(ticks) : '0';
  }

  account(userId: number, legalId: number): Account {
    const key = accountKey(userId, legalId);
    let account = this.accounts.get(key);
    if (!account) {
      account = { userId, legalId, free: '0', ids: new Set() };
      this.accounts.set(key, account);
    }
    return account;
  }

  get accountList(): Account[] {
    return [...this.accounts.values()];
  }

  triggerCount(pairId: number): number {
    return this.triggers.get(pairId)?.size ?? 0;
  }

  /** Adds or replaces a position; one that is no longer pending or open leaves the book. */
  put(row: PositionRow): void {
    const terms = this.terms.get(row.pairId);
    if (!terms) return;
    const account = this.account(row.userId, terms.pair.legalId);
    const triggers = this.triggers.get(row.pairId)!;
    triggers.remove('open', row.id);
    triggers.remove('stop_profit', row.id);
    triggers.remove('stop_loss', row.id);
    if (row.status !== 0 && row.status !== 1) {
      this.live.delete(row.id);
      this.fixedRows.delete(row.id);
      account.ids.delete(row.id);
      return;
    }
    this.live.set(row.id, row);
    this.fixedRows.set(row.id, {
      long: row.side === LONG,
      open: fixed(row.openPrice),
      number: fixed(row.qty),
      margin: fixed(row.margin),
    });
    account.ids.add(row.id);
    const ticksOf = (price: string) => terms.pair.scale.price.floorUnits(price) ?? 0;
    if (row.status === 0) {
      triggers.set('open', row.id, row.triggerDir > 0 ? 'up' : 'down', ticksOf(row.targetPrice));
      return;
    }
    const long = row.side === LONG;
    if (isPositive(row.stopProfit))
      triggers.set('stop_profit', row.id, long ? 'up' : 'down', ticksOf(row.stopProfit));
    if (isPositive(row.stopLoss))
      triggers.set('stop_loss', row.id, long ? 'down' : 'up', ticksOf(row.stopLoss));
  }

  /** Equity and used margin of an account at the current prices. */
  risk(account: Account): AccountRisk {
    let usedMargin = '0';
    let profits = '0';
    for (const id of account.ids) {
      const p = this.live.get(id);
      if (!p || p.status !== 1) continue;
      usedMargin = add(usedMargin, p.margin);
      profits = add(profits, profitOf(p.side, p.openPrice, this.priceOf(p.pairId), p.qty));
    }
    return { free: account.free, usedMargin, profits, equity: equityOf(account.free, usedMargin, profits) };
  }

  maintenanceOf(account: Account): string {
    // The highest maintenance rate among the pairs held (one rate per account).
    let rate = '0';
    for (const id of account.ids) {
      const p = this.live.get(id);
      const m = p && this.terms.get(p.pairId)?.maintenance;
      if (m && compare(m, rate) > 0) rate = m;
    }
    return rate;
  }

  isBelowMaintenance(account: Account): boolean {
    const r = this.fixedRisk(account);
    return fixedBelowMaintenance(r.equity, r.used, r.maintenance);
  }

  /** Equity, used margin and maintenance rate of an account at 18 decimals (the hot path of marks). */
  private fixedRisk(account: Account): { equity: bigint; used: bigint; maintenance: bigint } {
    if (account.freeFixed?.text !== account.free) {
      account.freeFixed = { text: account.free, value: fixed(account.free) };
    }
    let used = 0n;
    let profits = 0n;
    let maintenance = 0n;
    for (const id of account.ids) {
      const p = this.live.get(id);
      const f = this.fixedRows.get(id);
      if (!p || !f || p.status !== 1) continue;
      used += f.margin;
      profits += fixedProfit(f.long, f.open, this.priceFixed(p.pairId), f.number);
      const m = this.maintenanceFixed.get(p.pairId) ?? 0n;
      if (m > maintenance) maintenance = m;
    }
    return { equity: account.freeFixed.value + used + profits, used, maintenance };
  }

  private priceFixed(pairId: number): bigint {
    return BigInt(this.priceTicks(pairId) ?? 0) * (this.tickFixed.get(pairId) ?? 0n);
  }

  /** Risk and maintenance rate of an account, worked out once for several of its positions' views. */
  marksOf(account: Account): AccountMarks {
    return { risk: this.risk(account), maintenance: this.maintenanceOf(account) };
  }

  /**
   * Estimated liquidation price of an open position, the account otherwise as it is. `marks`: the
   * account's marksOf at the current prices, when the caller already has them.
   */
  liquidationPriceOf(row: PositionRow, marks?: AccountMarks): string {
    const terms = this.terms.get(row.pairId);
    if (!terms || row.status !== 1) return '0';
    const { risk: r, maintenance } = marks ?? this.marksOf(this.account(row.userId, terms.pair.legalId));
    return liquidationPrice(
      row.side,
      row.qty,
      r.equity,
      r.usedMargin,
      maintenance,
      this.priceOf(row.pairId),
      terms.pair.scale.price,
    );
  }

  /** The account's open position with the lowest profit at the current prices (the first such). */
  worstOpen(account: Account): PositionRow | undefined {
    let worst: PositionRow | undefined;
    let worstProfit = '0';
    for (const id of account.ids) {
      const p = this.live.get(id);
      if (p?.status !== 1) continue;
      const profit = profitOf(p.side, p.openPrice, this.priceOf(p.pairId), p.qty);
      if (!worst || compare(profit, worstProfit) < 0) {
        worst = p;
        worstProfit = profit;
      }
    }
    return worst;
  }

  /**
   * Re-arms the account's liquidation triggers on every pair it holds (after any change of its
   * positions or balance, and periodically since other pairs move). A level the current price has
   * already reached is put one tick beyond it, so one pass never fires it twice.
   */
  rearm(account: Account): void {
    const net = new Map<number, bigint>();
    for (const id of account.ids) {
      const p = this.live.get(id);
      const f = this.fixedRows.get(id);
      if (!p || !f || p.status !== 1) continue;
      net.set(p.pairId, (net.get(p.pairId) ?? 0n) + (f.long ? f.number : -f.number));
    }
    const r = net.size > 0 ? this.fixedRisk(account) : undefined;
    for (const [pairId, triggers] of this.triggers) {
      const netNumber = net.get(pairId);
      const terms = this.terms.get(pairId)!;
      const level =
        r && netNumber !== undefined && terms.pair.legalId === account.legalId
          ? fixedLiquidationTrigger(
              netNumber,
              r.equity,
              r.used,
              r.maintenance,
              this.priceFixed(pairId),
              this.tickFixed.get(pairId)!,
            )
          : undefined;
      if (!level) {
        triggers.remove('liquidate', account.userId);
        continue;
      }
      const now = this.priceTicks(pairId) ?? 0;
      const ticks = level.dir === 'down' ? Math.min(level.ticks, now - 1) : Math.max(level.ticks, now + 1);
      triggers.set('liquidate', account.userId, level.dir, ticks);
    }
  }

  /**
   * The mark-to-market step of one pair at `ticks`: the limit orders to open, the stops crossed and
   * the accounts whose risk rate fell below maintenance (checked exactly; a false alarm is re-armed).
   * Touches only the triggers the price reached.
   */
  markPass(pairId: number, ticks: number): Decision[] {
    const triggers = this.triggers.get(pairId);
    const terms = this.terms.get(pairId);
    if (!triggers || !terms) return [];
    const price = terms.pair.scale.price.fromUnits(ticks);
    const decisions: Decision[] = [];
    for (const fired of triggers.cross(ticks)) {
      if (fired.kind === 'liquidate') {
        const account = this.account(fired.ref, terms.pair.legalId);
        if (this.isBelowMaintenance(account))
          decisions.push({ kind: 'liquidate', userId: account.userId, legalId: account.legalId });
        else this.rearm(account);
        continue;
      }
      const row = this.live.get(fired.ref);
      if (!row) continue;
      if (fired.kind === 'open') {
        if (row.status === 0) decisions.push({ kind: 'open', id: row.id });
        continue;
      }
      const reason =
        row.status === 1 ? crossedStop(row.side, price, row.stopProfit, row.stopLoss) : undefined;
      if (reason) decisions.push({ kind: 'close', id: row.id, reason });
    }
    return decisions;
  }
}
