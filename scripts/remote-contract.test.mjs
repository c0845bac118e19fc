// `node --test scripts/` (root `pnpm test:scripts`): the remote contract (shared/sdk/src/remote-contract.ts),
// the host's route table (host/src/routing/routeTable.ts) and each remote's webpack `exposes` agree.
// TypeScript checks that a route names a declared page; nothing but this test checks that a remote
// really exposes what the contract declares, and nothing more.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  disagreements,
  parseContract,
  parseExposes,
  parseRoutedPages,
  readTree,
} from './remote-contract.mjs';

describe('remote contract, route table and exposes', () => {
  it('agree in this tree', () => {
    const tree = readTree();
    assert.ok(tree.routed.length > 0, 'the route table opens remote pages');
    assert.deepEqual([...tree.exposes.keys()].sort(), [...tree.contract.remoteNames].sort());
    assert.deepEqual(disagreements(tree), []);
  });

  it('name every way they can disagree', () => {
    const contract = parseContract(`
      export const remoteNames = ['markets', 'spot'] as const;
      export interface ExposedPages {
        markets: { HomePage: RemotePageProps; AllMarketsPage: RemotePageProps };
        spot: { DealCenterPage: RemotePageProps };
      }`);
    const routed = parseRoutedPages(`
      const routeTable = [
        { path: '/', target: remote('markets/HomePage') },
        { path: '/x', target: host('LoginPage'), index: remote('markets/GonePage') },
      ];`);
    const exposes = new Map([
      [
        'markets',
        parseExposes(
          `export default createAppConfig({ exposes: { './HomePage': './src/Home.tsx', './Extra': './src/Extra.tsx' } });`,
        ),
      ],
      [
        'spot',
        parseExposes(
          `export default createAppConfig({ name: 'spot', exposes: { './DealCenterPage': './src/Deal.tsx' } });`,
        ),
      ],
    ]);
    assert.deepEqual(
      disagreements({ contract, routed, exposes, fileExists: (_, file) => file !== './src/Deal.tsx' }),
      [
        'the route table opens markets/GonePage, which the contract does not declare',
        'markets does not expose ./AllMarketsPage, which the contract declares',
        'markets exposes ./Extra, which the contract does not declare',
        'spot exposes ./DealCenterPage from ./src/Deal.tsx, which does not exist',
      ],
    );
    assert.deepEqual(
      disagreements({ contract, routed: [], exposes: new Map([['spot', exposes.get('spot')]]) }),
      ['markets is in the contract but has no webpack config exposing pages'],
    );
  });
});
