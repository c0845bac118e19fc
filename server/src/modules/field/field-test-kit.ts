import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldReport } from '@exchange/protocol';
import type { ReleaseEnvironment } from '../../config';
import { operatorTokenFile } from '../../http/operator-access';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** A test server with environment files and kept releases in a temp folder. */
export interface FieldServer {
  server: TestServer;
  root: string;
  releasesDir: string;
  environments: ReleaseEnvironment[];
  fileOf(name: string): string;
  stop(): Promise<void>;
}

export async function startFieldServer(files: Record<string, unknown>): Promise<FieldServer> {
  const root = mkdtempSync(join(tmpdir(), 'field-'));
  const releasesDir = join(root, 'releases');
  mkdirSync(releasesDir);
  const environments = Object.entries(files).map(([name, doc]) => {
    const file = join(root, `remotes.${name}.json`);
    writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
    return { name, file };
  });
  const server = await startTestServer({ releaseEnvironments: environments, releasesDir });
  return {
    server,
    root,
    releasesDir,
    environments,
    fileOf: (name) => environments.find((e) => e.name === name)!.file,
    async stop() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Writes `releases/<remote>/<id>/release.json` as `pnpm release` does. */
export function keepRelease(releasesDir: string, remote: string, id: string, createdAt: string): void {
  const dir = join(releasesDir, remote, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({
      remote,
      version: id.replace(/-[0-9a-f]{10}$/, ''),
      id,
      createdAt,
      entry: 'mf-manifest.json',
      remoteEntry: 'remoteEntry.js',
      integrity: `sha384-${id}`,
      exposes: ['./Page'],
      shared: { react: '18.3.1' },
    }),
  );
}

export interface Answer {
  status: number;
  body: { type: unknown; message: unknown; params?: Record<string, unknown> };
}

export async function postReports(
  server: TestServer,
  body:
    | { environment: string; reports: Array<Partial<FieldReport> | Record<string, unknown>> }
    | Record<string, unknown>,
  options: { remoteAddress?: string; headers?: Record<string, string>; text?: boolean } = {},
): Promise<Answer> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/field/reports',
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: {
      'content-type': options.text ? 'text/plain;charset=UTF-8' : 'application/json',
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

export const operatorSecret = (server: TestServer): string =>
  readFileSync(operatorTokenFile(server.config.dataDir), 'utf8').trim();

export async function operatorCall(
  server: TestServer,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
  options: { token?: string | null; remoteAddress?: string } = {},
): Promise<Answer> {
  const token = options.token === undefined ? operatorSecret(server) : options.token;
  const response = await server.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: token === null ? {} : { 'x-operator-token': token },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
