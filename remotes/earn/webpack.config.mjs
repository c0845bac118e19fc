import { createAppConfig } from '@exchange/build/webpack.mjs';

// The earn remote: its pages for the host (loaded at run time through remotes.json), plus a
// standalone page (src/standalone.tsx) on :3006 that proxies /api and /socket.io to the server.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'earn',
  port: 3006,
  title: 'Earn',
  exposes: {
    './IeoListPage': './src/pages/IeoListPage.tsx',
    './IeoDetailPage': './src/pages/IeoDetailPage.tsx',
    './LockPage': './src/pages/LockPage.tsx',
    './LockDetailPage': './src/pages/LockDetailPage.tsx',
  },
});
