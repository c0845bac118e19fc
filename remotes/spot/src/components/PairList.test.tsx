import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/render';
import { PairList } from './PairList';

const row = (currency_id: number, currency_name: string): QuotationRow => ({
  currency_id,
  legal_id: 1,
  currency_name,
  legal_name: 'USDT',
  logo: '',
  now_price: '100',
  change: '-1.5',
  volume: '10',
  is_display: 1,
  category: 1,
  category_text: 'Main',
  open_coin_trade: 1,
  open_microtrade: 0,
  open_lever: 0,
  lever_share_num: '1',
  lever_trade_fee: '0',
  spread: '0',
  issue_num: '21000000',
  content: '',
  sell_status: 1,
});

const groups: QuotationGroup[] = [
  {
    id: 1,
    name: 'USDT',
    fiat_convert_cny: '7',
    rmb_relation: '1',
    quotation: [row(2, 'BTC'), row(3, 'ETH')],
  },
];

describe('PairList', () => {
  it('says so when no pair matches the search, and chooses a pair with its position', async () => {
    const onChoose = jest.fn();
    await renderPage(
      <PairList groups={groups} current={{ legalId: 1, currencyId: 2 }} onChoose={onChoose} />,
    );
    expect(screen.queryByText('No pairs found')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'XYZ');
    expect(screen.getByText('No pairs found')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search coin' }));
    await userEvent.click(screen.getByRole('button', { name: /^ETH\/USDT/ }));
    expect(onChoose).toHaveBeenCalledWith(groups[0]!.quotation[1], { groupIndex: 0, rowIndex: 1 });
  });
});
