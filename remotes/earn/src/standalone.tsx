import { startRemote } from '@exchange/starter';
import IeoListPage from './pages/IeoListPage';
import IeoDetailPage from './pages/IeoDetailPage';
import LockPage from './pages/LockPage';
import LockDetailPage from './pages/LockDetailPage';

// The earn remote on its own (`pnpm --filter @exchange/earn dev`, port 3006): the host's
// provider stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: 'earn',
  pages: [
    { path: '/ieorg', Page: IeoListPage },
    { path: '/ieorgDetail', Page: IeoDetailPage },
    { path: '/lock', Page: LockPage },
    { path: '/lockDetail', Page: LockDetailPage },
  ],
});
