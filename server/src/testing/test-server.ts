import type { Endpoint } from '@exchange/protocol';
import { buildServer, type BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { CodeMessage } from '../modules/account/sender';
import { testStorage, type TestStorage } from './test-db';

/** A server on fresh storage for one test file, with codes captured instead of written out. */
export interface TestServer extends BuiltServer {
  config: ServerConfig;
  storage: TestStorage;
  sent: CodeMessage[];
  /** The last code sent to `to` (optionally for a scene). */
  lastCode(to: string, scene?: string): string;
  /** Calls an endpoint the way the client does: form-encoded (GET: query), optional token. */
  call(
    endpoint: Endpoint,
    input?: Record<string, unknown>,
    token?: string,
  ): Promise<{ type: unknown; message: unknown; params?: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const storage = testStorage();
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    databaseSchema: storage.databaseSchema,
    allowedOrigins: ['http://localhost:3000'],
    loginNeedSmsCode: false,
    demoFunds: true,
    kycAutoApproveSeconds: 0,
    tokenTtlHours: 24,
    rateLimits: true,
    validateResponses: true,
    logLevel: 'silent',
    ...overrides,
  };
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
    async call(endpoint, input = {}, token) {
      const method = endpoint.methods[0];
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(input))
        if (value !== undefined) form.append(key, String(value));
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = await server.app.inject(
        method === 'GET'
          ? { method, url: `${endpoint.path}?${form.toString()}`, headers }
          : {
              method,
              url: endpoint.path,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: form.toString(),
            },
      );
      return response.json();
    },
    async stop() {
      await server.close();
      await storage.cleanup();
    },
  };
}
