import type { QuotationGroup } from '@exchange/protocol';
import { quotationRow } from '../testing/fixtures';
import { chooseContractRow, leverPairs } from './leverPairs';

const groups = [
  {
    id: 1,
    name: 'USDT',
    quotation: [
      quotationRow({ currency_id: 2, currency_name: 'BTC' }),
      quotationRow({ currency_id: 3, currency_name: 'ETH' }),
      quotationRow({ currency_id: 4, currency_name: 'DOGE', open_lever: 0 }),
      quotationRow({ currency_id: 5, currency_name: 'LTC', is_display: 0 }),
    ],
  },
] as unknown as QuotationGroup[];

describe('lever pairs', () => {
  it('lists shown pairs open to lever trading, searched case-blind (spec §5)', () => {
    expect(leverPairs(groups).map((row) => row.currency_name)).toEqual(['BTC', 'ETH']);
    expect(leverPairs(groups, ' eth').map((row) => row.currency_name)).toEqual(['ETH']);
    expect(leverPairs(groups, 'usdt')).toHaveLength(2);
  });

  it('keeps the stored pair when it trades with leverage, else takes the first lever pair', () => {
    expect(chooseContractRow(groups, { legalId: 1, currencyId: 3 })?.currency_name).toBe('ETH');
    expect(chooseContractRow(groups, { legalId: 1, currencyId: 4 })?.currency_name).toBe('BTC');
    expect(chooseContractRow(groups, undefined)?.currency_name).toBe('BTC');
    expect(chooseContractRow([], undefined)).toBeUndefined();
  });
});
