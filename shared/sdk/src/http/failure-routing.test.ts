import { api, logout } from '@exchange/protocol';
import { createMemoryStorage, createStorage } from '../storage/store';
import { createFakeFetch } from '../testing/fake-fetch';
import { createApiClient } from './api-client';
import { createFailureRouter, type UiEffect } from './failure-routing';

/** What a silent call (a background refresh, a home load, a form that shows its own errors) still routes. */
function setup() {
  const storage = createStorage({ backing: createMemoryStorage() });
  let clock = 1_700_000_000_000;
  const router = createFailureRouter(storage, () => clock);
  const server = createFakeFetch();
  const client = createApiClient({ storage, router, fetch: server.fetch });
  const effects: UiEffect[] = [];
  const expired: string[] = [];
  router.notices$.subscribe((effect) => effects.push(effect));
  router.sessionExpired$.subscribe((event) => expired.push(event.messageKey));
  const advance = (ms: number) => (clock += ms);
  return { storage, server, client, effects, expired, advance };
}

const dealRequest = { legal_id: 1, currency_id: 2 };

describe('silent calls (spec §8)', () => {
  it('show no toast for a plain failure', async () => {
    const { server, client, effects } = setup();
    server.on('/api/currency/quotation_new', { body: { type: 'error', message: 'boom' } });
    const result = await client.call(api.quotationNew, {}, { silent: true });
    expect(result).toEqual({ type: 'error', message: 'boom' });
    expect(effects).toEqual([]);
  });

  it('still expire a session the server revoked: storage cleared but the locale, message, login with type 1', async () => {
    const { storage, server, client, effects, expired } = setup();
    storage.setMany({ token: 'revoked', locale: 'de', user_id: 5 });
    server.on('/api/transaction/deal', { body: { type: 999, message: 'session.expired' } });
    const result = await client.call(api.deal, dealRequest, { silent: true });
    expect(result.type).toBe(999);
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('user_id')).toBeUndefined();
    expect(storage.get('locale')).toBe('de');
    expect(expired).toEqual(['session.expired']);
    expect(effects).toEqual([
      { kind: 'toast', messageKey: 'session.expired' },
      { kind: 'navigate', to: '/components/login?type=1', delayMs: 1000 },
    ]);
  });

  it('expire the session once when several background calls meet the revoked token together', async () => {
    const { storage, server, client, effects, expired } = setup();
    storage.set('token', 'revoked');
    server.on('/api/transaction/deal', { body: { type: 999, message: 'session.expired' } });
    server.on('/api/currency/quotation_new', { body: { type: 999, message: 'session.expired' } });
    await Promise.all([
      client.call(api.deal, dealRequest, { silent: true }),
      client.call(api.quotationNew, {}, { silent: true }),
    ]);
    expect(expired).toHaveLength(1);
    expect(effects.filter((effect) => effect.kind === 'navigate')).toHaveLength(1);
  });

  it('do not send a visitor without a session to login (a 999 to a request that carried no token)', async () => {
    const { server, client, effects } = setup();
    server.on('/api/transaction/deal', { body: { type: 999, message: 'session.expired' } });
    await client.call(api.deal, dealRequest, { silent: true });
    expect(effects).toEqual([]);
  });

  it.each([
    [996, '/bindmpwd'],
    [997, '/userSetting'],
    [555, '/userSetting'],
    [998, '/authentication'],
  ])('still show the message of type %s and go to %s after 1 s', async (type, to) => {
    const { storage, server, client, effects } = setup();
    storage.set('token', 'tok');
    server.on('/api/transaction/deal', { body: { type, message: 'gate.key' } });
    await client.call(api.deal, dealRequest, { silent: true });
    expect(effects).toEqual([
      { kind: 'toast', messageKey: 'gate.key' },
      { kind: 'navigate', to, delayMs: 1000 },
    ]);
    expect(storage.get('token')).toBe('tok');
  });

  it('still go to /bindmpwd after 1 s on HTTP 401', async () => {
    const { server, client, effects } = setup();
    server.on('/api/user/logout', { status: 401, body: undefined });
    await client.call(logout, {}, { silent: true });
    expect(effects).toEqual([{ kind: 'navigate', to: '/bindmpwd', delayMs: 1000 }]);
  });
});

describe('gate redirects (996, 997, 555, 998, HTTP 401)', () => {
  it('show one message and one redirect when polls meet the same gate together, again after the delay', async () => {
    const { storage, server, client, effects, advance } = setup();
    storage.set('token', 'tok');
    server.on('/api/transaction/deal', { body: { type: 998, message: 'kyc.required' } });
    await Promise.all([
      client.call(api.deal, dealRequest, { silent: true }),
      client.call(api.deal, { legal_id: 1, currency_id: 3 }),
      client.call(api.deal, { legal_id: 1, currency_id: 4 }),
    ]);
    expect(effects).toEqual([
      { kind: 'toast', messageKey: 'kyc.required' },
      { kind: 'navigate', to: '/authentication', delayMs: 1000 },
    ]);
    advance(1000);
    await client.call(api.deal, dealRequest);
    expect(effects).toHaveLength(4);
  });

  it('do not swallow a different gate met at the same time', async () => {
    const { storage, server, client, effects } = setup();
    storage.set('token', 'tok');
    server.on('/api/transaction/deal', { body: { type: 998, message: 'kyc.required' } });
    server.on('/api/user/logout', { body: { type: 996, message: 'trade.notBound' } });
    await client.call(api.deal, dealRequest);
    await client.call(logout);
    expect(effects.filter((effect) => effect.kind === 'navigate').map((effect) => effect.to)).toEqual([
      '/authentication',
      '/bindmpwd',
    ]);
  });
});
