/**
 * Field reports (README "teams and ops"): how remote releases load and fail in users' browsers, sent in
 * batches to `POST /api/field/reports` every ~10 s and on pagehide (sendBeacon). Reporting never blocks
 * nor retries: a batch the server refuses (rate limit, validation) or the network loses is dropped.
 */
export type FieldReportKind = 'load' | 'load-failed' | 'integrity-failed' | 'render-error';

export interface FieldReport {
  remote: string;
  release: string;
  kind: FieldReportKind;
  /** Load time: from the request to the page module resolved. */
  ms?: number;
  message?: string;
  bucket: number;
}

export interface FieldReporter {
  report(report: FieldReport): void;
  /** Sends what is queued now (`beacon`: on pagehide, through navigator.sendBeacon). */
  flush(options?: { beacon?: boolean }): void;
}

export interface FieldReporterOptions {
  environment: string;
  url?: string;
  fetchImpl?: typeof fetch;
  sendBeacon?: (url: string, body: Blob) => boolean;
  flushEveryMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Where `pagehide` is listened for; none in tests that flush by hand. */
  pageEvents?: Pick<Window, 'addEventListener'>;
}

/** The endpoint's limits: 1..50 reports a request, messages up to 300 characters. */
const maxBatch = 50;
const maxMessage = 300;

export function createFieldReporter({
  environment,
  url = '/api/field/reports',
  fetchImpl = (...args) => fetch(...args),
  sendBeacon = (target, body) => navigator.sendBeacon(target, body),
  flushEveryMs = 10_000,
  setTimer = (run, ms) => setTimeout(run, ms),
  pageEvents,
}: FieldReporterOptions): FieldReporter {
  let queue: FieldReport[] = [];
  let timerSet = false;

  function flush({ beacon = false } = {}): void {
    const pending = queue;
    queue = [];
    for (let start = 0; start < pending.length; start += maxBatch) {
      const body = JSON.stringify({ environment, reports: pending.slice(start, start + maxBatch) });
      try {
        if (beacon) sendBeacon(url, new Blob([body], { type: 'application/json' }));
        else
          void fetchImpl(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            keepalive: true,
          }).catch(() => undefined);
      } catch {
        /* dropped: reporting must never break the page */
      }
    }
  }

  pageEvents?.addEventListener('pagehide', () => flush({ beacon: true }));

  return {
    report(report) {
      const message = report.message?.slice(0, maxMessage);
      queue.push(message === undefined ? report : { ...report, message });
      if (timerSet) return;
      timerSet = true;
      setTimer(() => {
        timerSet = false;
        flush();
      }, flushEveryMs);
    },
    flush,
  };
}
