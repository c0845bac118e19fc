import { resolve } from 'node:path';
import { loadConfig, parseReleaseEnvironments } from './config';
import { serverRoot } from './paths';

describe('RELEASE_ENVIRONMENTS and RELEASES_DIR', () => {
  it('reads name=/absolute/file entries separated by semicolons, blanks ignored', () => {
    expect(
      loadConfig({
        RELEASE_ENVIRONMENTS:
          ' local=/repo/host/public/remotes.json ; ;compose=/repo/deploy/remotes.compose.json;',
      }).releaseEnvironments,
    ).toEqual([
      { name: 'local', file: '/repo/host/public/remotes.json' },
      { name: 'compose', file: '/repo/deploy/remotes.compose.json' },
    ]);
    expect(loadConfig({}).releaseEnvironments).toEqual([]);
  });

  it('keeps releases in the repository folder unless RELEASES_DIR says otherwise', () => {
    expect(loadConfig({}).releasesDir).toBe(resolve(serverRoot(), '../releases'));
    expect(loadConfig({ RELEASES_DIR: '/srv/releases' }).releasesDir).toBe('/srv/releases');
  });

  it('lets FIELD_REPORTS_PER_MINUTE change the field reports allowed per address', () => {
    expect(loadConfig({}).fieldReportsPerMinute).toBe(60);
    expect(loadConfig({ FIELD_REPORTS_PER_MINUTE: '600' }).fieldReportsPerMinute).toBe(600);
  });

  it.each([
    ['local', /"local" is not name=\/absolute\/file/],
    ['=/a.json', /is not name=\/absolute\/file/],
    ['lo cal=/a.json', /is not name=\/absolute\/file/],
    ['local=', /is not name=\/absolute\/file/],
    ['local=host/public/remotes.json', /the file of local must be an absolute path/],
    ['local=/a.json;local=/b.json', /local is listed twice/],
  ])('refuses %s with a message saying what is wrong', (value, message) => {
    expect(() => parseReleaseEnvironments(value)).toThrow(message);
    expect(() => loadConfig({ RELEASE_ENVIRONMENTS: value })).toThrow(/^RELEASE_ENVIRONMENTS: /);
  });
});
