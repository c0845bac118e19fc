import { createAppConfig } from '@exchange/build/webpack.mjs';

// The spot remote: the deal centre and the spot order list for the host, plus a standalone page
// (src/standalone.tsx) on :3002 that proxies /api and /socket.io to the server for this team.
// The chart is @exchange/chart (shared/chart): Highcharts Stock loads lazily, in its own chunk.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'spot',
  port: 3002,
  title: 'Spot',
  exposes: {
    './DealCenterPage': './src/pages/DealCenterPage.tsx',
    './CoinOrderPage': './src/pages/CoinOrderPage.tsx',
  },
});
