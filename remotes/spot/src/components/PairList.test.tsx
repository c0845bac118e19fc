import { quotationGroup, quotationRow } from '@exchange/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/render';
import { PairList } from './PairList';

const row = (currency_id: number, currency_name: string) =>
  quotationRow({
    currency_id,
    currency_name,
    legal_id: 1,
    change: '-1.5',
    open_microtrade: 0,
    open_lever: 0,
  });

const groups = [quotationGroup({ id: 1, fiat_convert_cny: '7', quotation: [row(2, 'BTC'), row(3, 'ETH')] })];

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
