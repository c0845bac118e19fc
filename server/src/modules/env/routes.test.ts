import { envJson } from '@exchange/protocol';
import { loadConfig } from '../../config';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('env.json app download setting', () => {
  it('sends no app download link while the setting is off', async () => {
    server.ctx.config.appDownloadUrl = undefined;
    const answer = await server.call(envJson);
    expect(answer.type).toBe('ok');
    expect(answer.message).not.toHaveProperty('app_download_url');
  });

  it('sends the configured app download link when it is on', async () => {
    server.ctx.config.appDownloadUrl = 'https://example.com/app';
    expect(await server.call(envJson)).toMatchObject({
      type: 'ok',
      message: { app_download_url: 'https://example.com/app' },
    });
  });

  it('reads the setting from APP_DOWNLOAD_URL', () => {
    expect(loadConfig({ APP_DOWNLOAD_URL: ' https://example.com/app ' }).appDownloadUrl).toBe(
      'https://example.com/app',
    );
    expect(loadConfig({ APP_DOWNLOAD_URL: '' }).appDownloadUrl).toBeUndefined();
  });
});
