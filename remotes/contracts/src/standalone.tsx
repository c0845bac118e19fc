import { startRemote } from '@exchange/starter';
import LeverTransactionsPage from './pages/LeverTransactionsPage';
import LeverListPage from './pages/LeverListPage';
import ContractPage from './pages/ContractPage';
import LeverRecordPage from './pages/LeverRecordPage';

// The contracts remote on its own (`pnpm --filter @exchange/contracts dev`, port 3003): the host's
// provider stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: 'contracts',
  pages: [
    { path: '/leverTransactions', Page: LeverTransactionsPage },
    { path: '/leverList', Page: LeverListPage },
    { path: '/manger', Page: ContractPage },
    { path: '/leverRecord', Page: LeverRecordPage },
  ],
});
