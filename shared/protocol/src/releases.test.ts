import {
  fieldReportsBodySchema,
  operatorReleasesSchema,
  rollbackBodySchema,
  canaryPercentBodySchema,
} from './releases';

describe('field reports', () => {
  it('takes the contract example and a report without ms or message', () => {
    const body = {
      environment: 'local',
      reports: [
        { remote: 'spot', release: '1.4.0-ab12cd34ef', kind: 'load', ms: 180, bucket: 37 },
        { remote: 'spot', release: 'dev', kind: 'integrity-failed', bucket: 0 },
      ],
    };
    expect(fieldReportsBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    ['no reports', { reports: [] }],
    [
      '51 reports',
      {
        reports: Array.from({ length: 51 }, () => ({
          remote: 'spot',
          release: 'dev',
          kind: 'load',
          bucket: 1,
        })),
      },
    ],
    ['a fractional ms', { reports: [{ remote: 'spot', release: 'dev', kind: 'load', ms: 1.5, bucket: 1 }] }],
    ['a remote with a slash', { reports: [{ remote: 'spot/x', release: 'dev', kind: 'load', bucket: 1 }] }],
    ['a bucket of 100', { reports: [{ remote: 'spot', release: 'dev', kind: 'load', bucket: 100 }] }],
  ])('refuses %s', (_name, body) => {
    expect(fieldReportsBodySchema.safeParse({ environment: 'local', ...body }).success).toBe(false);
  });
});

describe('operator releases', () => {
  it('parses the list answer with an optional canary and problem', () => {
    const answer = {
      environments: [
        {
          name: 'local',
          file: '/repo/host/public/remotes.json',
          remotes: [
            {
              remote: 'spot',
              stable: {
                version: '1.4.0-ab12cd34ef',
                entry: 'http://localhost:3002/releases/1.4.0-ab12cd34ef/mf-manifest.json',
              },
              canary: {
                version: '1.5.0-0f9e8d7c6b',
                entry: 'http://localhost:3002/releases/1.5.0-0f9e8d7c6b/mf-manifest.json',
                percent: 10,
              },
              kept: [{ version: '1.5.0-0f9e8d7c6b', createdAt: '2026-11-27T10:00:00.000Z' }],
              stats: [
                {
                  release: '1.5.0-0f9e8d7c6b',
                  loads: 3,
                  load_p50_ms: 120,
                  load_p95_ms: null,
                  failures: 1,
                  error_rate: 0.25,
                  recent_errors: [{ at: '2026-11-27T10:01:00.000Z', kind: 'render-error', message: 'boom' }],
                },
              ],
            },
          ],
        },
        { name: 'e2e', file: '/tmp/remotes.json', remotes: [], problem: 'operator.environmentUnreadable' },
      ],
    };
    expect(operatorReleasesSchema.parse(answer)).toEqual(answer);
  });

  it('takes a rollback with or without a version and a share of 0..100 only', () => {
    expect(rollbackBodySchema.safeParse({ environment: 'local', remote: 'spot' }).success).toBe(true);
    expect(
      rollbackBodySchema.safeParse({ environment: 'local', remote: 'spot', version: '1.4.0-ab12cd34ef' })
        .success,
    ).toBe(true);
    expect(
      canaryPercentBodySchema.safeParse({ environment: 'local', remote: 'spot', percent: 100 }).success,
    ).toBe(true);
    expect(
      canaryPercentBodySchema.safeParse({ environment: 'local', remote: 'spot', percent: 101 }).success,
    ).toBe(false);
    expect(
      canaryPercentBodySchema.safeParse({ environment: 'local', remote: 'spot', percent: 12.5 }).success,
    ).toBe(false);
  });
});
