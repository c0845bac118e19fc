import { operatorReleasesSchema, type OperatorEnvironment } from '@exchange/protocol';
import { operatorCall, postReports, startFieldServer, type FieldServer } from './field-test-kit';

let field: FieldServer;
beforeAll(async () => {
  field = await startFieldServer({
    local: { $environment: 'local', spot: { entry: 'http://localhost:3002/mf-manifest.json' } },
    e2e: { $environment: 'e2e', spot: { entry: 'http://127.0.0.1:3102/mf-manifest.json' } },
  });
});
afterAll(() => field.stop());

async function environment(name = 'local'): Promise<OperatorEnvironment> {
  const answer = await operatorCall(field.server, 'GET', '/operator/releases');
  expect(answer.body.type).toBe('ok');
  return operatorReleasesSchema.parse(answer.body.message).environments.find((e) => e.name === name)!;
}

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
