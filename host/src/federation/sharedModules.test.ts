import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createContext } from 'react';
import { useLocation } from 'react-router-dom';
import { createSdk } from '@exchange/sdk';
import { shareConfigOf } from './shareConfig';
import { hostSharedModules } from './sharedModules';

/** What remotes are built to take from the host alone (shared/build/singletons.mjs, an ES module). */
function singletonsRemotesExpect(): string[] {
  const singletons = path.resolve(__dirname, '../../../shared/build/singletons.mjs');
  const hostDir = path.resolve(__dirname, '../..');
  const script = `import(${JSON.stringify(singletons)}).then((m) =>
    console.log(JSON.stringify(m.hostProvidedSingletons(${JSON.stringify(hostDir)}))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as string[];
}

describe('the singletons the host offers the remotes', () => {
  it('are exactly those the remotes are built without (a missing one breaks every remote page)', () => {
    expect(Object.keys(hostSharedModules).sort()).toEqual(singletonsRemotesExpect().sort());
  });

  it('are the very modules the shell runs on (one React, one sdk: one context, one realtime bus)', () => {
    const offered = (key: string) => hostSharedModules[key] as Record<string, unknown>;
    expect(offered('react').createContext).toBe(createContext);
    expect(offered('@exchange/sdk').createSdk).toBe(createSdk);
    expect(offered('react-router-dom').useLocation).toBe(useLocation);
  });

  it('are offered as loaded singletons at the version the build declares', () => {
    const config = shareConfigOf(
      { react: hostSharedModules.react! },
      { react: { version: '19.3.1', requiredVersion: '19.3.1' } },
    );
    expect(config.react).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '19.3.1' },
    });
    expect(config.react?.lib()).toBe(hostSharedModules.react);
    expect(() => shareConfigOf({ rxjs: {} }, {})).toThrow(/no version for the shared module "rxjs"/);
  });
});
