import { deviceName } from './device';

describe('deviceName', () => {
  it('names the browser and the system of common agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toMatchObject({ browser: 'Chrome', system: 'Windows' });
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1'),
    ).toMatchObject({ browser: 'Safari', system: 'iOS' });
    expect(
      deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0'),
    ).toMatchObject({
      browser: 'Firefox',
      system: 'Linux',
    });
  });

  it('keeps an unknown agent as it is, cut short', () => {
    expect(deviceName('curl/8.0')).toEqual({ browser: undefined, system: undefined, raw: 'curl/8.0' });
    expect(deviceName('x'.repeat(60)).raw).toHaveLength(40);
  });
});
