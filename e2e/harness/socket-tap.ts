import { socketIoFactory, type SocketFactory, type SocketLike } from '@exchange/sdk';

type Listener = (event: string, payload: unknown) => void;

/**
 * The browser's socket (`socketIoFactory`, real socket.io-client) with a tap between it and the bus:
 * the harness can hold back incoming pushes (`hold`) and hand the bus a push the server never sent
 * (`inject`), to model a lost or out-of-order message. Everything else passes through unchanged.
 */
export interface SocketTap {
  factory: SocketFactory;
  /** Incoming events matching this are not delivered (null: deliver everything). */
  hold(predicate: ((event: string, payload: unknown) => boolean) | null): void;
  /** Delivers a push to the bus as if the server had sent it. */
  inject(event: string, payload: unknown): void;
  /** The newest `market_depth` push received per symbol (`BTC/USDT`). */
  lastDepth(symbol: string): Record<string, unknown> | undefined;
  /** Events received from the server (delivered or held), by event name. */
  received(event: string): number;
  /** The socket's last connection events with their times (shown when a client fails to converge). */
  trace(): string[];
  /** Adds a line to the trace. */
  note(text: string): void;
}

export function createSocketTap(): SocketTap {
  const listeners: Listener[] = [];
  const depth = new Map<string, Record<string, unknown>>();
  const counts = new Map<string, number>();
  const events: string[] = [];
  const note = (text: string) => {
    events.push(`${Math.round(performance.now())} ${text}`);
    if (events.length > 20) events.shift();
  };
  let held: ((event: string, payload: unknown) => boolean) | null = null;

  const factory: SocketFactory = (url) => {
    const real = socketIoFactory(url);
    const tapped: SocketLike = {
      get connected() {
        return real.connected;
      },
      connect: () => {
        note(`connect() (connected ${real.connected})`);
        real.connect();
      },
      disconnect: () => {
        note('disconnect()');
        real.disconnect();
      },
      on: (event, listener) => real.on(event, listener),
      emit: (event, payload, ack) => real.emit(event, payload, ack),
      onAny(listener) {
        listeners.push(listener);
      },
    };
    for (const event of ['connect', 'disconnect', 'connect_error'] as const) {
      real.on(event, (reason) =>
        note(`${event} ${reason instanceof Error ? reason.message : String(reason ?? '')}`),
      );
    }
    real.onAny((event, payload) => {
      counts.set(event, (counts.get(event) ?? 0) + 1);
      if (held?.(event, payload)) return;
      if (event === 'market_depth' && typeof payload === 'object' && payload !== null) {
        const push = payload as Record<string, unknown>;
        if (typeof push.symbol === 'string') depth.set(push.symbol, push);
      }
      for (const listener of listeners) listener(event, payload);
    });
    return tapped;
  };

  return {
    factory,
    hold(predicate) {
      held = predicate;
    },
    inject(event, payload) {
      for (const listener of listeners) listener(event, payload);
    },
    lastDepth: (symbol) => depth.get(symbol),
    received: (event) => counts.get(event) ?? 0,
    trace: () => [...events],
    note,
  };
}
