import { createAppConfig } from '@exchange/build/webpack.mjs';

// The markets remote: the home board and all-markets page for the host, plus a standalone page
// (src/standalone.tsx) on :3001 that proxies /api and /socket.io to the server for this team.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'markets',
  port: 3001,
  title: 'Markets',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './AllMarketsPage': './src/pages/AllMarketsPage.tsx',
  },
});
