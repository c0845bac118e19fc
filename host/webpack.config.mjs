import { createAppConfig } from '@exchange/build/webpack.mjs';

// The shell: no build-time remotes; they are registered at run time from /remotes.json.
// In development /api and /socket.io are proxied to the server on :4000 (see the factory).
export default createAppConfig({ appDir: import.meta.dirname, name: 'host', port: 3000, isHost: true });
