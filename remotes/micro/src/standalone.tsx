import { startRemote } from '@exchange/starter';
import SecondsPage from './pages/SecondsPage';
import SecondsOrderPage from './pages/SecondsOrderPage';

// The micro remote on its own (`pnpm --filter @exchange/micro dev`, port 3004): the host's
// provider stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: 'micro',
  pages: [
    { path: '/leverdealCenter', Page: SecondsPage },
    { path: '/secondsOrder', Page: SecondsOrderPage },
  ],
});
