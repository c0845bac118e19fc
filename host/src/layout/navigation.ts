/**
 * What the header, the phone menu and the account menu offer, as data: one list, rendered by Header
 * (desktop menus) and MobileMenu (a panel) through NavItem, so every route is at most two clicks away.
 * Labels are keys of the `host` namespace.
 */
export interface NavEntry {
  to: string;
  labelKey: string;
}

export interface NavGroup {
  id: string;
  labelKey: string;
  items: readonly NavEntry[];
}

export type NavNode = NavEntry | NavGroup;

export const isGroup = (node: NavNode): node is NavGroup => 'items' in node;

const contracts: NavGroup = {
  id: 'contracts',
  labelKey: 'nav.contracts',
  items: [
    { to: '/manger', labelKey: 'menu.contractTrade' },
    { to: '/leverList', labelKey: 'menu.positions' },
    { to: '/leverTransactions', labelKey: 'menu.contractOrders' },
    { to: '/leverRecord', labelKey: 'menu.contractLog' },
  ],
};

const earn: NavGroup = {
  id: 'earn',
  labelKey: 'nav.earn',
  items: [
    { to: '/ieorg', labelKey: 'menu.ieo' },
    { to: '/lock', labelKey: 'menu.lock' },
  ],
};

const assets: NavGroup = {
  id: 'assets',
  labelKey: 'nav.assets',
  items: [
    { to: '/new_account', labelKey: 'menu.assetArea' },
    { to: '/transfer', labelKey: 'assetArea.transfer' },
    { to: '/coinRecord', labelKey: 'menu.depositsWithdrawals' },
    { to: '/transferRecord', labelKey: 'menu.transferHistory' },
    { to: '/transferLog', labelKey: 'menu.accountLog' },
    { to: '/finanrec', labelKey: 'menu.financeRecords' },
    { to: '/legalAccount', labelKey: 'assetArea.legal' },
    { to: '/microAccount', labelKey: 'assetArea.micro' },
    { to: '/bindInfo', labelKey: 'menu.binding' },
  ],
};

/**
 * Spec §2 header: a visitor's menu is markets and exchange (app download is added by the header);
 * micro, quick exchange and assets only when logged in. Contracts and earn join them for a trader;
 * a visitor finds those public pages on the home page's cards.
 */
export function mainNav(loggedIn: boolean): readonly NavNode[] {
  const always: NavNode[] = [
    { to: '/allmarket', labelKey: 'nav.markets' },
    { to: '/dealCenter', labelKey: 'nav.exchange' },
  ];
  if (!loggedIn) return always;
  return [
    ...always,
    contracts,
    { to: '/leverdealCenter', labelKey: 'nav.micro' },
    { to: '/quickRedemption', labelKey: 'nav.quickExchange' },
    earn,
    assets,
  ];
}

/** Spec §2 account dropdown (settings, assets, trade log, identity), then the rest of the account area. */
export const accountNav: readonly NavEntry[] = [
  { to: '/account', labelKey: 'account.settings' },
  { to: '/dealFinance', labelKey: 'account.assets' },
  { to: '/coinOrder', labelKey: 'account.tradeLog' },
  { to: '/account/authentication', labelKey: 'account.identity' },
  { to: '/account/security', labelKey: 'menu.security' },
  { to: '/account/priceAlerts', labelKey: 'menu.priceAlerts' },
  { to: '/userSetting', labelKey: 'userSetting.payment' },
  { to: '/userSetting2', labelKey: 'userSetting.address' },
  { to: '/team', labelKey: 'menu.team' },
  { to: '/account/transferLog', labelKey: 'menu.accountLog' },
];

/** The section a path belongs to: a group is "current" when one of its items is (or contains) the path. */
export function isWithin(entry: NavEntry, pathname: string): boolean {
  const base = entry.to.split('?')[0] ?? entry.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}
