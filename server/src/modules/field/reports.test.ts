import { login } from '@exchange/protocol';
import { postReports, startFieldServer, type FieldServer } from './field-test-kit';
import { reportsPerAddress } from './routes';

let field: FieldServer;
beforeAll(async () => {
  field = await startFieldServer({
    local: { $environment: 'local', spot: { entry: 'http://localhost:3002/mf-manifest.json' } },
  });
});
afterAll(() => field.stop());

const load = (ms: number) => ({ remote: 'spot', release: '1.4.0-ab12cd34ef', kind: 'load', ms, bucket: 7 });

async function rows() {
  const { rows } = await field.server.db.query<Record<string, unknown>>(
    `SELECT * FROM field_reports ORDER BY id`,
  );
  return rows;
}

beforeEach(async () => {
  await field.server.db.query(`DELETE FROM field_reports`);
  await field.server.db.query(`DELETE FROM rate_limits`);
});

describe('POST /api/field/reports', () => {
  it('stores each report of the batch with what it says and the server time', async () => {
    const before = field.server.ctx.clock.now();
    const answer = await postReports(field.server, {
      environment: 'local',
      reports: [
        load(120),
        { remote: 'spot', release: '1.5.0-0f9e8d7c6b', kind: 'render-error', message: 'boom', bucket: 3 },
      ],
    });

    expect(answer).toEqual({ status: 200, body: { type: 'ok', message: { accepted: 2 } } });
    const stored = await rows();
    expect(
      stored.map(({ environment, remote, release, kind, ms, message, bucket }) => ({
        environment,
        remote,
        release,
        kind,
        ms,
        message,
        bucket,
      })),
    ).toEqual([
      {
        environment: 'local',
        remote: 'spot',
        release: '1.4.0-ab12cd34ef',
        kind: 'load',
        ms: 120,
        message: null,
        bucket: 7,
      },
      {
        environment: 'local',
        remote: 'spot',
        release: '1.5.0-0f9e8d7c6b',
        kind: 'render-error',
        ms: null,
        message: 'boom',
        bucket: 3,
      },
    ]);
    expect(Number(stored[0]!.at)).toBeGreaterThanOrEqual(before);
  });

  it('takes a text/plain body (navigator.sendBeacon) as JSON', async () => {
    const answer = await postReports(
      field.server,
      { environment: 'local', reports: [load(80)] },
      { text: true },
    );
    expect(answer.body).toEqual({ type: 'ok', message: { accepted: 1 } });
    expect(await rows()).toHaveLength(1);
  });

  it('answers request.malformed to a text/plain body that is not JSON', async () => {
    const response = await field.server.app.inject({
      method: 'POST',
      url: '/api/field/reports',
      headers: { 'content-type': 'text/plain' },
      payload: '{"environment": "local", "reports": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message: 'request.malformed' });
  });

  it('keeps nothing of the reporter: no user, address or page, and a scrubbed, shortened message', async () => {
    const token = (
      await field.server.call(login, { user_string: 'demo@exchange.local', password: 'demo1234' })
    ).message as string;
    const answer = await postReports(
      field.server,
      {
        environment: 'local',
        reports: [
          {
            remote: 'spot',
            release: 'dev',
            kind: 'load-failed',
            message: `demo@exchange.local could not load https://exchange.test/coinOrder?uid=100001#x ${'y'.repeat(600)}`,
            bucket: 42,
            user_id: 100001,
            url: 'https://exchange.test/coinOrder?uid=100001',
          },
        ],
      },
      {
        remoteAddress: '127.0.0.1',
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': '203.0.113.77',
          referer: 'https://exchange.test/coinOrder',
        },
      },
    );

    expect(answer.body).toEqual({ type: 'ok', message: { accepted: 1 } });
    const [row] = await rows();
    expect(Object.keys(row!).sort()).toEqual([
      'at',
      'bucket',
      'environment',
      'id',
      'kind',
      'message',
      'ms',
      'release',
      'remote',
    ]);
    const message = row!.message as string;
    expect(message.startsWith('[email] could not load https://exchange.test/coinOrder?[query] yyy')).toBe(
      true,
    );
    expect(message).toHaveLength(300);
    const everything =
      JSON.stringify(await field.server.db.query(`SELECT * FROM field_reports`)) +
      JSON.stringify(await field.server.db.query(`SELECT key FROM rate_limits`));
    for (const personal of ['203.0.113.77', '100001', 'demo@exchange.local', token])
      expect(everything).not.toContain(personal);
  });

  it.each([
    ['no reports', { environment: 'local', reports: [] }, 'validation.invalid'],
    [
      '51 reports',
      { environment: 'local', reports: Array.from({ length: 51 }, () => load(1)) },
      'validation.tooLong',
    ],
    [
      'a remote name of another shape',
      { environment: 'local', reports: [{ ...load(1), remote: '../etc' }] },
      'validation.invalid',
    ],
    [
      'an unknown kind',
      { environment: 'local', reports: [{ ...load(1), kind: 'crash' }] },
      'validation.invalid',
    ],
    ['a load time past 10 minutes', { environment: 'local', reports: [load(600_001)] }, 'validation.tooLong'],
    ['a negative load time', { environment: 'local', reports: [load(-1)] }, 'validation.invalid'],
    [
      'a bucket of 100',
      { environment: 'local', reports: [{ ...load(1), bucket: 100 }] },
      'validation.tooLong',
    ],
    [
      'a release id with a slash',
      { environment: 'local', reports: [{ ...load(1), release: '1.0/../x' }] },
      'validation.invalid',
    ],
    ['an environment with spaces', { environment: 'lo cal', reports: [load(1)] }, 'validation.invalid'],
    [
      'a message past 1000 characters',
      { environment: 'local', reports: [{ ...load(1), message: 'x'.repeat(1001) }] },
      'validation.tooLong',
    ],
  ])('refuses %s and stores nothing', async (_name, body, key) => {
    const answer = await postReports(field.server, body);
    expect(answer.body).toMatchObject({ type: 'error', message: key });
    expect(await rows()).toEqual([]);
  });

  it('answers field.tooMany with 429 past the limit of one address, and still takes other addresses', async () => {
    for (let i = 0; i < reportsPerAddress(field.server.ctx).limit; i++) {
      expect(
        (
          await postReports(
            field.server,
            { environment: 'local', reports: [load(i)] },
            { remoteAddress: '192.0.2.10' },
          )
        ).status,
      ).toBe(200);
    }
    const refused = await postReports(
      field.server,
      { environment: 'local', reports: [load(1)] },
      { remoteAddress: '192.0.2.10' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ type: 'error', message: 'field.tooMany' });
    expect(Number(refused.body.params?.seconds)).toBeGreaterThan(0);

    const other = await postReports(
      field.server,
      { environment: 'local', reports: [load(1)] },
      { remoteAddress: '192.0.2.11' },
    );
    expect(other.body).toEqual({ type: 'ok', message: { accepted: 1 } });
    expect(await rows()).toHaveLength(reportsPerAddress(field.server.ctx).limit + 1);
  });

  it('prunes reports older than a day', async () => {
    await postReports(field.server, { environment: 'local', reports: [load(10)] });
    await field.server.ctx.clock.advance(23 * 3_600_000);
    await postReports(field.server, { environment: 'local', reports: [load(20)] });
    await field.server.ctx.clock.advance(2 * 3_600_000);

    expect((await rows()).map((row) => row.ms)).toEqual([20]);
  });
});
