import { leverApi } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { isPositive } from '../../money';
import { InFlight, keyedCall } from '../../services/idempotency-key';
import { verifyPassword } from '../../services/passwords';
import { verifyWithinTries } from '../../services/password-tries';
import type { LeverEngine, SubmitOrder } from './engine';
import { positionByKey, type PositionRow } from './positions';
import { stopError } from './risk';
import type { LeverPairs } from './route-pairs';

/** The calls that open, change and close positions: submit, close, cancel, setstop, batch close. */
export function registerOrderRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  engine: LeverEngine,
  { termsOf, pairFilter }: LeverPairs,
): void {
  const inFlight = new InFlight<PositionRow>();
  const submit = keyedCall(leverApi.submit, {
    bad: 'lever.badIdempotencyKey',
    conflict: 'lever.idempotencyConflict',
  });

  registerEndpoint(app, ctx, submit, async ({ input, me, keyed }) => {
    const terms = termsOf(input.currency_id, input.legal_id);
    const { pair } = terms;
    if (!terms.multiples.includes(input.multiple)) throw new ApiError('lever.badMultiple');
    const limit = input.status === 0;
    if (limit) {
      if (!isPositive(input.target_price)) throw new ApiError('lever.enterPrice');
      if (pair.scale.price.toUnits(input.target_price) === undefined) throw new ApiError('lever.priceStep');
    }
    if (input.share < terms.shareMin) throw new ApiError('lever.noless', 'error', { min: terms.shareMin });
    if (terms.shareMax > 0 && input.share > terms.shareMax)
      throw new ApiError('lever.nomore', 'error', { max: terms.shareMax });
    if (input.type === 2 && pair.sellStatus !== 1) throw new ApiError('lever.shortForbidden');
    await checkTradePassword(ctx, me.id, input.password);

    const order: SubmitOrder = {
      terms,
      side: input.type,
      mode: limit ? 0 : 1,
      multiple: input.multiple,
      share: input.share,
      target: limit ? input.target_price : '0',
      keyed,
    };
    const row = await inFlight.run(me.id, keyed, async () => {
      const existing = keyed && (await positionByKey(ctx.db, me.id, keyed));
      return existing || engine.submit(me.id, order);
    });
    return engine.view(row);
  });

  registerEndpoint(app, ctx, leverApi.close, async ({ input, me }) =>
    engine.view(await engine.close(me.id, input.id)),
  );

  registerEndpoint(app, ctx, leverApi.cancel, async ({ input, me }) =>
    engine.view(await engine.cancel(me.id, input.id)),
  );

  registerEndpoint(app, ctx, leverApi.setstop, async ({ input, me }) => {
    const row = await engine.setStop(
      me.id,
      input.id,
      input.target_profit_price,
      input.stop_loss_price,
      (position) => {
        const tick = engine.terms(position.pairId).pair.scale.price;
        for (const stop of [input.target_profit_price, input.stop_loss_price]) {
          if (tick.toUnits(stop) === undefined) throw new ApiError('lever.priceStep');
        }
        const error = stopError(
          position.side,
          position.openPrice,
          input.target_profit_price,
          input.stop_loss_price,
        );
        if (error) throw new ApiError(error);
      },
    );
    return engine.view(row);
  });

  registerEndpoint(app, ctx, leverApi.batchClose, async ({ input, me }) => {
    const sides = input.type === 0 ? [1, 2] : [input.type];
    const closed = await engine.batchClose(me.id, sides, pairFilter(input));
    return { closed: closed.map((r) => r.id), positions: engine.views(closed) };
  });
}

/** §7 lever/submit `password`: none bound answers 'not' (the §8 bind flow), then empty, then wrong. */
async function checkTradePassword(ctx: ServerContext, userId: number, password: string): Promise<void> {
  const { rows } = await ctx.db.query<{ hash: string | null }>(
    `SELECT trade_password_hash AS hash FROM users WHERE id = $1`,
    [userId],
  );
  const hash = rows[0]?.hash;
  if (!hash) throw new ApiError('lever.noTradePassword', 'not');
  if (!password) throw new ApiError('trade.enterPsw');
  const right = await verifyWithinTries(ctx.limiter, `lever-password:${userId}`, () =>
    verifyPassword(password, hash),
  );
  if (!right) throw new ApiError('trade.pswWrong');
}
