import { Observable, defer, filter, share } from 'rxjs';
import type { PushOf, PushSchemas } from './events';

export interface BusProblem {
  event: string;
  detail: string;
}

/**
 * One parsed stream per server event, shared by its watchers: a push is parsed once with its
 * protocol schema; a malformed one is dropped and reported as a problem. Subscribing starts the
 * connection (`start`).
 */
export function createPushStreams<S extends PushSchemas>(options: {
  /** The schemas once loaded: pushes only arrive on a socket opened after that. */
  schemas: () => S | undefined;
  pushes$: Observable<{ event: string; payload: unknown }>;
  reportProblem: (problem: BusProblem) => void;
  start: () => void;
}): <K extends keyof S & string>(event: K) => Observable<PushOf<S, K>> {
  const { schemas, pushes$, reportProblem, start } = options;
  const streams = new Map<string, Observable<unknown>>();
  return function stream<K extends keyof S & string>(event: K): Observable<PushOf<S, K>> {
    let existing = streams.get(event);
    if (!existing) {
      existing = new Observable<unknown>((subscriber) =>
        pushes$.pipe(filter((push) => push.event === event)).subscribe((push) => {
          const parsed = schemas()?.[event]?.safeParse(push.payload);
          if (parsed?.success) subscriber.next(parsed.data);
          else reportProblem({ event, detail: parsed?.error.message ?? 'no schema' });
        }),
      ).pipe(share());
      streams.set(event, existing);
    }
    const shared = existing as Observable<PushOf<S, K>>;
    return defer(() => {
      start();
      return shared;
    });
  };
}
