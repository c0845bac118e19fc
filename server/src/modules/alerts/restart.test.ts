import type { PriceAlert } from '@exchange/protocol';
import { buildServer } from '../../app';
import { injectCall } from '../../testing/inject-call';
import { testConfig } from '../../testing/test-config';
import { testStorage, type TestStorage } from '../../testing/test-db';
import type { TestServer } from '../../testing/test-server';
import { newTrader, type Trader } from '../spot/spot-test-kit';
import { addAlert, firedAlert, listAlerts, movePrice, okOf } from './alerts-test-kit';

let storage: TestStorage;
let server: TestServer | undefined;

/** A server on `storage` (kept between starts), with codes captured. */
async function startOn(storage: TestStorage): Promise<TestServer> {
  const sent: TestServer['sent'] = [];
  const config = testConfig(storage);
  const built = await buildServer(config, { quiet: true, sender: { send: async (m) => void sent.push(m) } });
  return {
    ...built,
    config,
    storage,
    sent,
    lastCode: (to) => [...sent].reverse().find((m) => m.to === to)!.code,
    call: (endpoint, input, token) => injectCall(built.app, endpoint, input, token),
    stop: () => built.close(),
  };
}

beforeAll(() => {
  storage = testStorage();
});
afterAll(async () => {
  await server?.stop();
  await storage.cleanup();
});

it('keeps waiting alerts across a restart, and a fired one stays fired (once)', async () => {
  server = await startOn(storage);
  const alice: Trader = await newTrader(server, '13800000993', false);
  movePrice(server, '65000');
  const early = okOf<PriceAlert>(await addAlert(server, alice, 'above', '66000'));
  const waiting = okOf<PriceAlert>(await addAlert(server, alice, 'above', '67000'));
  movePrice(server, '66000');
  const fired = await firedAlert(server, alice, early.id);
  await server.stop();

  server = await startOn(storage);
  const pushed: unknown[] = [];
  jest.spyOn(server.ctx.realtime, 'toUser').mockImplementation((_user, event, payload) => {
    if (event === 'price_alert') pushed.push(payload);
  });
  movePrice(server, '65000');
  movePrice(server, '67500');
  const later = await firedAlert(server, alice, waiting.id);
  expect(later).toMatchObject({ fired_price: '67500' });
  expect(pushed).toEqual([later]);
  expect((await listAlerts(server, alice, { state: 'fired' })).list).toEqual([later, fired]);
}, 240_000); // two server starts on a fresh embedded database
