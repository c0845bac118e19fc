import { io } from 'socket.io-client';
import type { SocketFactory } from './bus';

/**
 * The real socket. socket.io's own reconnection is off: the bus owns reconnecting (with jitter),
 * because socket.io does not reconnect after a server-side disconnect and the bus must re-login
 * and re-subscribe either way.
 */
export const socketIoFactory: SocketFactory = (url) => {
  const socket = io(url, { autoConnect: false, reconnection: false, withCredentials: true });
  return {
    get connected() {
      return socket.connected;
    },
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
    on: (event, listener) => void socket.on(event, listener),
    onAny: (listener) => void socket.onAny(listener),
    emit: (event, payload, ack) =>
      void (ack ? socket.emit(event, payload, ack) : socket.emit(event, payload)),
  };
};
