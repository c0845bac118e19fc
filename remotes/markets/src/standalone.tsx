import { startRemote } from '@exchange/starter';
import AllMarketsPage from './pages/AllMarketsPage';
import HomePage from './pages/HomePage';

// The markets remote on its own (`pnpm --filter @exchange/markets dev`, port 3001): the host's
// provider stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: 'markets',
  pages: [
    { path: '/', Page: HomePage },
    { path: '/allmarket', Page: AllMarketsPage },
  ],
});
