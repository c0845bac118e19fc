import type { FastifyRequest } from 'fastify';
import { alertsApi, marketApi, spotApi } from '@exchange/protocol';
import type { Queryable } from '../db';
import type { PairDirectory } from '../modules/market';
import type { PartitionRouter } from './partitions';

/** Where an API node sends an engine-owned call: one partition, or every one (answers merged). */
export type Destination = { partition: string } | { every: true };

/** Calls that read every pair: fetched from every partition, each pair's row from its owner (merge.ts). */
export const everyPartitionPaths = new Set<string>([marketApi.quotationNew.path, marketApi.quotation.path]);

export interface RoutingDeps {
  router: PartitionRouter;
  pairs: PairDirectory;
  db: Queryable;
}

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function id(value: unknown): number | undefined {
  const n = Number(text(value));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The partition of an engine-owned call (README "Scaled topology"): spot orders, price alerts and
 * per-pair market reads go to their pair's owner, cancels to the owner of the order's (alert's) pair, the
 * operator's price move to the pair's owner; everything else (lever, micro, quick exchange, the
 * operator's clock and KYC) to the primary. A call naming no known pair goes to the primary, which
 * answers it as one process would (unknown pair, order not found).
 */
export async function destinationOf(
  routeUrl: string,
  request: FastifyRequest,
  deps: RoutingDeps,
): Promise<Destination> {
  const { router, pairs } = deps;
  const to = (pairId: number | undefined): Destination => ({
    partition: pairId === undefined ? router.primary : router.ownerOf(pairId),
  });
  if (router.names.length === 1) return to(undefined);
  if (everyPartitionPaths.has(routeUrl)) return { every: true };
  const body = fieldsOf(request.body);
  const query = fieldsOf(request.query);
  switch (routeUrl) {
    case spotApi.coinTrade.path:
    case alertsApi.alertsAdd.path:
    case marketApi.deal.path: {
      const currency = id(body.currency_id);
      const legal = id(body.legal_id);
      return to(currency && legal ? pairs.byCurrencies(currency, legal)?.id : undefined);
    }
    case marketApi.getCurrent.path:
      return to(pairs.byNames(text(body.base_currency), text(body.quote_currency))?.id);
    case marketApi.newTimeshar.path:
      return to(pairs.bySymbolText(text(query.symbol))?.id);
    case '/operator/price':
      return to(pairs.bySymbolText(text(body.pair))?.id);
    case spotApi.coinCancelTrade.path:
    case spotApi.transactionDel.path: {
      const orderId = id(body.id);
      if (orderId === undefined) return to(undefined);
      const { rows } = await deps.db.query<{ pair_id: number }>('SELECT pair_id FROM orders WHERE id = $1', [
        orderId,
      ]);
      return to(rows[0]?.pair_id);
    }
    case alertsApi.alertsCancel.path: {
      const alertId = id(body.id);
      if (alertId === undefined) return to(undefined);
      const { rows } = await deps.db.query<{ pair_id: number }>(
        'SELECT pair_id FROM price_alerts WHERE id = $1',
        [alertId],
      );
      return to(rows[0]?.pair_id);
    }
    default:
      return to(undefined);
  }
}
