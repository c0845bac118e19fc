import { PRICE_ALERT_EVENT, type AlertDirection } from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { AlertBook, levelTicks, type ArmedAlert } from './book';
import { activeAlerts, fireAlert } from './store';

export interface WaitingAlert {
  id: number;
  pairId: number;
  direction: AlertDirection;
  price: string;
}

/**
 * Evaluates the waiting alerts on the trades of the pairs this process's engine owns (the one
 * process, or the owner of the pair's partition in the scaled topology: only there do its trades
 * happen). Loaded from the database at start, so alerts keep waiting across a restart or a
 * takeover; each alert reached is fired by one guarded state change and pushed to its owner's
 * sockets on every node (`price_alert`, through `ctx.realtime.toUser`).
 */
export class AlertWatch {
  private readonly book = new AlertBook();
  private chain: Promise<void> = Promise.resolve();
  private stopTrades: (() => void) | undefined;

  constructor(private readonly ctx: ServerContext) {}

  /** Arms the waiting alerts of the pairs owned here and starts following their trades. */
  async start(): Promise<void> {
    const markets = this.ctx.markets;
    for (const alert of await activeAlerts(this.ctx.db, (pairId) => markets.owns(pairId))) this.arm(alert);
    this.stopTrades = markets.on('trade', (pair, trades) => {
      const prices = trades.map((t) => t.price);
      for (const { alert, ticks } of this.book.take(pair.id, prices)) this.fire(alert, ticks);
    });
  }

  /**
   * Watches a new alert. The price may have moved since the caller checked it: a level the last
   * price already reaches fires at once.
   */
  arm(alert: WaitingAlert): void {
    const market = this.ctx.markets.market(alert.pairId);
    if (!market) return;
    const ticks = levelTicks(market.pair.scale.price, alert.direction, alert.price);
    if (ticks === undefined) return;
    this.book.arm({ id: alert.id, pairId: alert.pairId, direction: alert.direction, ticks });
    for (const taken of this.book.take(alert.pairId, [market.lastPrice])) this.fire(taken.alert, taken.ticks);
  }

  disarm(id: number): void {
    this.book.disarm(id);
  }

  /** Waits for the firings under way and stops following trades. */
  async close(): Promise<void> {
    this.stopTrades?.();
    await this.chain;
  }

  private fire(alert: ArmedAlert, ticks: number): void {
    const pair = this.ctx.markets.pairs.get(alert.pairId);
    if (!pair) return;
    const price = pair.scale.price.fromUnits(ticks);
    this.chain = this.chain
      .then(async () => {
        const fired = await fireAlert(this.ctx.db, alert.id, price, this.ctx.clock.now());
        if (fired) this.ctx.realtime.toUser(fired.userId, PRICE_ALERT_EVENT, fired.alert);
      })
      .catch((error: unknown) => {
        // Still active in the database: a later trade (or the next start) fires it.
        this.ctx.faults.report('price alerts', error);
        this.book.arm(alert);
      });
  }
}
