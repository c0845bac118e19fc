import { localeCodes, marketApi, ok, type LocaleCode, type QuotationGroup } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { matchesTag } from './cached-answer';
import { quotationGroups } from './views';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const url = `${marketApi.quotationNew.path}?_timespan=1`;
const get = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The bytes the old handler sent: every ticker recomputed from the 1-minute bars. */
function recomputedBody(reader?: LocaleCode): string {
  const markets = server.ctx.markets;
  const groups = quotationGroups(
    markets.pairs.all,
    (id) => markets.market(id),
    server.ctx.clock.now(),
    (market, now) => market.recomputedTicker(now),
    reader,
  );
  return JSON.stringify(ok(groups));
}

describe('quotation_new from memory with validators', () => {
  it('sends the recomputed answer byte for byte, with an ETag and Cache-Control: no-cache', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBe(recomputedBody());
    const post = await server.app.inject({ method: 'POST', url });
    expect(post.body).toBe(response.body);
  });

  it('answers 304 without a body to a matching If-None-Match, 200 to a stale one', async () => {
    const { headers } = await get();
    const etag = String(headers.etag);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await get({ 'if-none-match': '"older"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(recomputedBody());
  });

  it('gives a new ETag and body after a trade and after a minute rolls out of the 24 h window', async () => {
    const before = await get();
    const btc = server.ctx.markets.market(1)!;
    expect(server.ctx.markets.movePrice(1, btc.lastPrice + 500)).toBe(true);
    const traded = await get({ 'if-none-match': String(before.headers.etag) });
    expect(traded.statusCode).toBe(200);
    expect(traded.headers.etag).not.toBe(before.headers.etag);
    expect(traded.body).toBe(recomputedBody());

    await server.ctx.clock.advance(24 * 3600_000 + 60_000);
    const rolled = await get({ 'if-none-match': String(traded.headers.etag) });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.headers.etag).not.toBe(traded.headers.etag);
    expect(rolled.body).toBe(recomputedBody());
  });

  it('serves quotation (coin_list) the same way', async () => {
    const first = await server.app.inject({ method: 'POST', url: marketApi.quotation.path });
    expect(first.json().message.coin_list.length).toBeGreaterThanOrEqual(12);
    const etag = String(first.headers.etag);
    const again = await server.app.inject({
      method: 'GET',
      url: marketApi.quotation.path,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('quotation_new in the reader language', () => {
  const btcContent = (body: string) =>
    (JSON.parse(body) as { message: QuotationGroup[] }).message[0]!.quotation.find(
      (row) => row.currency_name === 'BTC',
    )!.content;

  it('describes each pair in the language of Accept-Language, English without one', async () => {
    const english = await get();
    const chinese = await get({ 'accept-language': 'zh-CN,zh;q=0.9' });
    const arabic = await get({ 'accept-language': 'ar' });
    expect(btcContent(english.body)).toMatch(/^<p>Bitcoin is the first decentralised digital currency/);
    expect(btcContent(chinese.body)).toMatch(/^<p>比特币是第一种去中心化数字货币/);
    expect(btcContent(arabic.body)).toMatch(/^<p>بيتكوين/);
    expect(chinese.body).toBe(recomputedBody('zh'));
    // Everything but the descriptions is the same answer.
    const withoutContent = (body: string) => body.replace(/"content":"(?:[^"\\]|\\.)*"/g, '');
    expect(withoutContent(chinese.body)).toBe(withoutContent(english.body));
    for (const response of [english, chinese, arabic])
      expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('keeps one tag per language: a tag answers 304 only to its own language', async () => {
    const english = await get();
    const german = await get({ 'accept-language': 'de-DE' });
    expect(german.headers.etag).not.toBe(english.headers.etag);
    expect(
      (await get({ 'accept-language': 'de', 'if-none-match': String(german.headers.etag) })).statusCode,
    ).toBe(304);
    const other = await get({ 'accept-language': 'fr', 'if-none-match': String(german.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(btcContent(other.body)).toMatch(/^<p>Le bitcoin/);
    // A language we do not have, and English named outright, read the operator's English.
    expect(
      (await get({ 'accept-language': 'sw', 'if-none-match': String(english.headers.etag) })).statusCode,
    ).toBe(304);
    expect(
      (await get({ 'accept-language': 'en-GB', 'if-none-match': String(english.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('has every seeded pair described in every language of the product, none as 002 left it', async () => {
    const pairs = server.ctx.markets.pairs.all;
    expect(pairs.length).toBe(20);
    for (const pair of pairs) {
      expect(pair.content).not.toMatch(/asset, issue/);
      expect([...pair.contentIn.keys()].sort()).toEqual(
        [...localeCodes].filter((locale) => locale !== 'en').sort(),
      );
      for (const content of pair.contentIn.values()) {
        expect(content).toMatch(/^<p>.+<\/p>$/);
        expect(content).not.toBe(pair.content);
      }
    }
  });
});

describe('If-None-Match', () => {
  it('matches the tag in a list, weak or strong, and *', () => {
    expect(matchesTag('"a", "b"', '"b"')).toBe(true);
    expect(matchesTag('W/"b"', '"b"')).toBe(true);
    expect(matchesTag('*', '"b"')).toBe(true);
    expect(matchesTag('"ab"', '"b"')).toBe(false);
    expect(matchesTag(undefined, '"b"')).toBe(false);
  });
});
