import type { SocketFactory, SocketLike } from '../realtime/bus';

/** A socket.io stand-in for tests: the test plays the server. */
export interface FakeSocket extends SocketLike {
  url: string;
  /** Everything the client emitted, in order. */
  emitted: Array<{ event: string; payload: unknown }>;
  /** Answer for acknowledged emits, by event name. */
  acks: Record<string, unknown>;
  /** How many times the client asked to connect. */
  connectCalls: number;
  serverAccept(): void;
  serverDrop(reason?: string): void;
  serverRefuse(): void;
  push(event: string, payload: unknown): void;
}

export function createFakeSocketFactory(): { factory: SocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = (url) => {
    const listeners = new Map<string, Array<(reason?: unknown) => void>>();
    const anyListeners: Array<(event: string, payload: unknown) => void> = [];
    const fire = (event: string, reason?: unknown) =>
      listeners.get(event)?.forEach((listener) => listener(reason));
    let connected = false;
    const socket: FakeSocket = {
      url,
      emitted: [],
      acks: {},
      connectCalls: 0,
      get connected() {
        return connected;
      },
      connect() {
        socket.connectCalls += 1;
      },
      disconnect() {
        if (!connected) return;
        connected = false;
        fire('disconnect', 'io client disconnect');
      },
      on(event, listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      },
      onAny(listener) {
        anyListeners.push(listener);
      },
      emit(event, payload, ack) {
        socket.emitted.push({ event, payload });
        if (ack && event in socket.acks) ack(socket.acks[event]);
      },
      serverAccept() {
        connected = true;
        fire('connect');
      },
      serverDrop(reason = 'transport close') {
        connected = false;
        fire('disconnect', reason);
      },
      serverRefuse() {
        fire('connect_error', new Error('refused'));
      },
      push(event, payload) {
        anyListeners.forEach((listener) => listener(event, payload));
      },
    };
    sockets.push(socket);
    return socket;
  };
  return { factory, sockets };
}
