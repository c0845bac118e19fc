import { createAppConfig } from '@exchange/build/webpack.mjs';

// The contracts remote: its pages for the host (loaded at run time through remotes.json), plus a
// standalone page (src/standalone.tsx) on :3003 that proxies /api and /socket.io to the server.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'contracts',
  port: 3003,
  title: 'Contracts',
  exposes: {
    './LeverTransactionsPage': './src/pages/LeverTransactionsPage.tsx',
    './LeverListPage': './src/pages/LeverListPage.tsx',
    './ContractPage': './src/pages/ContractPage.tsx',
    './LeverRecordPage': './src/pages/LeverRecordPage.tsx',
  },
});
