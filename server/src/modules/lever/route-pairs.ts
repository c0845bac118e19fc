import { ApiError } from '../../errors';
import type { ServerContext } from '../../context';
import type { LeverEngine } from './engine';
import type { LeverTerms } from './settings';

/** How the lever calls find a pair's terms from the ids a request names. */
export interface LeverPairs {
  /** The open lever terms of the pair; `lever.pairClosed` when it has none. */
  termsOf(currencyId: number, legalId: number): LeverTerms;
  /** The pair both ids name, as a filter; no filter unless both are given. */
  pairFilter(input: { currency_id?: number; legal_id?: number }): number[] | undefined;
  /** The quote currency of the first lever pair (the risk figures' currency without a filter). */
  defaultLegal(): number;
}

export function leverPairs(ctx: ServerContext, engine: LeverEngine): LeverPairs {
  const termsOf = (currencyId: number, legalId: number): LeverTerms => {
    const pair = ctx.markets.pairs.byCurrencies(currencyId, legalId);
    const terms = pair && engine.book.terms.get(pair.id);
    if (!terms) throw new ApiError('lever.pairClosed');
    return terms;
  };
  return {
    termsOf,
    pairFilter: (input) =>
      input.currency_id !== undefined && input.legal_id !== undefined
        ? [termsOf(input.currency_id, input.legal_id).pair.id]
        : undefined,
    defaultLegal: () => [...engine.book.terms.values()][0]?.pair.legalId ?? 1,
  };
}
