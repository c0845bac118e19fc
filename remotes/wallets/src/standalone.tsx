import { startRemote } from '@exchange/starter';
import AssetsPage from './pages/AssetsPage';
import TransferPage from './pages/TransferPage';
import QuickExchangePage from './pages/QuickExchangePage';
import RecordsPage from './pages/RecordsPage';
import LegalAccountPage from './pages/LegalAccountPage';
import MicroAccountPage from './pages/MicroAccountPage';
import PaymentMethodPage from './pages/PaymentMethodPage';
import WithdrawAddressPage from './pages/WithdrawAddressPage';

// The wallets remote on its own (`pnpm --filter @exchange/wallets dev`, port 3005): the host's
// provider stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: 'wallets',
  pages: [
    { path: '/dealFinance', Page: AssetsPage },
    { path: '/transfer', Page: TransferPage },
    { path: '/quickRedemption', Page: QuickExchangePage },
    { path: '/transferRecord', Page: RecordsPage },
    { path: '/transferLog', Page: RecordsPage },
    { path: '/coinRecord', Page: RecordsPage },
    { path: '/finanrec', Page: RecordsPage },
    { path: '/bindInfo', Page: RecordsPage },
    { path: '/legalAccount', Page: LegalAccountPage },
    { path: '/microAccount', Page: MicroAccountPage },
    { path: '/userSetting', Page: PaymentMethodPage },
    { path: '/userSetting2', Page: WithdrawAddressPage },
  ],
});
