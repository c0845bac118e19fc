import { screen } from '@testing-library/react';
import TransferPage from './TransferPage';
import QuickExchangePage from './QuickExchangePage';
import RecordsPage from './RecordsPage';
import PaymentMethodPage from './PaymentMethodPage';
import WithdrawAddressPage from './WithdrawAddressPage';
import { renderPage } from '../testing/render';
import { walletServer } from '../testing/walletServer';

describe('the wallets pages', () => {
  it.each([
    ['TransferPage', TransferPage, '/transfer', 'Transfer'],
    ['QuickExchangePage', QuickExchangePage, '/quickRedemption', 'Quick exchange'],
    ['RecordsPage', RecordsPage, '/transferRecord', 'Transfer history'],
    ['RecordsPage', RecordsPage, '/account/transferLog', 'Account log'],
    ['RecordsPage', RecordsPage, '/coinRecord', 'Deposit and withdrawal records'],
    ['RecordsPage', RecordsPage, '/finanrec', 'Finance records'],
    ['RecordsPage', RecordsPage, '/bindInfo', 'Account binding'],
    ['PaymentMethodPage', PaymentMethodPage, '/userSetting', 'Payment methods'],
    ['WithdrawAddressPage', WithdrawAddressPage, '/userSetting2', 'Withdrawal addresses'],
  ] as const)('%s at %s is titled %p', async (_name, Page, path, title) => {
    await renderPage(<Page />, { path, test: walletServer() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
