import type { LeverDeal } from '@exchange/protocol';
import {
  accountAfterOpening,
  leverFigures,
  liquidationPrice,
  presetLots,
  type LeverFigures,
  type LeverMode,
  type LeverSide,
  type LeverTerms,
  type LotLimits,
} from './leverRules';

/** What the lever panel needs to know of the pair and the trader (from lever/deal and the pair row). */
export interface LeverMarket {
  /** The live last price (standard orders open at it). */
  lastPrice?: string;
  /** Multiples offered (§3 `multiple.muit`), as decimal strings. */
  multiples: string[];
  /** Preset lot buttons (§3 `multiple.share`). */
  lotPresets: number[];
  /** §3 `lever_share_limit`. */
  limits: LotLimits;
  /** The trader's free contract balance of the quote currency (§3 `user_lever`); undefined for guests. */
  available?: string;
  terms: LeverTerms;
  /** §5: short selling only when the pair's sell_status is 1. */
  sellAllowed: boolean;
  /** The risk rate (percent) below which the account is liquidated, for the estimates. */
  maintenance: string;
}

export interface ContractPair {
  legalId: number;
  currencyId: number;
  /** Base coin, e.g. BTC. */
  base: string;
  /** Quote coin, e.g. USDT. */
  quote: string;
  /** `BTC/USDT`. */
  symbol: string;
}

/** The panel's view of a lever/deal answer. */
export function marketFromDeal(deal: LeverDeal): LeverMarket {
  return {
    lastPrice: deal.last_price,
    multiples: deal.multiple.muit.map(String),
    lotPresets: deal.multiple.share.length > 0 ? deal.multiple.share : presetLots(deal.lever_share_limit),
    limits: deal.lever_share_limit,
    available: deal.user_lever,
    terms: {
      shareNum: deal.lever_share_num,
      feePercent: deal.lever_trade_fee,
      spreadPercent: deal.spread,
    },
    sellAllowed: deal.sell_status === 1,
    maintenance: deal.maintenance_rate,
  };
}

/**
 * What the panel shows for the order being typed: its figures at the limit price (limit mode) or the
 * live price (standard), and the estimated liquidation price with the account as lever/deal said.
 */
export function estimateOrder(args: {
  mode: LeverMode;
  side: LeverSide;
  price: string;
  lots: string;
  multiple: string;
  market: LeverMarket;
  account: { balance: string; profitsTotal: string; hazardRate: string };
}): { figures?: LeverFigures; liquidation?: string } {
  const { market, side } = args;
  const base = args.mode === 'limit' ? args.price : market.lastPrice;
  const figures = leverFigures({
    lots: args.lots,
    multiple: args.multiple,
    price: base,
    side,
    terms: market.terms,
  });
  if (!figures) return {};
  const after = accountAfterOpening({ ...args.account, margin: figures.margin, fee: figures.fee });
  const liquidation = liquidationPrice({
    side,
    openPrice: figures.price,
    quantity: figures.quantity,
    equity: after.equity,
    usedMargin: after.usedMargin,
    maintenanceRate: market.maintenance,
  });
  return { figures, liquidation };
}
