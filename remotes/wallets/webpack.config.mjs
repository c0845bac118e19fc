import { createAppConfig } from '@exchange/build/webpack.mjs';

// The wallets remote: its pages for the host (loaded at run time through remotes.json), plus a
// standalone page (src/standalone.tsx) on :3005 that proxies /api and /socket.io to the server.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'wallets',
  port: 3005,
  title: 'Wallets',
  exposes: {
    './AssetsPage': './src/pages/AssetsPage.tsx',
    './TransferPage': './src/pages/TransferPage.tsx',
    './QuickExchangePage': './src/pages/QuickExchangePage.tsx',
    './RecordsPage': './src/pages/RecordsPage.tsx',
    './LegalAccountPage': './src/pages/LegalAccountPage.tsx',
    './MicroAccountPage': './src/pages/MicroAccountPage.tsx',
    './PaymentMethodPage': './src/pages/PaymentMethodPage.tsx',
    './WithdrawAddressPage': './src/pages/WithdrawAddressPage.tsx',
  },
});
