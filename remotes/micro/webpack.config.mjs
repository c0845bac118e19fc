import { createAppConfig } from '@exchange/build/webpack.mjs';

// The micro remote: its pages for the host (loaded at run time through remotes.json), plus a
// standalone page (src/standalone.tsx) on :3004 that proxies /api and /socket.io to the server.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'micro',
  port: 3004,
  title: 'Micro',
  exposes: {
    './SecondsPage': './src/pages/SecondsPage.tsx',
    './SecondsOrderPage': './src/pages/SecondsOrderPage.tsx',
  },
});
