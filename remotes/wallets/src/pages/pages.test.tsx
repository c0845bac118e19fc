import { screen } from '@testing-library/react';
import TransferPage from './TransferPage';
import QuickExchangePage from './QuickExchangePage';
import RecordsPage from './RecordsPage';
import PaymentMethodPage from './PaymentMethodPage';
import WithdrawAddressPage from './WithdrawAddressPage';
import { renderPage } from '../testing/render';

describe('the wallets pages', () => {
  it.each([
    ['TransferPage', TransferPage],
    ['QuickExchangePage', QuickExchangePage],
    ['RecordsPage', RecordsPage],
    ['PaymentMethodPage', PaymentMethodPage],
    ['WithdrawAddressPage', WithdrawAddressPage],
  ] as const)('%s shows its heading and its text from the wallets namespace', async (_name, Page) => {
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallets' })).toBeInTheDocument();
    expect(screen.getByText('This page is under construction.')).toBeInTheDocument();
  });
});
