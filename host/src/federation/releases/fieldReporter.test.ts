import { createFieldReporter, type FieldReport } from './fieldReporter';

const load = (i: number): FieldReport => ({
  remote: 'spot',
  release: '1.0.0-abc',
  kind: 'load',
  ms: i,
  bucket: 3,
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function setup() {
  const fetchImpl = jest.fn(
    async (..._args: Parameters<typeof fetch>) => ({ ok: true, status: 200 }) as Response,
  );
  const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
  const timers: Array<() => void> = [];
  const listeners: Record<string, () => void> = {};
  const reporter = createFieldReporter({
    environment: 'local',
    fetchImpl: fetchImpl as unknown as typeof fetch,
    sendBeacon,
    setTimer: (run) => timers.push(run),
    pageEvents: { addEventListener: (type: string, run: () => void) => (listeners[type] = run) } as never,
  });
  const sentBodies = () => fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  return { reporter, fetchImpl, sendBeacon, timers, listeners, sentBodies };
}

describe('field reporter', () => {
  it('batches reports and posts them when the timer fires, tagged with the environment', () => {
    const { reporter, fetchImpl, timers, sentBodies } = setup();
    reporter.report(load(120));
    reporter.report({ remote: 'spot', release: 'dev', kind: 'render-error', message: 'boom', bucket: 3 });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/field/reports');
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(sentBodies()).toEqual([
      {
        environment: 'local',
        reports: [
          load(120),
          { remote: 'spot', release: 'dev', kind: 'render-error', message: 'boom', bucket: 3 },
        ],
      },
    ]);
  });

  it('sends at most 50 reports a request and cuts messages to 300 characters', () => {
    const { reporter, timers, sentBodies } = setup();
    for (let i = 0; i < 120; i += 1) reporter.report(load(i));
    reporter.report({
      remote: 'spot',
      release: 'dev',
      kind: 'load-failed',
      message: 'x'.repeat(500),
      bucket: 1,
    });
    timers[0]!();
    expect(sentBodies().map((body) => body.reports.length)).toEqual([50, 50, 21]);
    expect(sentBodies()[2].reports[20].message).toHaveLength(300);
  });

  it('sends what is queued with sendBeacon on pagehide', async () => {
    const { reporter, sendBeacon, fetchImpl, listeners } = setup();
    reporter.report(load(80));
    listeners.pagehide!();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/field/reports');
    expect(JSON.parse(await textOf(blob))).toEqual({ environment: 'local', reports: [load(80)] });
    listeners.pagehide!();
    expect(sendBeacon).toHaveBeenCalledTimes(1); // nothing left to send
  });

  it('drops a batch the server refuses or the network loses, and never throws', async () => {
    const { reporter, fetchImpl, timers, sendBeacon } = setup();
    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    reporter.report(load(1));
    timers[0]!();
    await Promise.resolve();
    fetchImpl.mockResolvedValueOnce({ ok: false, status: 429 } as Response);
    reporter.report(load(2));
    timers[1]!();
    reporter.flush();
    expect(fetchImpl).toHaveBeenCalledTimes(2); // nothing re-sent
    sendBeacon.mockImplementation(() => {
      throw new Error('beacon blocked');
    });
    reporter.report(load(3));
    expect(() => reporter.flush({ beacon: true })).not.toThrow();
  });
});
