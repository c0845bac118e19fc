import { remoteNames } from '@exchange/sdk';
import {
  allPaths,
  hostPageKeys,
  remotePageOfPath,
  routeTable,
  splitRemoteRef,
  type AppRoute,
} from './routeTable';

/** Spec §2 "Routes", transcribed: every path the product has. */
const specRoutes = [
  '/',
  '/components/login',
  '/components/register',
  '/forgetPwd',
  '/resetPwd',
  '/allmarket',
  '/dealCenter',
  '/coinOrder',
  '/secondsOrder',
  '/leverdealCenter',
  '/leverTransactions',
  '/leverList',
  '/manger',
  '/leverRecord',
  '/quickRedemption',
  '/dealFinance',
  '/transfer',
  '/transferRecord',
  '/coinRecord',
  '/finanrec',
  '/transferLog',
  '/legalAccount',
  '/microAccount',
  '/account',
  '/account/accountSet',
  '/account/coinRecord',
  '/account/transferLog',
  '/account/authentication',
  '/new_account',
  '/new_account/dealFinance',
  '/new_account/quickRedemption',
  '/new_account/transfer',
  '/new_account/lever',
  '/new_account/legal',
  '/new_account/micro',
  '/new_account/legalAccount',
  '/new_account/microAccount',
  '/userSetting',
  '/userSetting2',
  '/bindmpwd',
  '/bindInfo',
  '/bindEmail',
  '/team',
  '/noticeList',
  '/noticeDetail',
  '/components/noticeDetail',
  '/policy',
  '/ieorg',
  '/ieorgDetail',
  '/lock',
  '/lockDetail',
  '/legalTrade',
  '/legalPay',
  '/legalPayDetail',
  '/shopLegalPayDetail',
  '/legalRecord',
  '/legalSeller',
  '/myLegalShops',
  '/legalShopDetail',
  '/shopLegalRecord',
];

const everyTarget = (routes: readonly AppRoute[]): AppRoute['target'][] =>
  routes.flatMap((route) => [
    route.target,
    ...(route.index ? [route.index] : []),
    ...everyTarget(route.children ?? []),
  ]);

describe('route table', () => {
  it('has every route of spec §2', () => {
    const paths = allPaths();
    const missing = specRoutes.filter((path) => !paths.includes(path));
    expect(missing).toEqual([]);
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
