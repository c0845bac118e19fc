import {
  localeCodes,
  newsDetail,
  newsList,
  setLang,
  type NewsItem,
  type NewsListResponse,
} from '@exchange/protocol';
import { injectCall } from '../../testing/inject-call';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { newTrader, type Trader } from '../spot/spot-test-kit';

let server: TestServer;
let trader: Trader;
let translatedId: number;
let untranslatedId: number;

beforeAll(async () => {
  server = await startTestServer();
  trader = await newTrader(server, '13800000881', false);
  const { rows } = await server.db.query<{ id: number; title: string }>(
    `INSERT INTO news (c_id, title, abstract, content, sort) VALUES
       (77, 'Listing of TEST', 'A new coin.', '<p>Listed.</p>', 1),
       (77, 'Maintenance', 'Short downtime.', '<p>Down for a while.</p>', 2)
     RETURNING id, title`,
  );
  [translatedId, untranslatedId] = rows.map((row) => row.id) as [number, number];
  await server.db.query(
    `INSERT INTO news_translations (news_id, locale, title, abstract, content) VALUES
       ($1, 'arabic', 'إدراج TEST', 'عملة جديدة.', '<p>تم الإدراج.</p>'),
       ($1, 'zh', '上线 TEST', '新币。', '<p>已上线。</p>')`,
    [translatedId],
  );
});
afterAll(() => server.stop());

/** news/list of the test category, as a reader with these headers (and token) asks. */
async function titles(headers: Record<string, string>, token?: string): Promise<string[]> {
  const answer = await injectCall(server.app, newsList, { c_id: 77 }, token, headers);
  expect(answer.type).toBe('ok');
  return (answer.message as NewsListResponse).list.map((item) => item.title);
}

describe('news in the reader language', () => {
  it('answers in English without a language, as a client written from the spec gets it', async () => {
    expect(await titles({})).toEqual(['Listing of TEST', 'Maintenance']);
  });

  it('answers the translation in the language of Accept-Language, the rest in English', async () => {
    expect(await titles({ 'accept-language': 'ar' })).toEqual(['إدراج TEST', 'Maintenance']);
    expect(await titles({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toEqual([
      '上线 TEST',
      'Maintenance',
    ]);
    expect(await titles({ 'accept-language': 'fr' })).toEqual(['Listing of TEST', 'Maintenance']);
  });

  it("reads a logged-in user's set/lang choice when the request names no language it offers", async () => {
    await server.call(setLang, { lang: 'zh' }, trader.token);
    expect(await titles({}, trader.token)).toEqual(['上线 TEST', 'Maintenance']);
    expect(await titles({ 'accept-language': 'nl' }, trader.token)).toEqual(['上线 TEST', 'Maintenance']);
    // The page's language, when it is one of ours, is what the reader reads now.
    expect(await titles({ 'accept-language': 'ar' }, trader.token)).toEqual(['إدراج TEST', 'Maintenance']);
  });

  it('translates news/detail the same way, every field', async () => {
    const detail = async (id: number, headers: Record<string, string>) =>
      (await injectCall(server.app, newsDetail, { id }, undefined, headers)).message as NewsItem;
    expect(await detail(translatedId, { 'accept-language': 'ar-EG' })).toMatchObject({
      id: translatedId,
      c_id: 77,
      title: 'إدراج TEST',
      abstract: 'عملة جديدة.',
      content: '<p>تم الإدراج.</p>',
    });
    expect(await detail(translatedId, {})).toMatchObject({
      title: 'Listing of TEST',
      content: '<p>Listed.</p>',
    });
    expect(await detail(untranslatedId, { 'accept-language': 'ar' })).toMatchObject({ title: 'Maintenance' });
  });

  it('tells caches that the answer varies with the language', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/news/list?c_id=77' });
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('has every seeded article in every language of the product, the policy included', async () => {
    // Every category the seeds fill (the notices, the help centre's, the policy of /policy, which the
    // register form links to as the terms): a reader agrees to terms in their own language.
    const { rows } = await server.db.query<{ locale: string; n: number }>(
      `SELECT locale, count(*)::int AS n FROM news_translations t JOIN news ON news.id = t.news_id
       WHERE news.c_id <> 77 GROUP BY locale ORDER BY locale`,
    );
    const { rows: seeded } = await server.db.query<{ n: number; policies: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE c_id = 12)::int AS policies FROM news WHERE c_id <> 77`,
    );
    expect(seeded[0]!.policies).toBe(1);
    const translatedInto = localeCodes.filter((locale) => locale !== 'en').sort();
    expect(rows).toEqual(translatedInto.map((locale) => ({ locale, n: seeded[0]!.n })));
  });

  it('answers the policy in the reader language, its six sections kept', async () => {
    const policy = async (lang: string) => {
      const answer = await injectCall(server.app, newsList, { c_id: 12 }, undefined, {
        'accept-language': lang,
      });
      return (answer.message as NewsListResponse).list[0]!;
    };
    const english = await policy('en');
    const sections = (item: NewsItem) => item.content.match(/<h2>\d\. /g);
    for (const lang of ['de', 'ar', 'zh-HK', 'ja']) {
      const translated = await policy(lang);
      expect(translated.id).toBe(english.id);
      expect(translated.title).not.toBe(english.title);
      expect(sections(translated)).toEqual(sections(english));
      expect(translated.content).toContain('support@exchange.local');
    }
  });

  it('says 賬戶 for "account" in the Hong Kong articles, as the hk screens do', async () => {
    const { rows } = await server.db.query<{ n: number; account: number }>(
      `SELECT count(*) FILTER (WHERE title || abstract || content LIKE '%帳戶%')::int AS n,
              count(*) FILTER (WHERE title || abstract || content LIKE '%賬戶%')::int AS account
       FROM news_translations WHERE locale = 'hk'`,
    );
    expect(rows[0]).toEqual({ n: 0, account: expect.any(Number) });
    expect(rows[0]!.account).toBeGreaterThan(0);
  });
});
