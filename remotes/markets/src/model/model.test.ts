import type { QuotationRow } from '@exchange/protocol';
import { matchTradePush, quotationRow } from '../testing/fixtures';
import * as display from './display';
import { categoryTabs, filterRows } from './filter';
import { addTrades, noTrades, pushTrade, shownTrades } from './tradeList';
import { pickTrendKeys } from './trend';

const row = (over: Partial<QuotationRow>) =>
  quotationRow({ now_price: '100', change: '1.5', volume: '10', category_text: 'Main', ...over });

describe('market search and tabs (spec §5)', () => {
  const rows = [
    row({}),
    row({ currency_id: 2, currency_name: 'eth', category: 2, category_text: 'New' }),
    row({ currency_id: 3, currency_name: 'UNI', category: 3, open_coin_trade: 0 }),
    row({ currency_id: 4, currency_name: 'HIDE', is_display: 0 }),
    row({ currency_id: 5, currency_name: 'MEME', category: 7, category_text: 'Meme' }),
  ];
  const names = (list: QuotationRow[]) => list.map((r) => r.currency_name);

  it('shows every displayed row on the all tab, never is_display 0', () => {
    expect(names(filterRows(rows, { kind: 'all' }, ''))).toEqual(['BTC', 'eth', 'UNI', 'MEME']);
  });

  it('uppercases the search and matches the currency or the legal name', () => {
    expect(names(filterRows(rows, { kind: 'all' }, ' Et '))).toEqual(['eth']);
    expect(names(filterRows(rows, { kind: 'all' }, 'usd'))).toHaveLength(4);
    expect(filterRows(rows, { kind: 'all' }, 'nothing')).toEqual([]);
  });

  it('needs open_coin_trade 1 and the matching category on a category tab', () => {
    expect(names(filterRows(rows, { kind: 'category', category: 1 }, ''))).toEqual(['BTC']);
    expect(names(filterRows(rows, { kind: 'category', category: 3 }, ''))).toEqual([]);
    expect(names(filterRows(rows, { kind: 'category', category: 7 }, 'me'))).toEqual(['MEME']);
  });

  it('offers the three named tabs plus a tab per other category text', () => {
    expect(categoryTabs(rows)).toEqual([
      { category: 1, named: 'mainstream', text: 'Main' },
      { category: 2, named: 'innovation', text: 'New' },
      { category: 3, named: 'defi', text: 'Main' },
      { category: 7, named: null, text: 'Meme' },
    ]);
  });
});

describe('trade lists (spec §4)', () => {
  it('keeps up to 10 newest first, trims to the newest 5 when an 11th arrives, shows 4', () => {
    let list: number[] = [];
    for (let i = 1; i <= 10; i += 1) list = pushTrade(list, i);
    expect(list).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    list = pushTrade(list, 11);
    expect(list).toEqual([11, 10, 9, 8, 7]);
    expect(shownTrades(list)).toEqual([11, 10, 9, 8]);
  });

  it('sorts one frame of match_trade pushes into buys and sells, newest first, trimming at the cap', () => {
    const pushes = [
      ...Array.from({ length: 11 }, (_, i) => matchTradePush('buy', String(i + 1))),
      matchTradePush('sell', '99'),
    ];
    const state = addTrades(noTrades, pushes);
    expect(state.buys.map((trade) => trade.price)).toEqual(['11', '10', '9', '8', '7']);
    expect(state.sells).toEqual([
      { id: '12', symbol: 'BTC/USDT', price: '99', amount: '0.5', time: 1_700_000_000_000 },
    ]);
    const next = addTrades(state, [matchTradePush('sell', '98')]);
    expect(next.sells.map((trade) => trade.id)).toEqual(['13', '12']);
    expect(next.buys).toBe(state.buys);
    expect(addTrades(state, [])).toBe(state);
  });

  it('takes every trade of a batched push, oldest first', () => {
    const batch = matchTradePush('buy', '1');
    batch.data.push({ ...batch.data[0]!, price: '2' }, { ...batch.data[0]!, direction: 'sell', price: '3' });
    const state = addTrades(noTrades, [batch]);
    expect(state.buys.map((trade) => trade.price)).toEqual(['2', '1']);
    expect(state.sells.map((trade) => trade.price)).toEqual(['3']);
  });
});

describe('trend panel', () => {
  it('picks distinct displayed pairs, at most the panel size', () => {
    const rows = Array.from({ length: 9 }, (_, i) =>
      row({ currency_id: i + 1, is_display: i === 0 ? 0 : 1 }),
    );
    const keys = pickTrendKeys(rows, 6, () => 0.3);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(keys).not.toContain('1/3');
  });
});

describe('display (spec §9)', () => {
  it('formats price 4, change 2 with sign, volume 0 grouped and CNY at 6.9641', () => {
    expect(display.formatPrice('65000.12345')).toBe('65000.1235');
    expect(display.formatChange('1.5')).toBe('+1.50%');
    expect(display.formatChange('-0.004')).toBe('0.00%');
    expect(display.trendOf('-2')).toBe('down');
    expect(display.formatVolume('1234567.9')).toBe('1,234,567');
    expect(display.formatCny('1')).toBe('¥6.96');
  });

  it('never shows a live micro price as zero, and shows -- for missing figures', () => {
    expect(display.formatPrice('0.00000812')).toBe('0.00000812');
    expect(display.formatPrice('0')).toBe('0.0000');
    expect(display.formatCny('0.00000812')).toBe('¥0.000057');
    expect(display.formatPrice('')).toBe('--');
    expect(display.formatChange('')).toBe('--');
    expect(display.formatCny('')).toBe('--');
  });
});
