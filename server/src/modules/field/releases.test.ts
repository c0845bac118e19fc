import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { operatorReleasesSchema, releaseAuditSchema, type OperatorEnvironment } from '@exchange/protocol';
import { keepRelease, operatorCall, postReports, startFieldServer, type FieldServer } from './field-test-kit';

const spotStable = {
  entry: 'http://localhost:3002/releases/1.0.0-aaaaaaaaaa/mf-manifest.json',
  version: '1.0.0-aaaaaaaaaa',
  integrity: 'sha384-1.0.0-aaaaaaaaaa',
  canary: {
    entry: 'http://localhost:3002/releases/1.1.0-bbbbbbbbbb/mf-manifest.json',
    version: '1.1.0-bbbbbbbbbb',
    integrity: 'sha384-1.1.0-bbbbbbbbbb',
    percent: 10,
  },
};
const localFile = {
  $environment: 'local',
  $comment: 'kept as written',
  markets: { entry: 'http://localhost:3001/mf-manifest.json' },
  spot: spotStable,
};

let field: FieldServer;
const read = (name = 'local') => readFileSync(field.fileOf(name), 'utf8');
const write = (doc: unknown, name = 'local') =>
  writeFileSync(field.fileOf(name), JSON.stringify(doc, null, 2) + '\n');

beforeAll(async () => {
  field = await startFieldServer({
    local: localFile,
    e2e: { $environment: 'e2e', spot: { entry: 'http://127.0.0.1:3102/mf-manifest.json' } },
  });
  keepRelease(field.releasesDir, 'spot', '0.9.0-cccccccccc', '2026-11-20T10:00:00.000Z');
  keepRelease(field.releasesDir, 'spot', '1.0.0-aaaaaaaaaa', '2026-11-21T10:00:00.000Z');
  keepRelease(field.releasesDir, 'spot', '1.1.0-bbbbbbbbbb', '2026-11-22T10:00:00.000Z');
  keepRelease(field.releasesDir, 'markets', '2.0.0-eeeeeeeeee', '2026-11-23T10:00:00.000Z');
});
afterAll(() => field.stop());
beforeEach(async () => {
  write(localFile);
  await field.server.db.query(`DELETE FROM release_audit`);
});

async function environment(name = 'local'): Promise<OperatorEnvironment> {
  const answer = await operatorCall(field.server, 'GET', '/operator/releases');
  expect(answer.body.type).toBe('ok');
  const parsed = operatorReleasesSchema.parse(answer.body.message);
  return parsed.environments.find((e) => e.name === name)!;
}

async function audit(query = '') {
  const answer = await operatorCall(field.server, 'GET', `/operator/releases/audit${query}`);
  expect(answer.body.type).toBe('ok');
  return releaseAuditSchema.parse(answer.body.message).list;
}

describe('GET /operator/releases', () => {
  it('lists each environment with its remotes, stable and canary, and the kept releases newest first', async () => {
    const local = await environment();
    expect(local.file).toBe(field.fileOf('local'));
    expect(local.remotes.map((r) => r.remote)).toEqual(['markets', 'spot']);
    const [markets, spot] = local.remotes;
    expect(markets).toEqual({
      remote: 'markets',
      stable: { version: 'dev', entry: localFile.markets.entry },
      kept: [{ version: '2.0.0-eeeeeeeeee', createdAt: '2026-11-23T10:00:00.000Z' }],
      stats: [],
    });
    expect(spot!.stable).toEqual({
      version: '1.0.0-aaaaaaaaaa',
      entry: spotStable.entry,
      integrity: spotStable.integrity,
    });
    expect(spot!.canary).toEqual(spotStable.canary);
    expect(spot!.kept).toEqual([
      { version: '1.1.0-bbbbbbbbbb', createdAt: '2026-11-22T10:00:00.000Z' },
      { version: '1.0.0-aaaaaaaaaa', createdAt: '2026-11-21T10:00:00.000Z' },
      { version: '0.9.0-cccccccccc', createdAt: '2026-11-20T10:00:00.000Z' },
    ]);
    expect((await environment('e2e')).remotes.map((r) => r.stable.version)).toEqual(['dev']);
  });

  it('says which environment file cannot be read instead of failing the whole list', async () => {
    writeFileSync(field.fileOf('e2e'), '{ not json');
    try {
      expect(await environment('e2e')).toMatchObject({
        remotes: [],
        problem: 'operator.environmentUnreadable',
      });
      expect((await environment('local')).remotes).toHaveLength(2);
    } finally {
      write({ $environment: 'e2e', spot: { entry: 'http://127.0.0.1:3102/mf-manifest.json' } }, 'e2e');
    }
  });
});

describe('the operator gate', () => {
  it.each([
    ['GET', '/operator/releases'],
    ['GET', '/operator/releases/audit'],
    ['POST', '/operator/releases/canary'],
    ['POST', '/operator/releases/canary/start'],
    ['POST', '/operator/releases/rollback'],
  ] as const)(
    'refuses %s %s without the token or from another address, changing nothing',
    async (method, url) => {
      const body =
        method === 'POST'
          ? { environment: 'local', remote: 'spot', percent: 50, version: '0.9.0-cccccccccc' }
          : undefined;
      expect((await operatorCall(field.server, method, url, body, { token: null })).status).toBe(403);
      expect((await operatorCall(field.server, method, url, body, { token: 'wrong' })).status).toBe(403);
      const fromAfar = await operatorCall(field.server, method, url, body, { remoteAddress: '192.0.2.1' });
      expect(fromAfar).toEqual({ status: 403, body: { type: 'error', message: 'operator.forbidden' } });
      expect(JSON.parse(read())).toEqual(localFile);
    },
  );
});

describe('changes', () => {
  it('changes the canary share in the file (order, other keys and format kept) and audits it', async () => {
    const answer = await operatorCall(field.server, 'POST', '/operator/releases/canary', {
      environment: 'local',
      remote: 'spot',
      percent: 50,
    });

    expect(answer.body.type).toBe('ok');
    const expected = { ...localFile, spot: { ...spotStable, canary: { ...spotStable.canary, percent: 50 } } };
    expect(read()).toBe(JSON.stringify(expected, null, 2) + '\n');
    expect(
      (answer.body.message as { environment: OperatorEnvironment }).environment.remotes[1]!.canary?.percent,
    ).toBe(50);
    const [entry, ...older] = await audit('?environment=local');
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      environment: 'local',
      remote: 'spot',
      action: 'canary-percent',
      before: spotStable,
      after: expected.spot,
    });
    expect(Date.parse(entry!.at)).toBeLessThanOrEqual(field.server.ctx.clock.now());
  });

  it('writes through a temporary file renamed over the file: none left behind, the mode kept', async () => {
    chmodSync(field.fileOf('local'), 0o640);
    await operatorCall(field.server, 'POST', '/operator/releases/canary', {
      environment: 'local',
      remote: 'spot',
      percent: 20,
    });

    expect(JSON.parse(read()).spot.canary.percent).toBe(20);
    expect(statSync(field.fileOf('local')).mode & 0o777).toBe(0o640);
    expect(readdirSync(dirname(field.fileOf('local'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the entry before and after in the audit as written, key order too', async () => {
    await operatorCall(field.server, 'POST', '/operator/releases/canary', {
      environment: 'local',
      remote: 'spot',
      percent: 60,
    });

    const [entry] = await audit();
    expect(JSON.stringify(entry!.before)).toBe(JSON.stringify(spotStable));
    expect(Object.keys(entry!.after!)).toEqual(['entry', 'version', 'integrity', 'canary']);
  });

  it('loses no change when two arrive at once', async () => {
    const [percent, rollback] = await Promise.all([
      operatorCall(field.server, 'POST', '/operator/releases/canary', {
        environment: 'local',
        remote: 'spot',
        percent: 70,
      }),
      operatorCall(field.server, 'POST', '/operator/releases/rollback', {
        environment: 'local',
        remote: 'markets',
        version: '2.0.0-eeeeeeeeee',
      }),
    ]);

    expect([percent!.body.type, rollback!.body.type]).toEqual(['ok', 'ok']);
    const file = JSON.parse(read());
    expect(file.spot.canary.percent).toBe(70);
    expect(file.markets.version).toBe('2.0.0-eeeeeeeeee');
    expect((await audit()).map((e) => e.remote).sort()).toEqual(['markets', 'spot']);
  });

  it('applies a change to the file as edited by hand since the last call', async () => {
    await environment();
    const byHand = {
      $environment: 'local',
      spot: { ...spotStable, canary: { ...spotStable.canary, percent: 30 }, note: 'by hand' },
      markets: { entry: 'http://localhost:3001/mf-manifest.json', version: 'hotfix' },
      wallets: { entry: 'http://localhost:3005/mf-manifest.json' },
    };
    write(byHand);

    await operatorCall(field.server, 'POST', '/operator/releases/canary', {
      environment: 'local',
      remote: 'spot',
      percent: 40,
    });

    const expected = { ...byHand, spot: { ...byHand.spot, canary: { ...byHand.spot.canary, percent: 40 } } };
    expect(read()).toBe(JSON.stringify(expected, null, 2) + '\n');
    expect((await audit())[0]).toMatchObject({ before: byHand.spot, after: expected.spot });
  });

  it('starts a kept release as the canary, with its entry on the stable origin and its integrity', async () => {
    write({
      ...localFile,
      spot: { entry: spotStable.entry, version: spotStable.version, integrity: spotStable.integrity },
    });
    const answer = await operatorCall(field.server, 'POST', '/operator/releases/canary/start', {
      environment: 'local',
      remote: 'spot',
      version: '0.9.0-cccccccccc',
      percent: 25,
    });

    expect(answer.body.type).toBe('ok');
    expect(JSON.parse(read()).spot.canary).toEqual({
      entry: 'http://localhost:3002/releases/0.9.0-cccccccccc/mf-manifest.json',
      version: '0.9.0-cccccccccc',
      integrity: 'sha384-0.9.0-cccccccccc',
      percent: 25,
    });
    expect((await audit())[0]).toMatchObject({ action: 'canary-start', remote: 'spot' });
  });

  it('rolls back: the canary first, then to the previous stable the audit recorded, then refuses', async () => {
    const drop = await operatorCall(field.server, 'POST', '/operator/releases/rollback', {
      environment: 'local',
      remote: 'spot',
    });
    expect(drop.body.type).toBe('ok');
    const { canary: _canary, ...withoutCanary } = spotStable;
    expect(JSON.parse(read()).spot).toEqual(withoutCanary);

    const toOld = await operatorCall(field.server, 'POST', '/operator/releases/rollback', {
      environment: 'local',
      remote: 'spot',
      version: '0.9.0-cccccccccc',
    });
    expect(toOld.body.type).toBe('ok');
    const old = {
      entry: 'http://localhost:3002/releases/0.9.0-cccccccccc/mf-manifest.json',
      version: '0.9.0-cccccccccc',
      integrity: 'sha384-0.9.0-cccccccccc',
    };
    expect(JSON.parse(read()).spot).toEqual(old);

    const back = await operatorCall(field.server, 'POST', '/operator/releases/rollback', {
      environment: 'local',
      remote: 'spot',
    });
    expect(back.body.type).toBe('ok');
    expect(JSON.parse(read()).spot).toEqual(withoutCanary);

    const again = await operatorCall(field.server, 'POST', '/operator/releases/rollback', {
      environment: 'local',
      remote: 'spot',
    });
    expect(again.body).toEqual({
      type: 'error',
      message: 'operator.noPreviousRelease',
      params: { remote: 'spot' },
    });
    expect(JSON.parse(read()).spot).toEqual(withoutCanary);
    expect((await audit()).map((entry) => entry.action)).toEqual([
      'rollback-previous',
      'rollback',
      'canary-drop',
    ]);
  });

  it('makes a kept release stable and drops the canary', async () => {
    const answer = await operatorCall(field.server, 'POST', '/operator/releases/rollback', {
      environment: 'local',
      remote: 'spot',
      version: '1.1.0-bbbbbbbbbb',
    });
    expect(answer.body.type).toBe('ok');
    expect(JSON.parse(read()).spot).toEqual({
      entry: 'http://localhost:3002/releases/1.1.0-bbbbbbbbbb/mf-manifest.json',
      version: '1.1.0-bbbbbbbbbb',
      integrity: 'sha384-1.1.0-bbbbbbbbbb',
    });
  });

  it.each([
    [
      'an unknown environment',
      '/operator/releases/canary',
      { environment: 'staging', remote: 'spot', percent: 5 },
      'operator.unknownEnvironment',
    ],
    [
      'an unknown remote',
      '/operator/releases/canary',
      { environment: 'local', remote: 'earn', percent: 5 },
      'operator.unknownRemote',
    ],
    [
      'a $ key as a remote',
      '/operator/releases/rollback',
      { environment: 'local', remote: '$environment' },
      'validation.invalid',
    ],
    [
      'a share without a canary',
      '/operator/releases/canary',
      { environment: 'local', remote: 'markets', percent: 5 },
      'operator.noCanary',
    ],
    [
      'a share past 100',
      '/operator/releases/canary',
      { environment: 'local', remote: 'spot', percent: 101 },
      'validation.invalid',
    ],
    [
      'a release that is not kept',
      '/operator/releases/canary/start',
      { environment: 'local', remote: 'spot', version: '2.0.0-dddddddddd', percent: 5 },
      'operator.unknownRelease',
    ],
    [
      'a release id with a path',
      '/operator/releases/rollback',
      { environment: 'local', remote: 'spot', version: '../spot' },
      'validation.invalid',
    ],
    [
      'a kept release of another remote',
      '/operator/releases/rollback',
      { environment: 'local', remote: 'markets', version: '1.0.0-aaaaaaaaaa' },
      'operator.unknownRelease',
    ],
  ])('refuses %s, leaving the file and the audit alone', async (_name, url, body, key) => {
    const answer = await operatorCall(field.server, 'POST', url, body);
    expect(answer.body).toMatchObject({ type: 'error', message: key });
    expect(read()).toBe(JSON.stringify(localFile, null, 2) + '\n');
    expect(await audit()).toEqual([]);
  });

  it('refuses the audit of an unknown environment', async () => {
    const answer = await operatorCall(field.server, 'GET', '/operator/releases/audit?environment=staging');
    expect(answer.body).toMatchObject({ type: 'error', message: 'operator.unknownEnvironment' });
  });
});

describe('stats of the last hour', () => {
  const report = (release: string, kind: string, extra: Record<string, unknown> = {}) => ({
    remote: 'spot',
    release,
    kind,
    bucket: 1,
    ...extra,
  });
  const send = async (environment: string, reports: Array<Record<string, unknown>>) =>
    expect((await postReports(field.server, { environment, reports })).body.type).toBe('ok');

  beforeEach(() => field.server.db.query(`DELETE FROM field_reports`));

  it('gives per release the loads, load p50/p95, failures, error rate and the latest errors', async () => {
    const stable = '1.0.0-aaaaaaaaaa';
    const canary = '1.1.0-bbbbbbbbbb';
    // Loads of 100..1000 ms in a shuffled order: p50 550, p95 955 (linear interpolation).
    await send(
      'local',
      [700, 100, 1000, 300, 500, 900, 200, 800, 400, 600].map((ms) => report(stable, 'load', { ms })),
    );
    await send('local', [report(stable, 'load-failed', { message: 'chunk 12 failed' })]);
    await send('local', [report(stable, 'integrity-failed')]);
    await send('local', [report(stable, 'render-error', { message: 'Cannot read x of undefined' })]);
    await send('local', [
      report(canary, 'render-error', { message: 'boom' }),
      report(canary, 'load', { ms: 42 }),
    ]);
    await send('e2e', [report(stable, 'load-failed'), report(stable, 'load', { ms: 5 })]);

    const spot = (await environment()).remotes.find((r) => r.remote === 'spot')!;

    expect(spot.stats.map((s) => s.release)).toEqual([stable, canary]);
    const [ofStable, ofCanary] = spot.stats;
    expect(ofStable).toMatchObject({ loads: 10, load_p50_ms: 550, load_p95_ms: 955, failures: 3 });
    expect(ofStable!.error_rate).toBeCloseTo(3 / 13, 10);
    expect(ofStable!.recent_errors.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'render-error', message: 'Cannot read x of undefined' },
      { kind: 'integrity-failed', message: undefined },
      { kind: 'load-failed', message: 'chunk 12 failed' },
    ]);
    expect(ofCanary).toMatchObject({
      loads: 1,
      load_p50_ms: 42,
      load_p95_ms: 42,
      failures: 1,
      error_rate: 0.5,
    });
    expect((await environment('e2e')).remotes[0]!.stats[0]).toMatchObject({
      loads: 1,
      failures: 1,
      error_rate: 0.5,
    });
  });

  it('counts only the last hour of the server clock', async () => {
    const release = '1.0.0-aaaaaaaaaa';
    await send('local', [report(release, 'load', { ms: 100 }), report(release, 'load-failed')]);
    await field.server.ctx.clock.advance(30 * 60_000);
    await send('local', [report(release, 'load', { ms: 300 })]);

    const spotStats = async () => (await environment()).remotes.find((r) => r.remote === 'spot')!.stats;
    expect(await spotStats()).toMatchObject([{ loads: 2, load_p50_ms: 200, failures: 1 }]);

    await field.server.ctx.clock.advance(31 * 60_000);
    expect(await spotStats()).toMatchObject([
      { loads: 1, load_p50_ms: 300, failures: 0, error_rate: 0, recent_errors: [] },
    ]);

    await field.server.ctx.clock.advance(30 * 60_000);
    expect(await spotStats()).toEqual([]);
  });

  it('answers null load times for a release with failures only', async () => {
    await send('local', [report('dev', 'load-failed')]);
    const spot = (await environment()).remotes.find((r) => r.remote === 'spot')!;
    expect(spot.stats).toMatchObject([
      { release: 'dev', loads: 0, load_p50_ms: null, load_p95_ms: null, error_rate: 1 },
    ]);
  });
});
