import { localeCodes, projectDetail, projectList, type Project } from '@exchange/protocol';
import { injectCall } from '../../testing/inject-call';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { HOUR, newProject } from './ieo-test-kit';

let server: TestServer;
let untranslated: number;

beforeAll(async () => {
  server = await startTestServer();
  untranslated = await newProject(server, { startIn: HOUR, endIn: 2 * HOUR, sellIn: 3 * HOUR });
});
afterAll(() => server.stop());

async function list(headers: Record<string, string>, token?: string): Promise<Project[]> {
  const answer = await injectCall(server.app, projectList, { limit: 50, page: 1 }, token, headers);
  expect(answer.type).toBe('ok');
  return (answer.message as { list: Project[] }).list;
}

async function detail(id: number, headers: Record<string, string>): Promise<Project> {
  const answer = await injectCall(server.app, projectDetail, { project_id: id }, undefined, headers);
  expect(answer.type).toBe('ok');
  return (answer.message as { info: Project }).info;
}

const launchRound = async (headers: Record<string, string>) => {
  const english = (await list({})).find((p) => p.title === 'Uniswap launch round');
  expect(english).toBeDefined();
  return (await list(headers)).find((p) => p.id === english!.id)!;
};

describe('IEO projects in the reader language', () => {
  it('answers in English without a language, as a client written from the spec gets it', async () => {
    const project = await launchRound({});
    expect(project.summary).toBe('80000 UNI at 6.5 USDT, 25 % of subscriptions win.');
    expect(project.content).toContain('A demo project of this exchange: no real token sale.');
  });

  it('answers the seeded projects in the language of Accept-Language', async () => {
    expect(await launchRound({ 'accept-language': 'zh-CN,zh;q=0.9' })).toMatchObject({
      title: 'Uniswap 首发轮',
      summary: '80000 UNI，单价 6.5 USDT，25% 的认购中签。',
    });
    expect((await launchRound({ 'accept-language': 'zh-TW' })).title).toBe('Uniswap 首發輪');
    expect((await launchRound({ 'accept-language': 'ar-EG' })).content).toContain('جولة الإطلاق');
    const german = await launchRound({ 'accept-language': 'de-DE' });
    expect(german.title).toBe('Uniswap Launch-Runde');
    expect(german.content).toMatch(
      /^<h3>Uniswap Launch-Runde<\/h3><p>Uniswap \(UNI\) bietet .*<\/ul><p><em>.*<\/em><\/p>$/,
    );
  });

  it('answers the detail in the reader language too, and English where a project has no translation', async () => {
    const id = (await launchRound({})).id;
    expect((await detail(id, { 'accept-language': 'ja' })).title).toBe('Uniswap ローンチラウンド');
    expect((await detail(untranslated, { 'accept-language': 'ja' })).title).toBe('Test round');
    expect((await detail(id, { 'accept-language': 'nl' })).title).toBe('Uniswap launch round');
  });

  it('keeps every field but the texts as in English', async () => {
    const english = await launchRound({});
    const korean = await launchRound({ 'accept-language': 'ko' });
    const { title: _t, summary: _s, content: _c, ...rest } = korean;
    expect(english).toMatchObject(rest);
    expect(korean.title).not.toBe(english.title);
  });

  it('tells caches that the answer varies with the language', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/project?page=1' });
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('has every seeded project in every language of the product, and translates an older database', async () => {
    const count = async () =>
      (
        await server.db.query<{ locale: string; n: number }>(
          `SELECT locale, count(*)::int AS n FROM ieo_project_translations GROUP BY locale ORDER BY locale`,
        )
      ).rows;
    const seeded = (await list({})).length - 1; // all but the test's own project
    const expected = localeCodes
      .filter((code) => code !== 'en')
      .sort()
      .map((locale) => ({ locale, n: seeded }));
    expect(await count()).toEqual(expected);

    // A database seeded before the translations: the next start finds the projects by their title.
    await server.db.query(`DELETE FROM ieo_project_translations`);
    const { seedProjects } = await import('./seeds');
    await seedProjects(server.db, server.ctx.clock.now());
    expect(await count()).toEqual(expected);
  });
});
