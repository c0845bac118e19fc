import { marketDepthPushSchema } from '@exchange/protocol';
import { record, sleep, startPushTestServer, type PushTestServer } from './push-test-kit';

/** Market makers at the production pace (several book changes per step, steps 250-500 ms apart). */
let server: PushTestServer;
beforeAll(async () => {
  server = await startPushTestServer({ seed: 7, tickMs: [250, 500] });
});
afterAll(() => server?.close());

const topic = { channel: 'market_depth', pair: 'BTC/USDT' } as const;
const seqsOf = (got: unknown[]) => got.map((payload) => marketDepthPushSchema.parse(payload).seq);

function expectGrowing(seqs: number[]) {
  for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]!);
}

it('never sends a depth push with an unchanged seq', async () => {
  const socket = await server.client();
  await socket.emitWithAck('subscribe', { topics: [topic] });
  const depth = record(socket, 'market_depth'); // from here on: a subscriber, no more every-pair feed
  await sleep(2500);
  await socket.emitWithAck('unsubscribe', { topics: [topic] });

  const seqs = seqsOf(depth);
  expect(seqs.length).toBeGreaterThanOrEqual(3);
  expectGrowing(seqs);
});

it('gives a socket that subscribes twice one stream, and others joining add nothing to it', async () => {
  const first = await server.client();
  await first.emitWithAck('subscribe', { topics: [topic] });
  const firstDepth = record(first, 'market_depth');
  await sleep(400);
  await first.emitWithAck('subscribe', { topics: [topic] });
  const second = await server.client();
  await second.emitWithAck('subscribe', { topics: [topic] });
  const secondDepth = record(second, 'market_depth');
  await sleep(1500);

  expectGrowing(seqsOf(firstDepth));
  // the newcomer gets the current book at once, then the same stream as everyone
  expect(secondDepth.length).toBeGreaterThanOrEqual(2);
  expectGrowing(seqsOf(secondDepth));
  await first.emitWithAck('unsubscribe', { topics: [topic] });
  await second.emitWithAck('unsubscribe', { topics: [topic] });
});
