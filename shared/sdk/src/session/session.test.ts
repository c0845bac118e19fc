import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { firstValueFrom, toArray, take } from 'rxjs';
import { createApiClient } from '../http/api-client';
import { createFailureRouter } from '../http/failure-routing';
import { createMemoryStorage, createStorage } from '../storage/store';
import { createFakeFetch } from '../testing/fake-fetch';
import { applyDefaultPair, choosePair, storedPair } from './pair';
import { createSession } from './session';

function setup() {
  const storage = createStorage({ backing: createMemoryStorage() });
  const router = createFailureRouter(storage);
  const server = createFakeFetch();
  const api = createApiClient({ storage, router, fetch: server.fetch });
  return { storage, server, router, session: createSession({ storage, api, router }) };
}

const row = (currency_id: number, currency_name: string, now_price = '1.5') =>
  ({ legal_id: 1, legal_name: 'USDT', currency_id, currency_name, now_price }) as QuotationRow;
const group = (rows: QuotationRow[]) =>
  ({ id: 1, name: 'USDT', quotation: rows, fiat_convert_cny: '7.1', rmb_relation: '1' }) as QuotationGroup;

describe('session (spec §4)', () => {
  it('is logged in exactly while a token is stored', async () => {
    const { session } = setup();
    const states = firstValueFrom(session.session$.pipe(take(3), toArray()));
    expect(session.isLoggedIn).toBe(false);
    session.login('tok');
    expect(session.isLoggedIn).toBe(true);
    await session.logout();
    expect(session.isLoggedIn).toBe(false);
    expect((await states).map((state) => state.loggedIn)).toEqual([false, true, false]);
  });

  it('logout tells the server and clears storage but the locale, even when the server fails', async () => {
    const { session, storage, server } = setup();
    server.on('/api/user/logout', { networkError: true });
    storage.setMany({ token: 'tok', locale: 'ko', user_id: 9, legal_id: 1 });
    await session.logout();
    expect(server.requests.map((request) => [request.path, request.headers.Authorization])).toEqual([
      ['/api/user/logout', 'tok'],
    ]);
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('legal_id')).toBeUndefined();
    expect(storage.get('locale')).toBe('ko');
  });

  it('logs out quietly when the server already revoked the token (no expiry message, no detour)', async () => {
    const { session, storage, server, router } = setup();
    const effects: unknown[] = [];
    router.notices$.subscribe((effect) => effects.push(effect));
    server.on('/api/user/logout', { body: { type: 999, message: 'session.expired' } });
    storage.setMany({ token: 'revoked', locale: 'ko' });
    await session.logout();
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('locale')).toBe('ko');
    expect(effects).toEqual([]);
  });

  it('remembers the user keys from user/info', () => {
    const { session, storage } = setup();
    session.rememberUser({ id: 42, account_number: 'a@b.c', extension_code: 'INV1', is_seller: 0, type: 1 });
    expect(storage.get('user_id')).toBe(42);
    expect(storage.get('accountNum')).toBe('a@b.c');
    expect(storage.get('extension_code')).toBe('INV1');
  });
});

describe('pair keys (spec §3, §4)', () => {
  it('choosing a market stores every pair key', () => {
    const { storage } = setup();
    choosePair(storage, row(2, 'BTC', '35000.5'), { groupIndex: 0, rowIndex: 3 });
    expect(storedPair(storage)).toEqual({
      legalId: 1,
      currencyId: 2,
      legalName: 'USDT',
      currencyName: 'BTC',
      symbol: 'BTC/USDT',
    });
    expect(storage.get('dealCurrencyId')).toBe(2);
    expect(storage.get('dealLegalName')).toBe('USDT');
    expect(storage.get('dealSymbol')).toBe('BTC/USDT');
    expect(storage.get('dealPrice')).toBe('35000.5');
    expect(storage.get('dealIndex2')).toBe(3);
  });

  it('stores the first row as default only when no pair is stored', () => {
    const { storage } = setup();
    expect(applyDefaultPair(storage, [group([]), group([row(3, 'ETH'), row(2, 'BTC')])])).toBe(true);
    expect(storedPair(storage)?.symbol).toBe('ETH/USDT');
    expect(storage.get('dealIndex1')).toBe(1);
    expect(storage.get('fiat_convert_cny')).toBe('7.1');
    expect(applyDefaultPair(storage, [group([row(2, 'BTC')])])).toBe(false);
    expect(storedPair(storage)?.symbol).toBe('ETH/USDT');
  });

  it('stores nothing without quotation rows', () => {
    const { storage } = setup();
    expect(applyDefaultPair(storage, [])).toBe(false);
    expect(storedPair(storage)).toBeUndefined();
  });
});
