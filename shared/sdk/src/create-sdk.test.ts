import { api } from '@exchange/protocol';
import { createSdk } from './create-sdk';
import { createTestSdk } from './testing/test-sdk';

describe('createSdk', () => {
  it('wires client, routing, session and bus together: a 999 logs the user out everywhere', async () => {
    const { sdk, server, sockets, effects } = createTestSdk();
    sdk.storage.setMany({ token: 'tok', locale: 'de' });
    sdk.bus.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const socket = sockets[0]!;
    socket.serverAccept();
    expect(socket.emitted[0]).toEqual({ event: 'login', payload: { token: 'tok' } });

    server.on('/api/user/info', { body: { type: 999, message: 'auth.expired' } });
    const result = await sdk.api.call(api.userInfo);
    expect(result.type).toBe(999);
    expect(sdk.session.isLoggedIn).toBe(false);
    expect(sdk.storage.get('locale')).toBe('de');
    expect(effects).toEqual([
      { kind: 'toast', messageKey: 'auth.expired' },
      { kind: 'navigate', to: '/components/login?type=1', delayMs: 1000 },
    ]);
    // The bus dropped the user's socket and reconnects anonymously.
    expect(socket.connected).toBe(false);
    expect(socket.connectCalls).toBe(2);
    sdk.bus.stop();
  });

  it('stores a chosen pair', () => {
    const { sdk } = createTestSdk();
    sdk.choosePair({ legal_id: 1, currency_id: 5, legal_name: 'USDT', currency_name: 'ETH' });
    expect(sdk.storedPair()?.symbol).toBe('ETH/USDT');
  });

  it('defaults to the page host, localStorage and socket.io', () => {
    const sdk = createSdk();
    sdk.storage.set('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
