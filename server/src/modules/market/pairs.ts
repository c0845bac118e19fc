import { canonicalDecimal, PairScale } from '../../money';
import type { Queryable } from '../../db';
import { normalizeSymbol } from '../../pair-symbol';

/** A seeded pair as the market service uses it (static during a run). */
export interface Pair {
  id: number;
  currencyId: number;
  legalId: number;
  /** "BTC/USDT" */
  symbol: string;
  currencyName: string;
  legalName: string;
  logo: string;
  category: number;
  categoryText: string;
  isDisplay: 0 | 1;
  openCoinTrade: 0 | 1;
  openMicrotrade: 0 | 1;
  openLever: 0 | 1;
  sellStatus: 0 | 1;
  leverShareNum: string;
  leverTradeFee: string;
  spread: string;
  issueNum: string;
  /** The description (spec §3 `content`) as the operator wrote it, English for the seeded pairs. */
  content: string;
  /** The description in other languages (`pair_translations`), by locale code. */
  contentIn: ReadonlyMap<string, string>;
  sort: number;
  priceTick: string;
  amountStep: string;
  seedPrice: string;
  scale: PairScale;
}

interface PairRow {
  id: number;
  currency_id: number;
  legal_id: number;
  symbol: string;
  currency_name: string;
  legal_name: string;
  logo: string;
  category: number;
  category_text: string;
  is_display: number;
  open_coin_trade: number;
  open_microtrade: number;
  open_lever: number;
  sell_status: number;
  lever_share_num: string;
  lever_trade_fee: string;
  spread: string;
  issue_num: string;
  content: string;
  sort: number;
  price_tick: string;
  amount_step: string;
  seed_price: string;
}

const bit = (n: number): 0 | 1 => (Number(n) === 1 ? 1 : 0);

export async function loadPairs(db: Queryable): Promise<Pair[]> {
  const [{ rows }, translations] = await Promise.all([
    db.query<PairRow>(
      `SELECT p.id, p.currency_id, p.legal_id, p.symbol, c.name AS currency_name, l.name AS legal_name,
            c.logo, p.category, p.category_text, p.is_display, p.open_coin_trade, p.open_microtrade,
            p.open_lever, p.sell_status, p.lever_share_num::text, p.lever_trade_fee::text,
            p.spread::text, p.issue_num::text, p.content, p.sort, p.price_tick, p.amount_step, p.seed_price
       FROM pairs p JOIN currencies c ON c.id = p.currency_id JOIN currencies l ON l.id = p.legal_id
      ORDER BY p.sort, p.id`,
    ),
    loadTranslations(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    currencyId: r.currency_id,
    legalId: r.legal_id,
    symbol: r.symbol,
    currencyName: r.currency_name,
    legalName: r.legal_name,
    logo: r.logo,
    category: r.category,
    categoryText: r.category_text,
    isDisplay: bit(r.is_display),
    openCoinTrade: bit(r.open_coin_trade),
    openMicrotrade: bit(r.open_microtrade),
    openLever: bit(r.open_lever),
    sellStatus: bit(r.sell_status),
    leverShareNum: canonicalDecimal(r.lever_share_num),
    leverTradeFee: canonicalDecimal(r.lever_trade_fee),
    spread: canonicalDecimal(r.spread),
    issueNum: canonicalDecimal(r.issue_num),
    content: r.content,
    contentIn: translations.get(r.id) ?? new Map(),
    sort: r.sort,
    priceTick: r.price_tick,
    amountStep: r.amount_step,
    seedPrice: r.seed_price,
    scale: new PairScale(r.price_tick, r.amount_step),
  }));
}

/** Every pair's translated descriptions: pair id → locale → content. */
async function loadTranslations(db: Queryable): Promise<Map<number, Map<string, string>>> {
  const { rows } = await db.query<{ pair_id: number; locale: string; content: string }>(
    'SELECT pair_id, locale, content FROM pair_translations',
  );
  const byPair = new Map<number, Map<string, string>>();
  for (const row of rows) {
    let texts = byPair.get(row.pair_id);
    if (!texts) byPair.set(row.pair_id, (texts = new Map()));
    texts.set(row.locale, row.content);
  }
  return byPair;
}

export { normalizeSymbol };

export class PairDirectory {
  private readonly bySymbol = new Map<string, Pair>();
  private readonly byCompact = new Map<string, Pair>();
  private readonly byIds = new Map<string, Pair>();
  private readonly byId = new Map<number, Pair>();

  constructor(readonly all: Pair[]) {
    for (const p of all) {
      this.bySymbol.set(p.symbol, p);
      this.byCompact.set(p.symbol.replace('/', ''), p);
      this.byIds.set(`${p.currencyId}/${p.legalId}`, p);
      this.byId.set(p.id, p);
    }
  }

  /** Accepts "BTC/USDT", "btc-usdt", "btc_usdt" and "btcusdt". */
  bySymbolText(text: string): Pair | undefined {
    const s = normalizeSymbol(text);
    return this.bySymbol.get(s) ?? this.byCompact.get(s);
  }

  byCurrencies(currencyId: number, legalId: number): Pair | undefined {
    return this.byIds.get(`${currencyId}/${legalId}`);
  }

  byNames(base: string, quote: string): Pair | undefined {
    return this.bySymbol.get(`${base.trim().toUpperCase()}/${quote.trim().toUpperCase()}`);
  }

  get(id: number): Pair | undefined {
    return this.byId.get(id);
  }

  /** The pair's symbol ("BTC/USDT"), or '' for an unknown id: what stored orders are labelled with. */
  readonly symbolOf = (id: number): string => this.byId.get(id)?.symbol ?? '';
}
