import { routePaths } from '@exchange/protocol';
import { remoteNames } from '@exchange/sdk';
import {
  allPaths,
  hostPageKeys,
  remotePageOfPath,
  routeTable,
  splitRemoteRef,
  type AppRoute,
} from './routeTable';

const everyTarget = (routes: readonly AppRoute[]): AppRoute['target'][] =>
  routes.flatMap((route) => [
    route.target,
    ...(route.index ? [route.index] : []),
    ...everyTarget(route.children ?? []),
  ]);

describe('route table', () => {
  it('serves exactly the routes of spec §2 listed in @exchange/protocol (the list the e2e crawl must reach)', () => {
    const paths = allPaths().filter((path) => path !== '*');
    expect([...paths].sort()).toEqual([...routePaths].sort());
  });

  it('has each path once', () => {
    const paths = allPaths();
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('maps every target to a known host page or a page of a known remote', () => {
    for (const target of everyTarget(routeTable)) {
      if ('host' in target) expect(hostPageKeys).toContain(target.host);
      else expect(remoteNames).toContain(splitRemoteRef(target.remote).remote);
    }
  });

  it('serves home and all markets from the markets remote, and the deal centre from spot', () => {
    expect(remotePageOfPath('/')).toEqual({ remote: 'markets', page: 'HomePage' });
    expect(remotePageOfPath('/allmarket')).toEqual({ remote: 'markets', page: 'AllMarketsPage' });
    expect(remotePageOfPath('/dealCenter?x=1')).toEqual({ remote: 'spot', page: 'DealCenterPage' });
    expect(remotePageOfPath('/components/login')).toBeUndefined();
  });

  it('keeps account, asset and settings areas behind login', () => {
    for (const path of ['/account', '/new_account', '/userSetting', '/dealFinance', '/bindmpwd']) {
      expect(routeTable.find((route) => route.path === path)?.private).toBe(true);
    }
    expect(routeTable.find((route) => route.path === '/')?.private).toBeUndefined();
  });

  it('ends with a not-found route', () => {
    expect(routeTable.at(-1)).toEqual({ path: '*', target: { host: 'NotFoundPage' } });
  });
});
