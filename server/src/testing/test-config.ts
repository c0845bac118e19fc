import type { ServerConfig } from '../config';
import type { TestStorage } from './test-db';

/** The configuration test servers run with on `storage`: loopback, ephemeral port, quiet. */
export function testConfig(storage: TestStorage, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
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
}
