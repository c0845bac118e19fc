import type { RemoteName, RemotePageRef } from '@exchange/sdk';

/**
 * Every route of spec §2 in one place. Each path maps either to a page of the host or to a page a
 * remote exposes (`remote/ExposedPage`, type-checked against the remote contract in @exchange/sdk).
 * Paths are case-sensitive as in the spec (`dealCenter`, `leverdealCenter`).
 */

/** Pages the host itself renders (lazy-loaded by hostPages.tsx). */
export const hostPageKeys = [
  'LoginPage',
  'RegisterPage',
  'ForgotPasswordPage',
  'BindEmailPage',
  'BindTradePasswordPage',
  'ChangePasswordPage',
  'SecurityPage',
  'NoticeListPage',
  'NoticeDetailPage',
  'AccountLayout',
  'AccountSettingsPage',
  'IdentityPage',
  'AssetAreaLayout',
  'UserSettingLayout',
  'TeamPage',
  'PriceAlertsPage',
  'PolicyPage',
  'NotOfferedPage',
  'NotFoundPage',
  'OperatorReleasesPage',
] as const;
export type HostPageKey = (typeof hostPageKeys)[number];

export type RouteTarget = { host: HostPageKey } | { remote: RemotePageRef };

export interface AppRoute {
  /** Absolute for top-level routes, relative for children (react-router nesting). */
  path: string;
  target: RouteTarget;
  /** Only for a logged-in user (a token is stored); others are sent to login. */
  private?: boolean;
  /** A child route rendered when the parent path itself is visited. */
  index?: RouteTarget;
  children?: readonly AppRoute[];
}

const host = (page: HostPageKey): RouteTarget => ({ host: page });
const remote = (ref: RemotePageRef): RouteTarget => ({ remote: ref });

/** Fiat and C2C routes exist in the product but their content is not shown (spec §2). */
const fiatPaths = [
  '/legalTrade',
  '/legalPay',
  '/legalPayDetail',
  '/shopLegalPayDetail',
  '/legalRecord',
  '/legalSeller',
  '/myLegalShops',
  '/legalShopDetail',
  '/shopLegalRecord',
] as const;

export const loginPath = '/components/login';
export const registerPath = '/components/register';

export const routeTable: readonly AppRoute[] = [
  { path: '/', target: remote('markets/HomePage') },
  { path: loginPath, target: host('LoginPage') },
  { path: registerPath, target: host('RegisterPage') },
  { path: '/forgetPwd', target: host('ForgotPasswordPage') },
  { path: '/resetPwd', target: host('ChangePasswordPage'), private: true },
  { path: '/allmarket', target: remote('markets/AllMarketsPage') },
  { path: '/dealCenter', target: remote('spot/DealCenterPage') },
  { path: '/coinOrder', target: remote('spot/CoinOrderPage'), private: true },
  { path: '/secondsOrder', target: remote('micro/SecondsOrderPage') },
  { path: '/leverdealCenter', target: remote('micro/SecondsPage') },
  { path: '/leverTransactions', target: remote('contracts/LeverTransactionsPage'), private: true },
  { path: '/leverList', target: remote('contracts/LeverListPage'), private: true },
  // Private like the other contract pages: its lever order book call answers a visitor 999, which
  // sends them to log in (spec §6, §8), so the host sends them there before the page loads.
  { path: '/manger', target: remote('contracts/ContractPage'), private: true },
  { path: '/leverRecord', target: remote('contracts/LeverRecordPage'), private: true },
  { path: '/quickRedemption', target: remote('wallets/QuickExchangePage'), private: true },
  { path: '/dealFinance', target: remote('wallets/AssetsPage'), private: true },
  { path: '/transfer', target: remote('wallets/TransferPage'), private: true },
  { path: '/transferRecord', target: remote('wallets/RecordsPage'), private: true },
  { path: '/coinRecord', target: remote('wallets/RecordsPage'), private: true },
  { path: '/finanrec', target: remote('wallets/RecordsPage'), private: true },
  { path: '/transferLog', target: remote('wallets/RecordsPage'), private: true },
  { path: '/legalAccount', target: remote('wallets/LegalAccountPage'), private: true },
  { path: '/microAccount', target: remote('wallets/MicroAccountPage'), private: true },
  {
    path: '/account',
    target: host('AccountLayout'),
    private: true,
    index: host('AccountSettingsPage'),
    children: [
      { path: 'accountSet', target: host('AccountSettingsPage') },
      { path: 'coinRecord', target: remote('wallets/RecordsPage') },
      { path: 'transferLog', target: remote('wallets/RecordsPage') },
      { path: 'authentication', target: host('IdentityPage') },
      { path: 'security', target: host('SecurityPage') },
      { path: 'priceAlerts', target: host('PriceAlertsPage') },
    ],
  },
  {
    path: '/new_account',
    target: host('AssetAreaLayout'),
    private: true,
    index: remote('wallets/AssetsPage'),
    children: [
      { path: 'dealFinance', target: remote('wallets/AssetsPage') },
      { path: 'quickRedemption', target: remote('wallets/QuickExchangePage') },
      { path: 'transfer', target: remote('wallets/TransferPage') },
      // The contract wallet screen belongs to the wallets team; until the contract names its own page
      // it opens on the assets page, which lists the contract balances too.
      { path: 'lever', target: remote('wallets/AssetsPage') },
      { path: 'legal', target: remote('wallets/LegalAccountPage') },
      { path: 'micro', target: remote('wallets/MicroAccountPage') },
      { path: 'legalAccount', target: remote('wallets/LegalAccountPage') },
      { path: 'microAccount', target: remote('wallets/MicroAccountPage') },
    ],
  },
  {
    path: '/userSetting',
    target: host('UserSettingLayout'),
    private: true,
    index: remote('wallets/PaymentMethodPage'),
    children: [
      { path: 'payment', target: remote('wallets/PaymentMethodPage') },
      { path: 'address', target: remote('wallets/WithdrawAddressPage') },
    ],
  },
  {
    path: '/userSetting2',
    target: host('UserSettingLayout'),
    private: true,
    index: remote('wallets/WithdrawAddressPage'),
    children: [
      { path: 'payment', target: remote('wallets/PaymentMethodPage') },
      { path: 'address', target: remote('wallets/WithdrawAddressPage') },
    ],
  },
  { path: '/authentication', target: host('IdentityPage'), private: true },
  { path: '/bindmpwd', target: host('BindTradePasswordPage'), private: true },
  // Account binding (spec §5) is a view of the wallets' records page, chosen by its path.
  { path: '/bindInfo', target: remote('wallets/RecordsPage'), private: true },
  { path: '/bindEmail', target: host('BindEmailPage'), private: true },
  { path: '/team', target: host('TeamPage'), private: true },
  { path: '/noticeList', target: host('NoticeListPage') },
  { path: '/noticeDetail', target: host('NoticeDetailPage') },
  { path: '/components/noticeDetail', target: host('NoticeDetailPage') },
  { path: '/policy', target: host('PolicyPage') },
  { path: '/ieorg', target: remote('earn/IeoListPage') },
  { path: '/ieorgDetail', target: remote('earn/IeoDetailPage') },
  { path: '/lock', target: remote('earn/LockPage') },
  { path: '/lockDetail', target: remote('earn/LockDetailPage') },
  ...fiatPaths.map((path) => ({ path, target: host('NotOfferedPage') })),
  { path: '*', target: host('NotFoundPage') },
];

/**
 * Operators' pages: not spec routes, not in any menu (README "teams and ops"); the API behind them
 * answers only the operator (loopback + token).
 */
export const operatorRoutes: readonly AppRoute[] = [
  { path: '/ops/releases', target: host('OperatorReleasesPage') },
];

/** `markets/HomePage` -> `{ remote: 'markets', page: 'HomePage' }`. */
export function splitRemoteRef(ref: RemotePageRef): { remote: RemoteName; page: string } {
  const [remoteName, page] = ref.split('/') as [RemoteName, string];
  return { remote: remoteName, page };
}

/** The remote page a top-level path is served by (for preloading on nav hover), if any. */
export function remotePageOfPath(path: string): { remote: RemoteName; page: string } | undefined {
  const route = routeTable.find((r) => r.path === path.split('?')[0]);
  if (!route) return undefined;
  const target = route.index ?? route.target;
  return 'remote' in target ? splitRemoteRef(target.remote) : undefined;
}

/** Every absolute path of the table, children joined to their parent (for tests and link checks). */
export function allPaths(routes: readonly AppRoute[] = routeTable): string[] {
  return routes.flatMap((route) => [
    route.path,
    ...(route.children ?? []).map((child) => `${route.path}/${child.path}`),
  ]);
}
