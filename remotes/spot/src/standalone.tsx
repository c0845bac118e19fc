import { startRemote } from '@exchange/starter';
import CoinOrderPage from './pages/CoinOrderPage';
import DealCenterPage from './pages/DealCenterPage';

// The spot remote on its own (`pnpm --filter @exchange/spot dev`, port 3002): the host's provider
// stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: 'spot',
  pages: [
    { path: '/dealCenter', Page: DealCenterPage },
    { path: '/coinOrder', Page: CoinOrderPage },
  ],
});
