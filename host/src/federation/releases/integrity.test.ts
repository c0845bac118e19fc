import { createHash } from 'node:crypto';
import { webcrypto } from 'node:crypto';
import { entryFailureKind, integrityPlugin } from './integrity';

const entryUrl = 'http://localhost:3001/releases/1.0.0-aaaaaaaaaa/remoteEntry.js';
const remoteInfo = { name: 'markets', entry: entryUrl } as never;

describe('entry integrity', () => {
  it('gives the remote entry script the release integrity and crossorigin, and leaves chunks alone', () => {
    const seen: string[] = [];
    const plugin = integrityPlugin(
      (remote) => (remote === 'markets' ? 'sha384-abc' : undefined),
      (remote, url) => seen.push(`${remote} ${url}`),
    );
    const script = plugin.createScript!({ url: entryUrl, remoteInfo }) as HTMLScriptElement;
    expect(script.src).toBe(entryUrl);
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(seen).toEqual([`markets ${entryUrl}`]);
    expect(
      plugin.createScript!({ url: 'http://localhost:3001/releases/x/123.js', remoteInfo }),
    ).toBeUndefined();
    expect(plugin.createScript!({ url: entryUrl })).toBeUndefined();
  });

  it('adds nothing for a release without integrity', () => {
    const plugin = integrityPlugin(
      () => undefined,
      () => undefined,
    );
    expect(plugin.createScript!({ url: entryUrl, remoteInfo })).toBeUndefined();
  });

  describe('telling an integrity failure from a load failure', () => {
    const body = 'console.log("release")';
    const sri = `sha384-${createHash('sha384').update(body).digest('base64')}`;
    const serve = (text: string, ok = true) =>
      jest.fn(
        async () => ({ ok, arrayBuffer: async () => new TextEncoder().encode(text).buffer }) as Response,
      );
    const realCrypto = globalThis.crypto;
    beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
    afterAll(() => Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true }));

    it('is integrity-failed when the served entry no longer matches', async () => {
      expect(await entryFailureKind(entryUrl, sri, serve('tampered'))).toBe('integrity-failed');
    });

    it('is load-failed when it matches, is not served, or nothing was checked', async () => {
      expect(await entryFailureKind(entryUrl, sri, serve(body))).toBe('load-failed');
      expect(await entryFailureKind(entryUrl, sri, serve('', false))).toBe('load-failed');
      const down = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      expect(await entryFailureKind(entryUrl, sri, down)).toBe('load-failed');
      expect(await entryFailureKind(undefined, sri, serve('tampered'))).toBe('load-failed');
      expect(await entryFailureKind(entryUrl, undefined, serve('tampered'))).toBe('load-failed');
    });
  });
});
