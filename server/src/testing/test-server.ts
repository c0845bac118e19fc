import type { Endpoint } from '@exchange/protocol';
import { buildServer, type BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { CodeMessage } from '../modules/account/sender';
import { injectCall, type CallAnswer } from './inject-call';
import { testConfig } from './test-config';
import { testStorage, type TestStorage } from './test-db';

/** A server on fresh storage for one test file, with codes captured instead of written out. */
export interface TestServer extends BuiltServer {
  config: ServerConfig;
  storage: TestStorage;
  sent: CodeMessage[];
  /** The last code sent to `to` (optionally for a scene). */
  lastCode(to: string, scene?: string): string;
  /** Calls an endpoint the way the client does: form-encoded (GET: query), optional token. */
  call(endpoint: Endpoint, input?: Record<string, unknown>, token?: string): Promise<CallAnswer>;
  stop(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const storage = testStorage();
  const config = testConfig(storage, overrides);
  const sent: CodeMessage[] = [];
  const server = await buildServer(config, {
    quiet: true,
    sender: { send: async (message) => void sent.push(message) },
  });
  return {
    ...server,
    config,
    storage,
    sent,
    lastCode(to, scene) {
      const found = [...sent]
        .reverse()
        .find((m) => m.to === to && (scene === undefined || m.scene === scene));
      if (!found) throw new Error(`no code sent to ${to}`);
      return found.code;
    },
    call: (endpoint, input, token) => injectCall(server.app, endpoint, input, token),
    async stop() {
      await server.close();
      await storage.cleanup();
    },
  };
}
